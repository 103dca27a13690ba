import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { buildApp } from '../../src/server/app';
import { signedInUser } from '../../src/server/testing/signed-in-user';
import { loadConfig } from '../../src/server/config';
import type { DbHandle } from '../../src/server/db/connection';
import { openDatabase } from '../../src/server/db/connection';
import { migrateToLatest } from '../../src/server/db/migrate';

export const PG_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

export function tempDir(prefix: string): { dir: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `ridgeline-bench-${prefix}-`));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** A migrated SQLite file holding `count` projects, written in one transaction. */
export async function seededSqlite(file: string, count: number): Promise<void> {
  const handle = openDatabase({ sqliteFile: file });
  await migrateToLatest(handle.db);
  await handle.db.destroy();
  const sqlite = new SqliteDatabase(file);
  const insert = sqlite.prepare(`insert into projects (id, name, address, stage_id, date,
    roof_area_sq_ft, pitch, estimated_cost_cents, customer_name, customer_phone, customer_email,
    notes, latitude, longitude, created_at, updated_at, stage_changed_at, version)
    values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1)`);
  // Each project's creation in the activity log, as the app records it: a company with this
  // many projects has a log, and the dashboard reads it rather than standing in for it.
  const logged = sqlite.prepare(`insert into activity (id, at, user_id, user_name, kind,
    project_id, subject) values (?, ?, null, 'Seeded owner', 'project.created', ?, ?)`);
  // The first stage of each status (a project's status is its stage's).
  const statuses = ['lead', 'sold', 'completed'] as const;
  const start = Date.UTC(2020, 0, 1);
  sqlite.transaction(() => {
    for (let i = 0; i < count; i++) {
      const t = new Date(start + i * 37 * 60_000);
      const iso = t.toISOString();
      const n = String(i).padStart(8, '0');
      insert.run(
        `p${n}`,
        `Project ${i} ${['Re-roof', 'Repair', 'Gutter', 'New build'][i % 4]}`,
        `${100 + (i % 9000)} ${['SE Belmont St', 'NE Alberta St', 'N Mississippi Ave'][i % 3]}, Portland, OR`,
        statuses[i % 3],
        iso.slice(0, 10),
        1000 + (i % 3000),
        (i % 12) + 1,
        100_000 + ((i * 7919) % 5_000_000),
        `Customer ${i}`,
        '(503) 555-0100',
        `c${i}@example.com`,
        i % 5 === 0 ? 'Tear-off and architectural shingles.' : '',
        45.5 + (i % 100) / 1000,
        -122.6 - (i % 100) / 1000,
        iso,
        iso,
        iso,
      );
      logged.run(`a${n}`, iso, `p${n}`, `Project ${i}`);
    }
  })();
  sqlite.pragma('wal_checkpoint(TRUNCATE)');
  sqlite.exec('analyze');
  sqlite.close();
}

export async function postgresReachable(): Promise<boolean> {
  const c = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 1500 });
  try {
    await c.connect();
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => {});
  }
}

/** A fresh PostgreSQL schema for a bench run; drop() removes it. */
export async function pgSchema(prefix: string) {
  const name = `bench_${prefix}_${process.pid}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`drop schema if exists ${name} cascade`);
  await admin.query(`create schema ${name}`);
  return {
    name,
    async drop() {
      await admin.query(`drop schema if exists ${name} cascade`);
      await admin.end();
    },
  };
}

/**
 * Ridgeline over a SQLite file seeded with `count` projects, with a signed-in owner's cookie (every
 * route needs a session). Prints how long the seeding took. `remove()` closes and deletes it all.
 */
export async function seededSqliteApp(
  prefix: string,
  count: number,
  env: Record<string, string> = {},
) {
  const tmp = tempDir(prefix);
  const file = path.join(tmp.dir, `${prefix}.sqlite`);
  const t = performance.now();
  await seededSqlite(file, count);
  console.log(
    `Seeded ${count.toLocaleString('en-US')} projects in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );
  const database = openDatabase({ sqliteFile: file });
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    SEED_SAMPLE_DATA: 'false',
    DATA_DIR: tmp.dir,
    ...env,
  });
  const app = await buildApp({ config, database });
  const { cookie } = await signedInUser(database, 'owner', 'Bench Owner');
  return {
    app,
    database,
    cookie,
    async remove() {
      await app.close();
      await database.db.destroy();
      tmp.remove();
    },
  };
}

export async function startApp(database: DbHandle, env: Record<string, string> = {}) {
  const config = loadConfig({ LOG_LEVEL: 'silent', SEED_SAMPLE_DATA: 'false', ...env });
  const app = await buildApp({ config, database });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  // Requests go as the owner, who may call every route.
  const { cookie } = await signedInUser(database, 'owner', 'Bench Owner');
  return { app, url, cookie };
}

export const median = (xs: number[]) => percentile(xs, 50);

export function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  if (s.length === 0) return Number.NaN;
  const i = Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1));
  return s[i] ?? Number.NaN;
}

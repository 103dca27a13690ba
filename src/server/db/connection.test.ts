import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './connection';

// The SQLite connection builds each row itself from the values SQLite hands over as arrays: the
// rows must be exactly those better-sqlite3 would have made, before and after the schema changes.
describe('rows read through the SQLite connection', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
  });
  const fresh = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ridgeline-conn-'));
    dirs.push(dir);
    return path.join(dir, 'db.sqlite');
  };

  it('are better-sqlite3’s own rows: keys in order, values and types, a repeated name', async () => {
    const file = fresh();
    const { db } = openDatabase({ sqliteFile: file });
    await sql`create table t (id text primary key, n integer, x real, note text, data blob)`.execute(
      db,
    );
    await sql`insert into t values ('a', 1, 2.5, null, x'0102'), ('b', -3, 0, 'it''s', null)`.execute(
      db,
    );
    const query = sql`select *, n as note from t order by id`;
    const ours = (await query.execute(db)).rows;
    await db.destroy();

    const bare = new SqliteDatabase(file);
    const theirs = bare.prepare('select *, n as note from t order by id').all();
    bare.close();
    expect(ours).toEqual(theirs);
    expect(ours.map((r) => Object.keys(r as object))).toEqual(
      theirs.map((r) => Object.keys(r as object)),
    );
  });

  it('learn a table’s new column when the same statement runs after the schema changed', async () => {
    const { db } = openDatabase({ sqliteFile: fresh() });
    await sql`create table t (id text)`.execute(db);
    await sql`insert into t values ('a')`.execute(db);
    const read = () =>
      db
        .selectFrom('t' as never)
        .selectAll()
        .execute();
    expect(await read()).toEqual([{ id: 'a' }]);
    await sql`alter table t add column colour text default 'red'`.execute(db);
    expect(await read()).toEqual([{ id: 'a', colour: 'red' }]);
    await db.destroy();
  });

  it('still report what a write changed, and a write returning its row', async () => {
    const { db } = openDatabase({ sqliteFile: fresh() });
    await sql`create table t (id text primary key, n integer)`.execute(db);
    const inserted = await sql`insert into t values ('a', 1), ('b', 2)`.execute(db);
    expect(inserted.numAffectedRows).toBe(2n);
    const returned = await sql`update t set n = n + 1 where id = 'a' returning *`.execute(db);
    expect(returned.rows).toEqual([{ id: 'a', n: 2 }]);
    await db.destroy();
  });
});

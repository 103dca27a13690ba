import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import type { SqliteDatabase as KyselySqliteDatabase, SqliteStatement, Transaction } from 'kysely';
import { Kysely, PostgresAdapter, PostgresDialect, sql, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type Db = Kysely<Database>;
export type DbKind = 'sqlite' | 'postgres';
/** A connection or a transaction on it: what a query helper runs in. */
export type Tx = Db | Transaction<Database>;

/**
 * Whether queries go to PostgreSQL: where the two differ in locking (several servers share one
 * PostgreSQL; one SQLite connection runs one transaction at a time) or in SQL.
 */
export const isPostgres = (db: Tx) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Holds off every other writer of the table until the transaction ends, for a check and the
 * write it decides (no user yet, so make the owner): on PostgreSQL, servers sharing it would
 * each pass the check at once. SQLite's one connection runs one transaction at a time already.
 * Readers are not held up.
 */
export async function lockForWrites(trx: Transaction<Database>, table: keyof Database) {
  if (isPostgres(trx)) {
    await sql`lock table ${sql.table(table)} in share row exclusive mode`.execute(trx);
  }
}

export interface DbOptions {
  /** postgres://... for PostgreSQL; otherwise SQLite. */
  databaseUrl?: string | undefined;
  /** SQLite: the folder that holds ridgeline.sqlite. */
  dataDir?: string;
  /** SQLite: an exact file (tests use a temp file). */
  sqliteFile?: string;
  /** PostgreSQL: a schema to work in (tests isolate themselves with one each). */
  pgSchema?: string;
}

export interface DbHandle {
  db: Db;
  kind: DbKind;
  describe: string;
  /** A real round trip to the database that never queues behind a long write (health checks). */
  ping(): Promise<void>;
  /** How it was opened: a worker thread opens its own connection to the same database. */
  options: DbOptions;
}

export function openDatabase(options: DbOptions): DbHandle {
  if (options.databaseUrl) {
    return { ...openPostgres(options.databaseUrl, options.pgSchema), options };
  }
  const file = options.sqliteFile ?? path.join(options.dataDir ?? './data', 'ridgeline.sqlite');
  return { ...openSqlite(file), options: { sqliteFile: file } };
}

function openSqlite(file: string): Omit<DbHandle, 'options'> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  // WAL lets readers run beside the writer; synchronous=FULL makes every answered write
  // survive a crash of the process or the machine (reliability/crash.test.ts kills the server
  // mid-write).
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  });
  return {
    db,
    kind: 'sqlite',
    describe: `SQLite ${file}`,
    // Kysely runs one query at a time on the app's connection, so a probe there would wait for
    // a whole backup restore. A connection of its own reads beside the writer (WAL); opening
    // one costs well under a millisecond, and nothing is left open between probes.
    async ping() {
      if (file === ':memory:') {
        await sql`select 1`.execute(db);
        return;
      }
      const probe = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
      try {
        probe.prepare('select 1').get();
      } finally {
        probe.close();
      }
    },
  };
}

/** More distinct queries than the app writes; the bound keeps memory flat whatever comes. */
const STATEMENT_CACHE_SIZE = 200;

/**
 * Kysely prepares a new statement for every query, and on SQLite preparing costs about as much
 * as running a small query. The app's queries come in a few fixed shapes, so statements are kept
 * by their SQL text (least recently used out first). Safe because better-sqlite3 runs each
 * statement to completion synchronously: two requests never share one mid-execution.
 */
function withStatementCache(sqlite: SqliteDatabase.Database): KyselySqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (statement) {
        statements.delete(sql);
      } else {
        statement = sqlite.prepare(sql);
        if (statements.size >= STATEMENT_CACHE_SIZE) {
          const oldest = statements.keys().next();
          if (!oldest.done) statements.delete(oldest.value);
        }
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}

function openPostgres(url: string, schema: string | undefined): Omit<DbHandle, 'options'> {
  // bigint (sums of cents, counts) comes back as text by default; our values fit in a double.
  const types = {
    getTypeParser: (oid: number, format?: 'text' | 'binary') =>
      oid === 20 ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format),
  };
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    types,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  const where = new URL(url);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    // The pool has other connections than the one a long transaction holds.
    ping: async () => void (await sql`select 1`.execute(db)),
    kind: 'postgres',
    describe: `PostgreSQL ${where.host}${where.pathname}${schema ? ` (schema ${schema})` : ''}`,
  };
}

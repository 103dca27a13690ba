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
        statement = rowsBuiltHere(sqlite.prepare(sql));
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

/**
 * A reading statement whose rows are built here rather than by better-sqlite3. Its own rows are
 * objects it fills one column at a time through V8's C++ API, which on a wide table costs more
 * than SQLite's reading (the dashboard's six newest projects, 28 columns: 36 us, 22 us this way;
 * fifty of them 244 us, 143 us). Taken as arrays (raw mode), each row is then made by a small
 * function written for the statement's columns: one object literal, the same keys, values and
 * order as better-sqlite3's. A loop over the names, shared by every statement, was slower under
 * load: its property stores saw every table's shape.
 */
function rowsBuiltHere(statement: SqliteDatabase.Statement): SqliteStatement {
  if (!statement.reader) return statement;
  statement.raw(true);
  let width = 0;
  let build: (values: unknown[]) => unknown = () => ({});
  const learnColumns = () => {
    const names = statement.columns().map((c) => c.name);
    width = names.length;
    // The names are the database's own columns, each written as a JSON string literal.
    build = new Function(
      'v',
      `return {${names.map((n, i) => `${JSON.stringify(n)}: v[${i}]`).join(', ')}};`,
    ) as typeof build;
  };
  learnColumns();
  const row = (values: unknown[]) => {
    // SQLite prepares a statement again after the schema changes (a migration adding a column
    // to a table read with `select *`): its columns are then learnt again.
    if (values.length !== width) learnColumns();
    return build(values);
  };
  return {
    reader: true,
    all: (parameters) => (statement.all(parameters) as unknown[][]).map(row),
    run: (parameters) => statement.run(parameters),
    *iterate(parameters) {
      for (const values of statement.iterate(parameters) as IterableIterator<unknown[]>) {
        yield row(values);
      }
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

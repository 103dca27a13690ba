import type { Transaction } from 'kysely';
import { z } from 'zod';
import { estimateInputSchema } from '../../domain/estimate-schema';
import { projectSchema } from '../../domain/project';
import type { Db } from './connection';
import type { Database } from './schema';

/**
 * What a backup holds: every table whose rows a user would miss, in dependency order (a table
 * comes after the tables it refers to), because import inserts in this order and empties in
 * the reverse order.
 *
 * ADDING A TABLE takes one line here: its name, the column to sort the export by (so two
 * exports of the same data are byte-identical), a zod schema of one row as stored (snake_case
 * columns; `rowSchemaFromDomain` maps a domain schema's camelCase keys when they match the
 * columns), and `replace: true` when a migration creates rows in it (settings, the default
 * price list), so import replaces those rows instead of refusing a "non-empty" database.
 *   { name: 'settings', orderBy: 'id', row: settingsRow, replace: true },
 * Caches that can be rebuilt (geocode_cache) stay out: a backup is the user's data.
 * A backup from before a table existed still imports: a missing table counts as empty.
 */
const text = (max: number) => z.string().max(max);
const timestamp = text(40);
const version = z.number().int().min(1);
const cents = z.number().int().min(0);
/** A JSON column: the text must parse, and match the record's schema when there is one. */
const jsonText = (schema?: z.ZodType) =>
  z.string().refine((s) => {
    try {
      const v: unknown = JSON.parse(s);
      return schema ? schema.safeParse(v).success : true;
    } catch {
      return false;
    }
  }, 'Must be valid JSON of the expected shape');

const settingsRow = z.strictObject({
  id: z.number().int(),
  company_name: text(200),
  company_phone: text(50),
  company_email: text(254),
  company_license_number: text(100),
  company_address: text(500),
  default_labor_rate_cents: cents,
  version,
  updated_at: timestamp,
});

const materialsRow = z.strictObject({
  id: text(100).min(1),
  name: text(200).min(1),
  unit: z.enum(['sq ft', 'linear ft']),
  price_cents: cents,
  archived: z.union([z.literal(0), z.literal(1)]),
  position: z.number().int(),
  created_at: timestamp,
  updated_at: timestamp,
  version,
});

const estimatesRow = z.strictObject({
  id: text(100).min(1),
  number: z.number().int().min(1),
  project_id: text(100).min(1),
  input_json: jsonText(estimateInputSchema()),
  totals_json: jsonText(),
  total_cents: cents,
  created_at: timestamp,
  updated_at: timestamp,
  version,
});

const roofOutlinesRow = z.strictObject({
  project_id: text(100).min(1),
  outlines: jsonText(),
  created_at: timestamp,
  updated_at: timestamp,
  version,
});

export const BACKUP_TABLES: readonly BackupTable[] = [
  { name: 'settings', orderBy: 'id', row: settingsRow, replace: true },
  { name: 'materials', orderBy: 'id', row: materialsRow, replace: true },
  { name: 'projects', orderBy: 'id', row: rowSchemaFromDomain(projectSchema()) },
  { name: 'estimates', orderBy: 'id', row: estimatesRow },
  { name: 'roof_outlines', orderBy: 'project_id', row: roofOutlinesRow },
];

export interface BackupTable {
  name: keyof Database;
  orderBy: string;
  row: z.ZodType<Record<string, unknown>>;
  /** Rows that migrations create: import replaces them rather than requiring an empty table. */
  replace?: boolean;
}

export const BACKUP_FORMAT = 'ridgeline-backup';
export const BACKUP_FORMAT_VERSION = 1;

export interface BackupDocument {
  format: typeof BACKUP_FORMAT;
  formatVersion: typeof BACKUP_FORMAT_VERSION;
  exportedAt: string;
  tables: Record<string, Record<string, unknown>[]>;
}

function snakeCase(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** The stored-row schema of a domain record whose camelCase keys name its snake_case columns. */
export function rowSchemaFromDomain(
  schema: z.ZodObject<z.ZodRawShape>,
): z.ZodType<Record<string, unknown>> {
  const shape = Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => [snakeCase(key), field]),
  );
  return z.strictObject(shape) as unknown as z.ZodType<Record<string, unknown>>;
}

/** Every backed-up row of every table as one JSON-ready document. */
export async function exportAll(db: Db, now = new Date()): Promise<BackupDocument> {
  const tables: BackupDocument['tables'] = {};
  for (const t of BACKUP_TABLES) {
    // The table list is typed, its columns are not: the rows are copied as they are stored.
    const rows = (await db
      .selectFrom(t.name)
      .selectAll()
      .orderBy(t.orderBy as never)
      .execute()) as Record<string, unknown>[];
    tables[t.name] = rows.map(normalizeRow);
  }
  return {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    exportedAt: now.toISOString(),
    tables,
  };
}

// PostgreSQL's bigint arrives as a number (see connection.ts), but a driver could hand back a
// bigint or a Buffer; a backup is JSON, so make every value a JSON value here.
function normalizeRow(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) {
    out[k] = typeof v === 'bigint' ? Number(v) : v instanceof Date ? v.toISOString() : v;
  }
  return out;
}

/** The document's schema; zod's issue paths name the bad spot, e.g. tables.projects.3.name. */
export const backupDocumentSchema = z.strictObject({
  format: z.literal(BACKUP_FORMAT, { error: `Format must be "${BACKUP_FORMAT}"` }),
  formatVersion: z.literal(BACKUP_FORMAT_VERSION, {
    error: `Format version must be ${BACKUP_FORMAT_VERSION}`,
  }),
  exportedAt: z.string().max(100),
  tables: z.strictObject(
    Object.fromEntries(
      BACKUP_TABLES.map((t) => [
        t.name,
        z
          .array(t.row, { error: `${t.name} must be a list of rows` })
          .default([])
          .superRefine((rows, ctx) => {
            // A duplicate key would fail inside the database; name the row instead.
            const seen = new Set<unknown>();
            rows.forEach((r, i) => {
              const key = r[t.orderBy];
              if (seen.has(key)) {
                ctx.addIssue({
                  code: 'custom',
                  path: [i, t.orderBy],
                  message: `Duplicate ${t.orderBy} ${String(key)}`,
                });
              }
              seen.add(key);
            });
          }),
      ]),
    ),
    { error: 'Tables must be an object of table name to rows' },
  ),
});

export type ImportResult =
  { kind: 'imported'; counts: Record<string, number> } | { kind: 'not-empty'; table: string };

export class ImportRowsError extends Error {
  constructor(
    readonly table: string,
    readonly firstRow: number,
  ) {
    super(`Rows of ${table} from ${firstRow} could not be stored`);
  }
}

// Rows per INSERT: well under SQLite's 32,766 and PostgreSQL's 65,535 bound parameters.
const CHUNK_COLUMNS_BUDGET = 30_000;

/**
 * Loads a validated document into a database with no user data, all or nothing: one
 * transaction, so a failure half way leaves the database as it was.
 */
export async function importAll(
  db: Db,
  doc: z.infer<typeof backupDocumentSchema>,
): Promise<ImportResult> {
  return db.transaction().execute(async (trx) => {
    for (const t of BACKUP_TABLES) {
      if (t.replace) continue;
      const any = await trx
        .selectFrom(t.name)
        .select((eb) => eb.lit(1).as('one'))
        .limit(1)
        .executeTakeFirst();
      if (any) return { kind: 'not-empty', table: t.name };
    }
    const rowsOf = (t: BackupTable) =>
      (doc.tables as Record<string, Record<string, unknown>[]>)[t.name] ?? [];
    // Rows that migrations made (settings, the default price list) give way to the backup's;
    // a backup without them (made before those tables existed) keeps the defaults.
    for (const t of [...BACKUP_TABLES].reverse()) {
      if (t.replace && rowsOf(t).length > 0) await trx.deleteFrom(t.name).execute();
    }
    const counts: Record<string, number> = {};
    for (const t of BACKUP_TABLES) {
      const rows = rowsOf(t);
      await insertChunked(trx, t.name, rows);
      counts[t.name] = rows.length;
    }
    return { kind: 'imported', counts };
  });
}

async function insertChunked(
  trx: Transaction<Database>,
  table: keyof Database,
  rows: Record<string, unknown>[],
) {
  const columns = Math.max(1, Object.keys(rows[0] ?? {}).length);
  const size = Math.max(1, Math.floor(CHUNK_COLUMNS_BUDGET / columns));
  for (let i = 0; i < rows.length; i += size) {
    try {
      await trx
        .insertInto(table)
        .values(rows.slice(i, i + size) as never)
        .execute();
    } catch {
      // A constraint the row schema does not know (a CHECK, a foreign key): the client's data.
      throw new ImportRowsError(table, i);
    }
  }
}

import { z } from 'zod';
import { msg } from '../../domain/common/messages';
import type { FieldError } from '../../domain/common/field-errors';
import { fieldErrors } from '../../domain/common/field-errors';
import { once } from '../../domain/common/once';
import { findNul, NUL_MESSAGE } from '../reject-nul';
import { pipelineReferenceErrors } from './rows-pipeline';
import { crewDayReferenceErrors } from './rows-crew-day';
import { scheduleReferenceErrors } from './rows-schedule';
import type { BackupRows } from './tables';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, BACKUP_TABLES } from './tables';

/** The document around the rows; each row is checked on its own by `validateBackup`. */
const backupEnvelopeSchema = once(() =>
  z.strictObject({
    format: z.literal(BACKUP_FORMAT, {
      error: msg(/*i18n*/ 'Format must be "{format}"', { format: BACKUP_FORMAT }),
    }),
    formatVersion: z.literal(BACKUP_FORMAT_VERSION, {
      error: msg(/*i18n*/ 'Format version must be {version}', { version: BACKUP_FORMAT_VERSION }),
    }),
    exportedAt: z.string().max(100),
    tables: z.strictObject(
      Object.fromEntries(
        BACKUP_TABLES.map((t) => [
          t.name,
          z
            .array(z.unknown(), {
              error: msg(/*i18n*/ '{table} must be a list of rows', { table: t.name }),
            })
            .default([]),
        ]),
      ),
      { error: /*i18n*/ 'Tables must be an object of table name to rows' },
    ),
  }),
);

/** A backup whose bytes are not JSON at all. */
export const NOT_JSON: FieldError = { path: '', message: /*i18n*/ 'The backup is not valid JSON' };

/**
 * Parses a backup's text and checks it: JSON, no NUL character anywhere (PostgreSQL cannot store
 * one), then every row. The one way a backup is read, on the event loop or in a worker thread.
 */
export async function checkBackupText(text: string): Promise<BackupValidation> {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, errors: [NOT_JSON] };
  }
  const nul = findNul(body, '', 0);
  if (nul !== undefined) return { ok: false, errors: [{ path: nul, message: NUL_MESSAGE }] };
  return validateBackup(body);
}

export type BackupValidation = { ok: true; doc: BackupRows } | { ok: false; errors: FieldError[] };

// A refused backup names this many problems at most: enough to fix them, and a bounded answer.
const MAX_REPORTED_ERRORS = 100;
// Validation gives the event loop back this often, so other requests (health checks) are served
// while a large backup is checked.
const YIELD_EVERY_MS = 10;

export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Checks a parsed backup row by row, yielding to the event loop between chunks of rows. Errors
 * name the path in the document, e.g. tables.estimates.3.totals_json.materialLines.0.unitPriceCents.
 */
export async function validateBackup(body: unknown): Promise<BackupValidation> {
  const envelope = backupEnvelopeSchema().safeParse(body);
  if (!envelope.success) return { ok: false, errors: fieldErrors(envelope.error) };
  const errors: FieldError[] = [];
  const tables: BackupRows['tables'] = {};
  let lastYield = performance.now();
  for (const t of BACKUP_TABLES) {
    const schema = t.row();
    const rows = envelope.data.tables[t.name] ?? [];
    const valid: Record<string, unknown>[] = [];
    // A duplicate key would fail inside the database; name the row instead.
    const seen = new Set<unknown>();
    for (const [i, row] of rows.entries()) {
      if (errors.length >= MAX_REPORTED_ERRORS) return { ok: false, errors };
      const r = schema.safeParse(row);
      const at = `tables.${t.name}.${i}`;
      if (!r.success) {
        for (const e of fieldErrors(r.error)) {
          errors.push({ path: e.path ? `${at}.${e.path}` : at, message: e.message });
        }
      } else {
        const key = r.data[t.orderBy];
        if (seen.has(key)) {
          errors.push({
            path: `${at}.${t.orderBy}`,
            message: msg(/*i18n*/ 'Duplicate {column} {value}', {
              column: t.orderBy,
              value: String(key),
            }),
          });
        }
        seen.add(key);
        valid.push(r.data);
      }
      if (performance.now() - lastYield > YIELD_EVERY_MS) {
        await yieldToEventLoop();
        lastYield = performance.now();
      }
    }
    tables[t.name] = valid;
  }
  const team = tables.users ?? [];
  if (team.length > 0 && !team.some((u) => u.role === 'owner' && u.active === 1)) {
    errors.push({ path: 'tables.users', message: /*i18n*/ 'The team must have an active owner' });
  }
  // Two photos on one file: deleting either would take the other's image away. (Checked once
  // every row is valid: only then do the valid rows' indexes match the document's.)
  const fileOwners = new Map<unknown, string>();
  for (const [i, photo] of (errors.length === 0 ? (tables.photos ?? []) : []).entries()) {
    for (const column of ['storage_key', 'thumb_key']) {
      const at = `tables.photos.${i}.${column}`;
      const other = fileOwners.get(photo[column]);
      if (other)
        errors.push({ path: at, message: msg(/*i18n*/ 'The same file as {other}', { other }) });
      else fileOwners.set(photo[column], at);
    }
  }
  if (errors.length === 0) errors.push(...pipelineReferenceErrors(tables));
  if (errors.length === 0) errors.push(...scheduleReferenceErrors(tables));
  if (errors.length === 0) errors.push(...crewDayReferenceErrors(tables));
  return errors.length > 0 ? { ok: false, errors } : { ok: true, doc: { tables } };
}

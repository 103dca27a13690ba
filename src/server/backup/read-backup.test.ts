import { describe, expect, it } from 'vitest';
import { problem } from '../problem';
import { problemInLanguage } from '../problem-language';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION } from './tables';
import { READ_INLINE_MAX_BYTES, readBackup } from './read-backup';

const T = '2026-11-01T10:00:00.000Z';

/** A backup of `n` projects, as an export would write it. */
function backupOf(n: number, change: (row: Record<string, unknown>, i: number) => void = () => {}) {
  const projects = Array.from({ length: n }, (_, i) => {
    const row: Record<string, unknown> = {
      id: `p${String(i).padStart(6, '0')}`,
      name: `Project ${i}`,
      address: `${i} Long Example Street, Portland, OR 97214`,
      status: 'pending',
      date: '2026-11-01',
      roof_area_sq_ft: 2000,
      pitch: 6,
      estimated_cost_cents: 1_000_000,
      customer_name: 'Dana',
      customer_phone: '555-0100',
      customer_email: 'dana@example.com',
      notes: 'x'.repeat(200),
      latitude: null,
      longitude: null,
      created_at: T,
      updated_at: T,
      version: 1,
      created_by: null,
      updated_by: null,
    };
    change(row, i);
    return row;
  });
  return Buffer.from(
    JSON.stringify({
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      exportedAt: T,
      tables: { projects },
    }),
  );
}

// Large backups are read in a worker thread; these check that path gives what the inline one does.
describe('reading a backup larger than the inline limit (in a worker thread)', () => {
  it('hands back every checked row', async () => {
    const bytes = backupOf(3_000);
    expect(bytes.byteLength).toBeGreaterThan(READ_INLINE_MAX_BYTES);
    const r = await readBackup(bytes);
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect(r.doc.tables.projects).toHaveLength(3_000);
    expect(r.doc.tables.projects![2_999]!.id).toBe('p002999');
  });

  it('names the path of a bad nested value', async () => {
    const r = await readBackup(backupOf(3_000, (row, i) => i === 2_500 && (row.pitch = -1)));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.map((e) => e.path)).toEqual(['tables.projects.2500.pitch']);
  });

  it('refuses a NUL character, naming its path (PostgreSQL could not store it)', async () => {
    const r = await readBackup(backupOf(3_000, (row, i) => i === 7 && (row.notes = 'a\u0000b')));
    expect(r).toEqual({
      ok: false,
      errors: [
        {
          path: 'tables.projects.7.notes',
          message: 'Must not contain the NUL character (\\u0000)',
        },
      ],
    });
  });

  it('refuses bytes that are not JSON', async () => {
    const bytes = Buffer.concat([backupOf(3_000), Buffer.from('}')]);
    expect(await readBackup(bytes)).toEqual({
      ok: false,
      errors: [{ path: '', message: 'The backup is not valid JSON' }],
    });
  });

  it('hands back the templates of its messages, so a refusal is translated as an inline one is', async () => {
    const doc = JSON.parse(backupOf(3_000).toString('utf8'));
    doc.formatVersion = BACKUP_FORMAT_VERSION + 1;
    const r = await readBackup(Buffer.from(JSON.stringify(doc)));
    if (r.ok) throw new Error('expected a refusal');
    const english = `Format version must be ${BACKUP_FORMAT_VERSION}`;
    expect(r.errors).toEqual([{ path: 'formatVersion', message: english }]);
    const { errors } = problemInLanguage(
      problem(400, 'Invalid backup', { errors: r.errors }),
      'es',
    );
    expect(errors).toEqual([
      {
        path: 'formatVersion',
        message: `La versión del formato debe ser ${BACKUP_FORMAT_VERSION}`,
        key: english,
      },
    ]);
  });
});

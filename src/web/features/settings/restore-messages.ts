import { counted } from '../../lib/i18n/counted';
import type { BackupCheck, RestoreResult } from '../../../domain/backup/backups';
import type { FieldError } from '../../../domain/common/field-errors';
import { formatNumber } from '../../../domain/format/format';
import type { ApiError } from '../../lib/api-client';
import { i18n } from './i18n';

// What the owner reads about a restore: why one was refused (each refusal of POST /api/import
// and POST /api/backups/:id/restore in words), and what one brought back.

/** A size as the owner reads it: 840 KB, 12.5 MB, 4.0 GB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${formatNumber(bytes / 1024, 0)} KB`;
  if (bytes < 1024 ** 3) return `${formatNumber(bytes / 1024 / 1024, 1)} MB`;
  return `${formatNumber(bytes / 1024 ** 3, 1)} GB`;
}

export interface Refusal {
  /** What happened, in a sentence. */
  summary: string;
  /** What exactly is wrong, each `where: what` (a few; the rest counted). */
  details: string[];
}

/** Problems listed under a refusal: enough to act on. */
const SHOWN = 5;

function detailsOf(errors: readonly FieldError[]): string[] {
  const lines = errors.slice(0, SHOWN).map((e) => (e.path ? `${e.path}: ${e.message}` : e.message));
  if (errors.length > SHOWN)
    lines.push(i18n._('and {count} more', { count: errors.length - SHOWN }));
  return lines;
}

/** The refusal a file too large for the server gets, before or after it is sent. */
export function tooLarge(maxBytes: number): Refusal {
  return {
    summary: i18n._(
      'This file is too large: a backup restored on this server may be at most {max}.',
      { max: formatBytes(maxBytes) },
    ),
    details: [],
  };
}

export function restoreRefusal(e: ApiError, maxBytes: number): Refusal {
  const errors = e.problem.errors ?? [];
  const details = detailsOf(errors);
  if (e.status === 413) return tooLarge(maxBytes);
  if (e.status === 409 && /already holds data/.test(e.message)) {
    return {
      summary: i18n._(
        'This server already has projects, so no backup can be restored into it: a backup goes only into a server with no projects yet.',
      ),
      details: [],
    };
  }
  if (e.status !== 400) return { summary: e.message, details };
  if (errors.some((x) => x.path === '' && /zip archive/.test(x.message))) {
    return {
      summary: i18n._(
        'This file is not a zip archive. Choose the .zip file of a Ridgeline backup.',
      ),
      details: [],
    };
  }
  // The archive's own checks failed: bits changed on a disk, or a copy that stopped half way.
  if (errors.some((x) => /^(Damaged|Cannot be read|Not a valid zip archive)/.test(x.message))) {
    return {
      summary: i18n._(
        'This backup file is damaged: what is in it no longer reads as it was written. Restore another backup, or copy this one again from where it is kept.',
      ),
      details,
    };
  }
  if (errors.some((x) => x.path.startsWith('photos/') && /^Missing/.test(x.message))) {
    return {
      summary: i18n._('A photo file is missing from this backup, so it cannot be restored whole.'),
      details,
    };
  }
  if (e.message.startsWith('Invalid backup:')) {
    return {
      summary: i18n._('The backup.json in this file is not a valid Ridgeline backup.'),
      details,
    };
  }
  if (e.message.startsWith('Invalid archive:')) {
    return {
      summary: i18n._('This zip file is not a Ridgeline backup as it should be.'),
      details,
    };
  }
  return { summary: e.message, details };
}

/** What a backup's check counted: "3 projects, 1 estimate, 0 photo files". */
export function checkedText(checked: BackupCheck): string {
  return [
    i18n._('{count, select, one {{n} project} other {{n} projects}}', counted(checked.projects)),
    i18n._('{count, select, one {{n} estimate} other {{n} estimates}}', counted(checked.estimates)),
    i18n._(
      '{count, select, one {{n} photo file} other {{n} photo files}}',
      counted(checked.photoFiles),
    ),
  ].join(', ');
}

/** What the sign-in page says once a backup is restored (the restore signed everyone out). */
export function restoredNotice(result: RestoreResult): string {
  const count = (table: string) => result.imported[table] ?? 0;
  const what = [
    i18n._('{count, select, one {{n} project} other {{n} projects}}', counted(count('projects'))),
    i18n._(
      '{count, select, one {{n} estimate} other {{n} estimates}}',
      counted(count('estimates')),
    ),
    i18n._('{count, select, one {{n} photo} other {{n} photos}}', counted(count('photos'))),
  ].join(', ');
  return i18n._(
    'Backup restored: {what}. The team now comes from the backup, so everyone was signed out: sign in with an account from the backup.',
    { what },
  );
}

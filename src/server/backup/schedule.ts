import { Cron } from 'croner';
import type { BackupRun, BackupWarning } from '../../domain/backup/backups';

// When backups are due, from BACKUP_SCHEDULE (croner: a well-kept cron library; five fields,
// server time), and when the owner should be told that they are not happening.

/** The cron expression's checker and next times (server time); null for `off`. */
export function parseSchedule(expression: string): Cron | null {
  if (expression === 'off') return null;
  return new Cron(expression, { mode: '5-part', paused: true });
}

export const minuteOf = (at: Date) =>
  new Date(Math.floor(at.getTime() / 60_000) * 60_000).toISOString();

/** What the owner's dashboard warns of: a failed last backup, or none within two intervals. */
export function warningOf(
  backups: readonly BackupRun[],
  times: Cron | null,
  at: Date,
): BackupWarning | null {
  const last = backups.find((b) => b.status !== 'running');
  if (last?.status === 'failed') return { kind: 'failed', reason: last.message };
  if (!times) return null;
  const [a, b] = times.nextRuns(2, at);
  if (!a || !b) return null;
  const interval = b.getTime() - a.getTime();
  const lastGood = backups.find((r) => r.status === 'ok');
  if (lastGood && at.getTime() - new Date(lastGood.startedAt).getTime() > 2 * interval) {
    return { kind: 'stale', lastGoodOn: lastGood.startedAt.slice(0, 10) };
  }
  return null;
}

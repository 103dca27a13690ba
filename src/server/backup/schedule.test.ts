import { describe, expect, it } from 'vitest';
import type { BackupRun } from '../../domain/backup/backups';
import { parseSchedule, warningOf } from './schedule';

const run = (
  status: BackupRun['status'],
  startedAt: string,
  message: string | null = null,
): BackupRun => ({
  id: startedAt,
  trigger: 'schedule' as const,
  status,
  startedAt,
  finishedAt: status === 'running' ? null : startedAt,
  fileName: status === 'ok' ? 'ridgeline-backup.zip' : null,
  sizeBytes: null,
  checked: status === 'ok' ? { projects: 1, estimates: 0, photoFiles: 0 } : null,
  message,
});

// What the owner is warned of: sent as a kind and its facts, which the page words in the
// reader's language (lib/backup-warning-text.ts).
describe('the backups warning', () => {
  const daily = parseSchedule('0 2 * * *');
  const now = new Date('2026-11-27T12:00:00');

  it('names a failed last backup with the reason the server had, or none', () => {
    const failed = [
      run('failed', '2026-11-27T02:00:00Z', 'ENOSPC'),
      run('ok', '2026-11-26T02:00:00Z'),
    ];
    expect(warningOf(failed, daily, now)).toEqual({ kind: 'failed', reason: 'ENOSPC' });
    expect(warningOf([run('failed', '2026-11-27T02:00:00Z')], daily, now)).toEqual({
      kind: 'failed',
      reason: null,
    });
  });

  it('gives the day of the last good backup once it is older than two scheduled intervals', () => {
    const old = [run('ok', '2026-11-23T02:00:00Z')];
    expect(warningOf(old, daily, now)).toEqual({ kind: 'stale', lastGoodOn: '2026-11-23' });
  });

  it('is null when the last backup is recent, or backups are off', () => {
    expect(warningOf([run('ok', '2026-11-27T02:00:00Z')], daily, now)).toBeNull();
    expect(warningOf([run('ok', '2026-01-01T02:00:00Z')], null, now)).toBeNull();
  });
});

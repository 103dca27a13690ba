import { useQuery } from '@tanstack/react-query';
import type { BackupRun } from '../../../domain/backups';
import { formatNumber } from '../../../domain/format';
import { buttonStyles } from '../../components/ui/button-styles';
import { Callout } from '../../components/ui/callout';
import { ErrorState, LoadingState } from '../../components/ui/status-message';
import { backupsQuery } from './api';
import { useStartBackup } from './mutations';
import { apiPath } from '../../../domain/api-paths';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

function size(bytes: number | null): string {
  if (bytes === null) return '';
  if (bytes < 1024 * 1024) return `${formatNumber(bytes / 1024, 0)} KB`;
  return `${formatNumber(bytes / 1024 / 1024, 1)} MB`;
}

const STATUS: Record<BackupRun['status'], string> = {
  running: 'Being made…',
  ok: 'Checked',
  failed: 'Failed',
};

/** Settings -> Backups (the owner's): the backups with their checks, Download, Back up now. */
export function BackupsCard() {
  const status = useQuery(backupsQuery());
  const start = useStartBackup();
  if (status.isPending) return <LoadingState label="Loading backups…" />;
  if (status.isError) {
    return (
      <ErrorState
        title="Could not load the backups"
        message={status.error.message}
        onRetry={() => void status.refetch()}
      />
    );
  }
  const { backups, nextAt, schedule, keep, location, warning } = status.data;
  const running = backups.some((b) => b.status === 'running');
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        {schedule
          ? `Ridgeline backs up by itself (${schedule}, server time) and keeps the newest ${keep}. `
          : 'Automatic backups are off on this server (BACKUP_SCHEDULE=off). '}
        {nextAt && (
          <>
            Next backup: <strong>{when(nextAt)}</strong>.{' '}
          </>
        )}
        Backups go to {location}.
      </p>
      {warning && (
        <Callout tone="warning" role="alert">
          {warning}
        </Callout>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={buttonStyles.secondary}
          disabled={start.isPending || running}
          onClick={() => start.mutate()}
        >
          {start.isPending || running ? 'Backing up…' : 'Back up now'}
        </button>
      </div>
      {start.isError && (
        <Callout tone="error" role="alert">
          Could not start a backup: {start.error.message}
        </Callout>
      )}
      {backups.length === 0 ? (
        <p className="text-sm text-slate-700">No backups yet.</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
          {backups.map((b) => (
            <li key={b.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-3 text-sm">
              <div className="min-w-0 flex-1">
                <p className="font-medium text-slate-900">
                  {when(b.startedAt)}
                  <span className="font-normal text-slate-600">
                    {' '}
                    · {b.trigger === 'manual' ? 'Backed up by hand' : 'Scheduled'}
                    {b.sizeBytes !== null && ` · ${size(b.sizeBytes)}`}
                  </span>
                </p>
                <p className={b.status === 'failed' ? 'text-red-800' : 'text-slate-700'}>
                  <span className="font-semibold">{STATUS[b.status]}</span>
                  {b.message && `: ${b.message.replace(/^Checked: /, '')}`}
                </p>
              </div>
              {b.status === 'ok' && (
                <a
                  href={apiPath('backupDownload', { id: b.id })}
                  download={b.fileName ?? undefined}
                  className={`${buttonStyles.ghost} px-3`}
                >
                  Download<span className="sr-only"> the backup of {when(b.startedAt)}</span>
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

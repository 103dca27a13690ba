import { Trans } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { BackupRun, BackupStatus } from '../../../domain/backup/backups';
import { buttonStyles } from '../../components/ui/button-styles';
import { Callout } from '../../components/ui/callout';
import { ErrorState, LoadingState } from '../../components/ui/status-message';
import { backupsQuery } from './api';
import { useStartBackup } from './mutations';
import { apiPath } from '../../../domain/api/api-paths';
import { ConfirmRestore, RestoreBackup } from './restore-backup';
import { checkedText, formatBytes } from './restore-messages';
import { useRestore } from './use-restore';
import { formatLocalDateTime } from '../../../domain/format/format';
import { backupWarningText } from '../../lib/backup-warning-text';
import { currentLanguage } from '../../lib/i18n/catalogs';
import { i18n, useLingui } from './i18n';

/** A backup's moment with its time, in the reader's language ("Nov 26, 2026, 1:40 PM"). */
const when = (iso: string) => formatLocalDateTime(iso, currentLanguage());

const statusText = (status: BackupRun['status']): string =>
  ({
    running: i18n._('Being made…'),
    ok: i18n._('Checked'),
    failed: i18n._('Failed'),
  })[status];

/**
 * Settings -> Backups (the owner's): the backups with their checks, Download, Back up now, and
 * Restore on a server with no projects yet.
 */
export function BackupsCard() {
  const { i18n } = useLingui();
  const status = useQuery(backupsQuery());
  if (status.isPending) return <LoadingState label={i18n._('Loading backups…')} />;
  if (status.isError) {
    return (
      <ErrorState
        title={i18n._('Could not load the backups')}
        message={status.error.message}
        onRetry={() => void status.refetch()}
      />
    );
  }
  return <Backups status={status.data} />;
}

function Backups({ status }: { status: BackupStatus }) {
  const { i18n } = useLingui();
  const start = useStartBackup();
  const restore = useRestore(status.restoreMaxBytes);
  const [confirming, setConfirming] = useState<BackupRun | null>(null);
  const { backups, nextAt, schedule, keep, location, warning, canRestore } = status;
  const running = backups.some((b) => b.status === 'running');
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        {schedule
          ? i18n._(
              'Ridgeline backs up by itself ({schedule}, server time) and keeps the newest {keep}.',
              { schedule, keep },
            )
          : i18n._('Automatic backups are off on this server (BACKUP_SCHEDULE=off).')}{' '}
        {nextAt && (
          <>
            <Trans
              id="Next backup: <0>{when}</0>."
              values={{ when: when(nextAt) }}
              components={{ 0: <strong /> }}
            />{' '}
          </>
        )}
        {location.kind === 'folder'
          ? i18n._('Backups go to the folder {path}.', { path: location.path })
          : i18n._('Backups go to the bucket {bucket}, under {prefix}.', {
              bucket: location.bucket,
              prefix: location.prefix,
            })}
      </p>
      {warning && (
        <Callout tone="warning" role="alert">
          {backupWarningText(warning)}
        </Callout>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={buttonStyles.secondary}
          disabled={start.isPending || running}
          onClick={() => start.mutate()}
        >
          {start.isPending || running ? i18n._('Backing up…') : i18n._('Back up now')}
        </button>
      </div>
      {start.isError && (
        <Callout tone="error" role="alert">
          {i18n._('Could not start a backup: {message}', { message: start.error.message })}
        </Callout>
      )}
      {backups.length === 0 ? (
        <p className="text-sm text-slate-700">{i18n._('No backups yet.')}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
          {backups.map((b) => (
            <li key={b.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-3 text-sm">
              {/* On a phone the buttons go under the text, which keeps the row's width. */}
              <div className="min-w-0 basis-full sm:basis-0 sm:flex-1">
                <p className="font-medium text-slate-900">
                  {when(b.startedAt)}
                  <span className="font-normal text-slate-600">
                    {' '}
                    · {b.trigger === 'manual' ? i18n._('Backed up by hand') : i18n._('Scheduled')}
                    {b.sizeBytes !== null && ` · ${formatBytes(b.sizeBytes)}`}
                  </span>
                </p>
                <p className={b.status === 'failed' ? 'text-red-800' : 'text-slate-700'}>
                  <span className="font-semibold">{statusText(b.status)}</span>
                  {b.checked ? `: ${checkedText(b.checked)}` : b.message && `: ${b.message}`}
                </p>
              </div>
              {b.status === 'ok' && (
                <a
                  href={apiPath('backupDownload', { id: b.id })}
                  download={b.fileName ?? undefined}
                  className={`${buttonStyles.ghost} px-3`}
                >
                  <Trans
                    id="Download<0> the backup of {when}</0>"
                    values={{ when: when(b.startedAt) }}
                    components={{ 0: <span className="sr-only" /> }}
                  />
                </a>
              )}
              {b.status === 'ok' && canRestore && (
                <button
                  type="button"
                  className={`${buttonStyles.ghost} px-3`}
                  disabled={restore.busy}
                  onClick={() => setConfirming(b)}
                >
                  <Trans
                    id="Restore<0> the backup of {when}</0>"
                    values={{ when: when(b.startedAt) }}
                    components={{ 0: <span className="sr-only" /> }}
                  />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <RestoreBackup
        restore={restore}
        canRestore={canRestore}
        fromList={backups.some((b) => b.status === 'ok')}
      />
      {confirming && (
        <ConfirmRestore
          what={i18n._('The backup of {when}', { when: when(confirming.startedAt) })}
          onClose={() => setConfirming(null)}
          onConfirm={() => {
            setConfirming(null);
            restore.fromList(
              confirming.id,
              i18n._('the backup of {when}', { when: when(confirming.startedAt) }),
            );
          }}
        />
      )}
    </div>
  );
}

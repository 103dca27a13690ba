import { Trans } from '@lingui/react';
import { useId, useState } from 'react';
import { buttonStyles } from '../../components/ui/button-styles';
import { Callout } from '../../components/ui/callout';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { formatBytes } from './restore-messages';
import type { Restore } from './use-restore';
import { useLingui } from './i18n';

const PROGRESS =
  'h-2 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-brand-700 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-700';

/**
 * Settings -> Backups, "Restore a backup": on a server with no projects yet, a backup zip from
 * this computer (or one of the list's, with its own Restore button), its progress, and why it
 * was refused. A server with projects only says why it cannot restore.
 */
export function RestoreBackup({
  restore,
  canRestore,
  fromList,
}: {
  restore: Restore;
  canRestore: boolean;
  /** The list above has a backup to restore. */
  fromList: boolean;
}) {
  const { i18n } = useLingui();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { busy } = restore;
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className="space-y-3 border-t border-slate-200 pt-4">
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        {i18n._('Restore a backup')}
      </h3>
      {!canRestore && !busy ? (
        <p className="text-sm text-slate-700">
          {i18n._(
            'A backup can be restored only into a server with no projects yet, so nothing is ever overwritten. This server has projects: to move Ridgeline, restore on the new server. (On a new server that started with the 3 sample projects, delete them first.)',
          )}
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-700">
            {fromList
              ? i18n._(
                  'This server has no projects yet. Restoring a backup brings back its projects, estimates, photos, price list and team, and signs you out: you then sign in with an account from the backup. Choose the backup’s zip file, or Restore beside a backup in the list above.',
                )
              : i18n._(
                  'This server has no projects yet. Restoring a backup brings back its projects, estimates, photos, price list and team, and signs you out: you then sign in with an account from the backup. Choose the backup’s zip file.',
                )}
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <input
              id={id}
              type="file"
              accept=".zip,application/zip"
              disabled={busy}
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              className="peer sr-only"
            />
            <label
              htmlFor={id}
              className={`${buttonStyles.secondary} cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 peer-disabled:cursor-not-allowed peer-disabled:opacity-50`}
            >
              {i18n._('Choose backup file')}
            </label>
            {file && (
              <button
                type="button"
                className={buttonStyles.primary}
                disabled={busy}
                onClick={() => setConfirming(true)}
              >
                {i18n._('Restore this file')}
              </button>
            )}
          </div>
          {file && (
            <p className="min-w-0 text-sm break-all text-slate-700">
              <Trans
                id="Chosen: <0>{name}</0> ({size})"
                values={{ name: file.name, size: formatBytes(file.size) }}
                components={{ 0: <strong /> }}
              />
            </p>
          )}
        </>
      )}
      <RestoreProgress restore={restore} />
      {confirming && file && (
        <ConfirmRestore
          what={file.name}
          onClose={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            restore.fromFile(file);
          }}
        />
      )}
    </section>
  );
}

function RestoreProgress({ restore }: { restore: Restore }) {
  const { i18n } = useLingui();
  const { state } = restore;
  if (state.step === 'idle') return null;
  if (state.step === 'refused') {
    return (
      <Callout tone="error" role="alert">
        <p className="font-semibold">
          {i18n._('Not restored: nothing on this server was changed.')}
        </p>
        <p className="mt-1 break-words">{state.refusal.summary}</p>
        {state.refusal.details.length > 0 && (
          <ul className="mt-2 list-disc space-y-1 pl-5 break-all">
            {state.refusal.details.map((d) => (
              <li key={d}>{d}</li>
            ))}
          </ul>
        )}
      </Callout>
    );
  }
  const uploading = state.step === 'uploading';
  const words = uploading
    ? i18n._('Uploading {what}: {percent}%', { what: state.what, percent: state.percent })
    : i18n._(
        'Checking and restoring {what}… With many photos this takes a few minutes; keep this page open.',
        { what: state.what },
      );
  return (
    <div className="space-y-1">
      <p role="status" className="text-sm break-all text-slate-800">
        {words}
      </p>
      {/* Without a value the bar shows work going on, not how much is left. */}
      <progress
        max={100}
        {...(uploading ? { value: state.percent } : {})}
        aria-label={i18n._('Restore progress')}
        aria-valuetext={words}
        className={PROGRESS}
      />
    </div>
  );
}

/** Asked before any restore (an uploaded file or one of the list's): what it does to this server. */
export function ConfirmRestore({
  what,
  onConfirm,
  onClose,
}: {
  /** The file's name, or "The backup of <time>". */
  what: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { i18n } = useLingui();
  return (
    <ConfirmDialog
      title={i18n._('Restore this backup?')}
      action={i18n._('Restore')}
      busyAction={i18n._('Restoring…')}
      busy={false}
      error={null}
      onClose={onClose}
      onConfirm={onConfirm}
    >
      <Trans
        id="<0>{what}</0> brings back its projects, estimates, photos, price list and team. You will be signed out, then sign in with an account from the backup."
        values={{ what }}
        components={{ 0: <span className="break-all" /> }}
      />
    </ConfirmDialog>
  );
}

import type { ReactNode } from 'react';
import { useLingui } from '../../i18n';
import { buttonStyles } from './button-styles';
import { Dialog } from './dialog';

/**
 * Asks before something that cannot be undone (deleting, withdrawing): what will happen, the
 * error if it failed (the dialog stays open to try again), Cancel and the red action button.
 */
export function ConfirmDialog({
  title,
  children,
  action,
  busyAction,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  title: string;
  /** What will happen, in a sentence or two. */
  children: ReactNode;
  /** The button's words ("Delete photo") and while it works ("Deleting…"). */
  action: string;
  busyAction: string;
  busy: boolean;
  error: Error | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { i18n } = useLingui();
  return (
    <Dialog title={title} onClose={onClose}>
      <p className="text-slate-700">{children}</p>
      {error && (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {error.message}
        </p>
      )}
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <button type="button" className={buttonStyles.secondary} onClick={onClose}>
          {i18n._('Cancel')}
        </button>
        <button type="button" className={buttonStyles.danger} disabled={busy} onClick={onConfirm}>
          {busy ? busyAction : action}
        </button>
      </div>
    </Dialog>
  );
}

import { useState } from 'react';
import { buttonStyles } from '../../components/ui/button-styles';
import { Callout } from '../../components/ui/callout';
import { Dialog } from '../../components/ui/dialog';
import { TextAreaField } from '../../components/ui/field';
import { ApiError } from '../../lib/api-client';
import { useLingui } from './i18n';

// Voiding an invoice and refunding a payment both keep a written reason. The dialog stays open
// until the server has taken it, so a refused request (a field, no signal) loses nothing typed.

export function ReasonDialog({
  title,
  explanation,
  label,
  confirm,
  pending,
  error,
  onSubmit,
  onClose,
}: {
  title: string;
  /** What happens, in a sentence ("Its number stays used."). */
  explanation: string;
  label: string;
  /** The button's words: "Void INV-2026-0003". */
  confirm: string;
  pending: boolean;
  error: Error | null;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}) {
  const { i18n } = useLingui();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const fieldError = error instanceof ApiError ? error.fieldErrors().reason : undefined;
  return (
    <Dialog title={title} onClose={onClose}>
      <form
        noValidate
        className="space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          if (!reason.trim()) return setMissing(true);
          onSubmit(reason.trim());
        }}
      >
        <p className="text-sm text-slate-700">{explanation}</p>
        <TextAreaField
          label={label}
          rows={3}
          value={reason}
          required
          error={missing ? i18n._('Write the reason') : fieldError}
          onChange={(e) => {
            setMissing(false);
            setReason(e.target.value);
          }}
        />
        {error && !fieldError && (
          <Callout tone="error" role="alert">
            {error.message}
          </Callout>
        )}
        <div className="flex flex-wrap justify-end gap-2 pt-2">
          <button type="button" className={buttonStyles.secondary} onClick={onClose}>
            {i18n._('Cancel')}
          </button>
          <button type="submit" className={buttonStyles.danger} disabled={pending}>
            {pending ? i18n._('Saving…') : confirm}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

import type { FormEvent } from 'react';
import { useState } from 'react';
import type { PublicProposal } from '../domain/proposal/proposal';
import { MAX_DECLINE_REASON } from '../domain/proposal/proposal';
import { buttonStyles } from '../web/components/ui/button-styles';
import { Callout } from '../web/components/ui/callout';
import { TextAreaField } from '../web/components/ui/field';
import { ApiError } from '../web/lib/api-client';
import { declineProposal } from './api';
import { submitFailureOf } from './submit-error';
import { FormPanel } from './form-panel';
import { i18n } from './i18n';

/** Declining the proposal, with an optional reason for the company. */
export function DeclineForm({
  token,
  onCancel,
  onDeclined,
  onStale,
}: {
  token: string;
  onCancel: () => void;
  onDeclined: (proposal: PublicProposal) => void;
  onStale: (message: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<{ reason?: string; form?: string }>({});
  const [sending, setSending] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    setSending(true);
    try {
      onDeclined(await declineProposal(token, reason.trim()));
    } catch (err) {
      const failure = submitFailureOf(err instanceof ApiError ? err : new ApiError(0, {}));
      if (failure.stale) {
        onStale(failure.message);
        return;
      }
      const forReason = failure.fieldErrors.find((f) => f.path === 'reason')?.message;
      setError(forReason ? { reason: forReason } : { form: failure.message });
      setSending(false);
    }
  };

  return (
    <FormPanel title={i18n._('Decline this proposal')} sending={sending} onCancel={onCancel}>
      <p className="mt-1 text-slate-700">
        {i18n._(
          'The company will see that you declined. A reason helps them, but you do not have to give one.',
        )}
      </p>
      <form noValidate onSubmit={submit} className="mt-5 space-y-5">
        <TextAreaField
          label={i18n._('Reason (optional)')}
          rows={4}
          maxLength={MAX_DECLINE_REASON}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={error.reason}
        />
        {error.form && (
          <Callout tone="error" role="alert">
            {error.form}
          </Callout>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" className={buttonStyles.secondary} onClick={onCancel}>
            {i18n._('Cancel')}
          </button>
          <button type="submit" className={buttonStyles.danger} disabled={sending}>
            {sending ? i18n._('Declining…') : i18n._('Decline proposal')}
          </button>
        </div>
      </form>
    </FormPanel>
  );
}

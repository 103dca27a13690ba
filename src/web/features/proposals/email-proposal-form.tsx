import { useState } from 'react';
import { looksLikeEmail } from '../../../domain/common/email';
import { buttonStyles } from '../../components/ui/button-styles';
import { TextField } from '../../components/ui/field';
import type { ApiError } from '../../lib/api-client';
import { useEmailProposal } from './api';
import { useLingui } from './i18n';

/** The server's message for the address (a 400 naming `to`), or its message as a whole. */
function messageOf(e: ApiError): { field: string | null; form: string | null } {
  const byField = e.status === 400 ? e.fieldErrors() : {};
  if (byField.to) return { field: byField.to, form: null };
  return { field: null, form: e.message };
}

/**
 * Sends the link by email (when the server has a mail server set up). The address starts as the
 * project's customer email; what is typed stays after a refusal.
 */
export function EmailProposalForm({
  projectId,
  proposalId,
  token,
  customerEmail,
}: {
  projectId: string;
  proposalId: string;
  token: string;
  customerEmail: string;
}) {
  const { i18n } = useLingui();
  const [to, setTo] = useState(customerEmail);
  const [checkError, setCheckError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const email = useEmailProposal(projectId);
  const serverError = email.error ? messageOf(email.error) : null;
  const fieldError = checkError ?? serverError?.field ?? undefined;

  const submit = () => {
    setSentTo(null);
    const address = to.trim();
    if (!address) return setCheckError(i18n._('Enter the customer’s email'));
    if (!looksLikeEmail(address)) return setCheckError(i18n._('Enter a valid email address'));
    setCheckError(null);
    email.mutate(
      { id: proposalId, token, to: address },
      { onSuccess: (p) => setSentTo(p.emailedTo ?? address) },
    );
  };

  return (
    <form
      noValidate
      className="space-y-2"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <TextField
            label={i18n._('Customer email')}
            type="email"
            autoComplete="off"
            value={to}
            error={fieldError}
            onChange={(e) => setTo(e.target.value)}
          />
        </div>
        <button
          type="submit"
          className={`${buttonStyles.primary} shrink-0 sm:mt-6`}
          disabled={email.isPending}
        >
          {email.isPending ? i18n._('Sending…') : i18n._('Email to customer')}
        </button>
      </div>
      {serverError?.form && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {i18n._('Not sent: {error}', { error: serverError.form })}
        </p>
      )}
      <p role="status" className="text-sm font-medium text-green-800">
        {sentTo && !email.isPending ? i18n._('Sent to {address}.', { address: sentTo }) : ''}
      </p>
    </form>
  );
}

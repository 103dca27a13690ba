import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useState } from 'react';
import type { Role } from '../../../domain/account/account';
import type { InvitationInput } from '../../../domain/account/account-schemas';
import { ROLES } from '../../../domain/account/account';
import { buttonStyles } from '../../components/ui/button-styles';
import { Callout } from '../../components/ui/callout';
import { SelectField, TextField } from '../../components/ui/field';
import type { InvitationLink } from './api';
import { invitationsQuery, useInvite } from './api';
import { accountSchema } from '../../lib/account-schemas';
import { checkWithFetchedSchema } from '../../lib/check-with-fetched-schema';
import { roleLabel } from '../../lib/role-label';
import { useLingui } from './i18n';
import { roleHint } from './role-hints';

interface InviteValues {
  name: string;
  email: string;
  role: Role;
}

/** Fetched at the first keystroke, not with Team's screen (it brings zod). */
const invitationSchema = accountSchema('invitationSchema');

// Crew is the smallest set of rights: a slip in the form gives away the least.
const EMPTY: InviteValues = { name: '', email: '', role: 'crew' };

type Errors = Partial<Record<keyof InviteValues | 'form', string>>;

/**
 * Invite someone: the server makes a one-time link the owner sends them. The link is shown in
 * the invitation's row of the pending list (`onInvited`), where each one made on this visit
 * stays, so a second invitation does not take the first one's link off the screen.
 */
export function InviteForm({ onInvited }: { onInvited: (made: InvitationLink) => void }) {
  const { i18n } = useLingui();
  const invite = useInvite();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [sent, setSent] = useState<(InvitationInput & { id: string }) | null>(null);
  // Revoked since (or replaced): the note about it would point at a row that is gone.
  const stillPending = useQuery(invitationsQuery()).data?.some((i) => i.id === sent?.id);

  const set = <K extends keyof InviteValues>(key: K, value: InviteValues[K]) => {
    invitationSchema().catch(() => {});
    setValues((v) => ({ ...v, [key]: value }));
    setErrors(({ [key]: _gone, ...rest }) => rest);
  };

  const send = (input: InvitationInput) => {
    setErrors({});
    setSent(null);
    invite.mutate(input, {
      onSuccess: (made) => {
        setSent({ ...input, id: made.invitation.id });
        setValues(EMPTY);
        onInvited(made);
      },
      onError: (err) => {
        const byField: Errors = err.fieldErrors();
        // A 409 is an address that already has an account: it belongs next to the email.
        if (err.status === 409) byField.email ??= err.message;
        const known = byField.name ?? byField.email ?? byField.role;
        setErrors(known ? byField : { form: err.message });
      },
    });
  };

  const check = async () => {
    const checked = await checkWithFetchedSchema(invitationSchema, values);
    if (checked === null) return send(values);
    if ('errors' in checked) return setErrors(checked.errors);
    send(checked.data);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void check();
  };

  return (
    <div className="space-y-4">
      <form noValidate onSubmit={submit} aria-labelledby="invite-heading" className="space-y-4">
        {errors.form && (
          <Callout tone="error" role="alert">
            {errors.form}
          </Callout>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={i18n._('Name')}
            required
            autoComplete="off"
            maxLength={200}
            value={values.name}
            error={errors.name}
            onChange={(e) => set('name', e.target.value)}
          />
          <TextField
            label={i18n._('Email')}
            required
            type="email"
            autoComplete="off"
            maxLength={254}
            value={values.email}
            error={errors.email}
            onChange={(e) => set('email', e.target.value)}
          />
        </div>
        <div className="sm:max-w-md">
          <SelectField
            label={i18n._('Role')}
            value={values.role}
            error={errors.role}
            hint={roleHint(values.role)}
            onChange={(e) => {
              const role = ROLES.find((r) => r === e.target.value);
              if (role) set('role', role);
            }}
          >
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {roleLabel(r)}
              </option>
            ))}
          </SelectField>
        </div>
        <button type="submit" className={buttonStyles.primary} disabled={invite.isPending}>
          {invite.isPending ? i18n._('Creating link…') : i18n._('Invite')}
        </button>
      </form>
      <p role="status" className="text-sm font-medium text-green-800 empty:hidden">
        {sent &&
          stillPending &&
          `✓ ${i18n._('Invitation for {name} ({role}) created. Its link is under Pending invitations.', { name: sent.name, role: roleLabel(sent.role) })}`}
      </p>
    </div>
  );
}

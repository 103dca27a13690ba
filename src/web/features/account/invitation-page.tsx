import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { ROLE_LABELS } from '../../../domain/account/account';
import { acceptInvitationSchema } from '../../../domain/account/account-schemas';
import { buttonStyles } from '../../components/ui/button-styles';
import { Callout } from '../../components/ui/callout';
import { ErrorState, LoadingState } from '../../components/ui/status-message';
import { ApiError } from '../../lib/api-client';
import { AuthCard } from './auth-card';
import type { InvitationLink } from './mutations';
import { invitationQuery, useAcceptInvitation } from './mutations';
import { useAccountForm } from './use-account-form';
import { NewPasswordField } from './new-password-field';

/**
 * /invite/:token: the link the owner sends, to join (an invitation) or to choose a new password
 * (a reset). Either way the person sets a password here and is signed in.
 */
export function InvitationPage() {
  const { token = '' } = useParams();
  const link = useQuery(invitationQuery(token));
  if (link.isPending) {
    return (
      <AuthCard title="Opening your link">
        <LoadingState label="Checking the link…" />
      </AuthCard>
    );
  }
  if (link.isError) {
    if (link.error instanceof ApiError && link.error.status === 404) {
      return (
        <AuthCard title="This link is not valid any more">
          <p role="alert" className="text-slate-700">
            It was used already, it expired, or it was never issued. Ask the owner of your Ridgeline
            for a new link.
          </p>
          <Link to="/login" className={`${buttonStyles.secondary} mt-6 w-full`}>
            Go to sign in
          </Link>
        </AuthCard>
      );
    }
    return (
      <AuthCard title="Opening your link">
        <ErrorState
          title="Could not check the link"
          message={link.error.message}
          onRetry={() => void link.refetch()}
        />
      </AuthCard>
    );
  }
  return <SetPasswordForm token={token} link={link.data} />;
}

function SetPasswordForm({ token, link }: { token: string; link: InvitationLink }) {
  const navigate = useNavigate();
  const form = useAccountForm({
    initial: { password: '' },
    schema: acceptInvitationSchema,
    mutation: useAcceptInvitation(token),
    // The link is used up: Back should not return to it.
    onSuccess: () => void navigate('/', { replace: true }),
  });
  const invited = link.kind === 'invitation';
  return (
    <AuthCard
      title={invited ? `Welcome, ${link.name}` : 'Set a new password'}
      description={
        invited
          ? `You are invited to Ridgeline as ${ROLE_LABELS[link.role]}. Choose a password to sign in as ${link.email}.`
          : `For ${link.name} (${link.email}). Any other device signed in as you will be signed out.`
      }
    >
      <form noValidate onSubmit={form.onSubmit} className="space-y-4">
        {/* For password managers: the account this password belongs to. */}
        <input
          type="email"
          name="username"
          autoComplete="username"
          value={link.email}
          readOnly
          hidden
        />
        <NewPasswordField label="Password" {...form.field('password')} />
        {form.formError && (
          <Callout tone="error" role="alert">
            {form.formError}
          </Callout>
        )}
        <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={form.pending}>
          {form.pending ? 'Signing in…' : 'Set password and sign in'}
        </button>
      </form>
    </AuthCard>
  );
}

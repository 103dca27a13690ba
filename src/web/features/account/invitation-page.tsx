import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { accountSchema } from '../../lib/account-schemas';
import { buttonStyles } from '../../components/ui/button-styles';
import { Callout } from '../../components/ui/callout';
import { ErrorState, LoadingState } from '../../components/ui/status-message';
import { ApiError } from '../../lib/api-client';
import { roleLabel } from '../../lib/role-label';
import { AuthCard } from './auth-card';
import { useLingui } from './i18n';
import type { InvitationLink } from './mutations';
import { invitationQuery, useAcceptInvitation } from './mutations';
import { useAccountForm } from './use-account-form';
import { NewPasswordField } from './new-password-field';

/**
 * /invite/:token: the link the owner sends, to join (an invitation) or to choose a new password
 * (a reset). Either way the person sets a password here and is signed in.
 */
export function InvitationPage() {
  const { i18n } = useLingui();
  const { token = '' } = useParams();
  const link = useQuery(invitationQuery(token));
  if (link.isPending) {
    return (
      <AuthCard title={i18n._('Opening your link')}>
        <LoadingState label={i18n._('Checking the link…')} />
      </AuthCard>
    );
  }
  if (link.isError) {
    if (link.error instanceof ApiError && link.error.status === 404) {
      return (
        <AuthCard title={i18n._('This link is not valid any more')}>
          <p role="alert" className="text-slate-700">
            {i18n._(
              'It was used already, it expired, or it was never issued. Ask the owner of your Ridgeline for a new link.',
            )}
          </p>
          <Link to="/login" className={`${buttonStyles.secondary} mt-6 w-full`}>
            {i18n._('Go to sign in')}
          </Link>
        </AuthCard>
      );
    }
    return (
      <AuthCard title={i18n._('Opening your link')}>
        <ErrorState
          title={i18n._('Could not check the link')}
          message={link.error.message}
          onRetry={() => void link.refetch()}
        />
      </AuthCard>
    );
  }
  return <SetPasswordForm token={token} link={link.data} />;
}

function SetPasswordForm({ token, link }: { token: string; link: InvitationLink }) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const form = useAccountForm({
    initial: { password: '' },
    schema: accountSchema('acceptInvitationSchema'),
    mutation: useAcceptInvitation(token),
    // The link is used up: Back should not return to it.
    onSuccess: () => void navigate('/', { replace: true }),
  });
  const invited = link.kind === 'invitation';
  return (
    <AuthCard
      title={
        invited ? i18n._('Welcome, {name}', { name: link.name }) : i18n._('Set a new password')
      }
      description={
        invited
          ? i18n._(
              'You are invited to Ridgeline as {role}. Choose a password to sign in as {email}.',
              { role: roleLabel(link.role), email: link.email },
            )
          : i18n._('For {name} ({email}). Any other device signed in as you will be signed out.', {
              name: link.name,
              email: link.email,
            })
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
        <NewPasswordField label={i18n._('Password')} {...form.field('password')} />
        {form.formError && (
          <Callout tone="error" role="alert">
            {form.formError}
          </Callout>
        )}
        <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={form.pending}>
          {form.pending ? i18n._('Signing in…') : i18n._('Set password and sign in')}
        </button>
      </form>
    </AuthCard>
  );
}

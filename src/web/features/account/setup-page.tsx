import { Link, useRevalidator } from 'react-router';
import { accountSchema } from '../../lib/account-schemas';
import { buttonStyles } from '../../components/ui/button-styles';
import { Callout } from '../../components/ui/callout';
import { TextField } from '../../components/ui/field';
import { AuthCard } from './auth-card';
import { useLingui } from './i18n';
import { useSetup } from './mutations';
import { useAccountForm } from './use-account-form';
import { NewPasswordField } from './new-password-field';

/** /setup: the first account of a new Ridgeline, its owner. */
export function SetupPage() {
  const { i18n } = useLingui();
  const setup = useSetup();
  // Signed in as the owner: the gate opens the dashboard.
  const { revalidate } = useRevalidator();
  const form = useAccountForm({
    initial: { name: '', email: '', password: '' },
    schema: accountSchema('setupSchema'),
    mutation: setup,
    onSuccess: () => void revalidate(),
  });
  return (
    <AuthCard
      title={i18n._('Create the owner account')}
      description={i18n._(
        'Ridgeline has no accounts yet. The owner invites the team and manages the company profile, the price list and backups.',
      )}
    >
      <form noValidate onSubmit={form.onSubmit} className="space-y-4">
        <TextField label={i18n._('Your name')} autoComplete="name" {...form.field('name')} />
        <TextField
          label={i18n._('Email')}
          type="email"
          autoComplete="username"
          {...form.field('email')}
        />
        <NewPasswordField label={i18n._('Password')} {...form.field('password')} />
        {form.formError && (
          <Callout tone="error" role="alert">
            {form.formError}
            {setup.error?.status === 409 && (
              <Link to="/login" className="mt-1 block font-semibold underline">
                {i18n._('Go to sign in')}
              </Link>
            )}
          </Callout>
        )}
        <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={form.pending}>
          {form.pending ? i18n._('Creating account…') : i18n._('Create account')}
        </button>
      </form>
    </AuthCard>
  );
}

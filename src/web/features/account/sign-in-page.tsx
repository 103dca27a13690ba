import { useLocation, useRevalidator } from 'react-router';
import { accountSchema } from '../../lib/account-schemas';
import { buttonStyles } from '../../components/ui/button-styles';
import { Callout } from '../../components/ui/callout';
import { TextField } from '../../components/ui/field';
import { signInNoticeOf } from './api';
import { AuthCard } from './auth-card';
import { useLingui } from './i18n';
import { useSignIn } from './mutations';
import { useAccountForm } from './use-account-form';

/** /login, and /login?next=/path to come back to a page after signing in. */
export function SignInPage() {
  const { i18n } = useLingui();
  // Once signed in, the gate sends the user on: to `next` when it is a page of this app.
  const { revalidate } = useRevalidator();
  const notice = signInNoticeOf(useLocation().state);
  const form = useAccountForm({
    initial: { email: '', password: '' },
    schema: accountSchema('signInSchema'),
    mutation: useSignIn(),
    onSuccess: () => void revalidate(),
  });
  return (
    <AuthCard
      title={i18n._('Sign in')}
      description={i18n._('Sign in to Ridgeline with your work email.')}
    >
      <form noValidate onSubmit={form.onSubmit} className="space-y-4">
        {notice && (
          <Callout tone="success" role="status">
            {notice}
          </Callout>
        )}
        <TextField
          label={i18n._('Email')}
          type="email"
          autoComplete="username"
          {...form.field('email')}
        />
        <TextField
          label={i18n._('Password')}
          type="password"
          autoComplete="current-password"
          {...form.field('password')}
        />
        {form.formError && (
          <Callout tone="error" role="alert">
            {form.formError}
          </Callout>
        )}
        <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={form.pending}>
          {form.pending ? i18n._('Signing in…') : i18n._('Sign in')}
        </button>
      </form>
      <p className="mt-6 text-sm text-slate-600">
        {i18n._(
          "Forgot your password, or new here? Ask your company's Ridgeline owner for a link.",
        )}
      </p>
    </AuthCard>
  );
}

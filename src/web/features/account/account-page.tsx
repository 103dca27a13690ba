import type { ReactNode } from 'react';
import { accountSchema } from '../../lib/account-schemas';
import { buttonStyles } from '../../components/ui/button-styles';
import { Callout } from '../../components/ui/callout';
import { TextField } from '../../components/ui/field';
import { PageHeader } from '../../components/ui/page-header';
import { roleLabel } from '../../lib/role-label';
import { useSessionUser } from './api';
import { CalendarFeedSection } from './calendar-feed-section';
import { useChangeProfile, useChangePassword } from './mutations';
import { useAccountForm } from './use-account-form';
import { NewPasswordField } from './new-password-field';
import { useLingui } from './i18n';
import { LanguageSection } from './language-section';

/** /account: the signed-in user's own name, language and password, and their calendar feed. */
export function AccountPage() {
  const { i18n } = useLingui();
  const user = useSessionUser();
  return (
    <div className="mx-auto max-w-2xl break-words">
      <PageHeader
        title={i18n._('Your account')}
        description={i18n._('Signed in as {email} ({role}).', {
          email: user.email,
          role: roleLabel(user.role),
        })}
      />
      <div className="space-y-6">
        <AccountSection id="profile-heading" title={i18n._('Profile')}>
          <NameForm name={user.name} />
        </AccountSection>
        <AccountSection id="language-heading" title={i18n._('Language')}>
          <LanguageSection />
        </AccountSection>
        <AccountSection id="password-heading" title={i18n._('Password')}>
          <PasswordForm email={user.email} />
        </AccountSection>
        <AccountSection id="calendar-feed-heading" title={i18n._('Calendar feed')}>
          <CalendarFeedSection />
        </AccountSection>
      </div>
    </div>
  );
}

function AccountSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={id} className="mb-4 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function NameForm({ name }: { name: string }) {
  const { i18n } = useLingui();
  const change = useChangeProfile();
  const form = useAccountForm({
    initial: { name },
    schema: accountSchema('profileSchema'),
    mutation: change,
  });
  return (
    <form noValidate onSubmit={form.onSubmit} className="space-y-4">
      <TextField label={i18n._('Name')} autoComplete="name" {...form.field('name')} />
      <FormOutcome error={form.formError} done={change.isSuccess && i18n._('Name saved.')} />
      <button type="submit" className={buttonStyles.primary} disabled={form.pending}>
        {form.pending ? i18n._('Saving…') : i18n._('Save name')}
      </button>
    </form>
  );
}

function PasswordForm({ email }: { email: string }) {
  const { i18n } = useLingui();
  const change = useChangePassword();
  const form = useAccountForm({
    initial: { currentPassword: '', newPassword: '' },
    schema: accountSchema('passwordChangeSchema'),
    mutation: change,
    onSuccess: (): void => form.clear(),
  });
  return (
    <form noValidate onSubmit={form.onSubmit} className="space-y-4">
      {/* For password managers: the account this password belongs to. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <TextField
        label={i18n._('Current password')}
        type="password"
        autoComplete="current-password"
        {...form.field('currentPassword')}
      />
      <NewPasswordField label={i18n._('New password')} {...form.field('newPassword')} />
      <FormOutcome
        error={form.formError}
        done={
          change.isSuccess &&
          i18n._('Password changed. Other devices signed in as you have been signed out.')
        }
      />
      <button type="submit" className={buttonStyles.primary} disabled={form.pending}>
        {form.pending ? i18n._('Changing…') : i18n._('Change password')}
      </button>
    </form>
  );
}

/** A save's outcome under its form: what went wrong, or that it is done. */
function FormOutcome({ error, done }: { error: string | null; done: string | false }) {
  if (error) {
    return (
      <Callout tone="error" role="alert">
        {error}
      </Callout>
    );
  }
  return (
    <div role="status" aria-live="polite">
      {done && <Callout tone="success">{done}</Callout>}
    </div>
  );
}

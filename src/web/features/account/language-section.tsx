import type { Language } from '../../../domain/language/language';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '../../../domain/language/language';
import { Callout } from '../../components/ui/callout';
import { SelectField } from '../../components/ui/field';
import { switchLanguage } from '../../lib/i18n/catalogs';
import { browserLanguage, rememberLanguage } from '../../lib/i18n/language-choice';
import { useSessionUser } from './api';
import { useLingui } from './i18n';
import { useChangeProfile } from './mutations';

/** The value of "the browser's language" in the picker (the account keeps null). */
const BROWSER = 'browser';

/**
 * The language the app speaks to this user, kept on their account so it follows them to every
 * device; "the browser's" until they choose. The app switches as soon as the choice is saved.
 */
export function LanguageSection() {
  const { i18n } = useLingui();
  const user = useSessionUser();
  const change = useChangeProfile();
  const choose = (value: string) => {
    const language: Language | null = isLanguage(value) ? value : null;
    change.mutate(
      { language },
      {
        onSuccess: () => {
          const speak = language ?? browserLanguage();
          rememberLanguage(speak);
          void switchLanguage(speak);
        },
      },
    );
  };
  return (
    <div className="space-y-3">
      <SelectField
        label={i18n._('Language')}
        value={user.language ?? BROWSER}
        disabled={change.isPending}
        hint={i18n._('Ridgeline speaks this language on every device you sign in on.')}
        onChange={(e) => choose(e.target.value)}
      >
        <option value={BROWSER}>
          {i18n._("This browser's language ({language})", {
            language: LANGUAGE_NAMES[browserLanguage()],
          })}
        </option>
        {LANGUAGES.map((l) => (
          // Each language in its own words, so a reader finds theirs whatever the app speaks now.
          <option key={l} value={l} lang={l}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </SelectField>
      {change.isError && (
        <Callout tone="error" role="alert">
          {i18n._('Your language could not be saved: {reason}', { reason: change.error.message })}
        </Callout>
      )}
    </div>
  );
}

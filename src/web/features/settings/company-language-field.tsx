import type { FormEvent } from 'react';
import { useState } from 'react';
import type { Language } from '../../../domain/language/language';
import { LANGUAGE_NAMES, LANGUAGES, isLanguage } from '../../../domain/language/language';
import type { Settings } from '../../../domain/settings/settings';
import { buttonStyles } from '../../components/ui/button-styles';
import { SelectField } from '../../components/ui/field';
import { ConflictError } from '../../lib/api-client';
import { useLingui } from './i18n';
import { useLatestSettingsVersion, useUpdateSettings } from './mutations';
import { SaveStatus } from './save-status';

/**
 * The company's language: what the supplier's material order and the roof report are written
 * in, whoever prints them. Each person's own screens follow their choice in Account.
 */
export function CompanyLanguageField({ settings }: { settings: Settings }) {
  const { i18n } = useLingui();
  const update = useUpdateSettings();
  const latestVersion = useLatestSettingsVersion(settings);
  const [draft, setDraft] = useState<Language | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [saved, setSaved] = useState(false);
  const value = draft ?? settings.companyLanguage;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    update.mutate(
      { companyLanguage: value, version: latestVersion() },
      {
        onSuccess: () => {
          setDraft(null);
          setError(undefined);
          setSaved(true);
        },
        onError: (err) => {
          // On a conflict the hook cached their settings: saving again uses their version.
          if (err instanceof ConflictError) return;
          setError(err.fieldErrors().companyLanguage ?? err.message);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby="company-heading" className="space-y-4">
      <div className="max-w-xs">
        <SelectField
          label={i18n._('Company language')}
          value={value}
          error={error}
          hint={i18n._(
            'The material order for your supplier and the roof report are written in it.',
          )}
          onChange={(e) => {
            const language = e.target.value;
            if (!isLanguage(language)) return;
            setDraft(language);
            setError(undefined);
            setSaved(false);
          }}
        >
          {LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {LANGUAGE_NAMES[l]}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonStyles.primary} disabled={update.isPending}>
          {update.isPending ? i18n._('Saving…') : i18n._('Save company language')}
        </button>
        <SaveStatus saved={saved} error={null} savedText={i18n._('Company language saved.')} />
      </div>
    </form>
  );
}

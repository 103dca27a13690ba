import type { FormEvent } from 'react';
import { useState } from 'react';
import type { CompanyProfile, Settings } from '../../../domain/settings/settings';
import { buttonStyles } from '../../components/ui/button-styles';
import { TextAreaField, TextField } from '../../components/ui/field';
import { ConflictError } from '../../lib/api-client';
import { checkWithFetchedSchema } from '../../lib/check-with-fetched-schema';
import { useLatestSettingsVersion, useUpdateSettings } from './mutations';
import { TheirValuesCallout } from './their-values-callout';
import { SaveStatus } from './save-status';
import { useLingui } from './i18n';

/** The profile's one-line fields, labelled alike in the form and the read-only view. */
export const COMPANY_FIELDS: {
  key: keyof CompanyProfile;
  label: string;
  type?: string;
  autoComplete: string;
}[] = [
  { key: 'name', label: /*i18n*/ 'Company name', autoComplete: 'organization' },
  { key: 'phone', label: /*i18n*/ 'Phone', type: 'tel', autoComplete: 'tel' },
  { key: 'email', label: /*i18n*/ 'Email', type: 'email', autoComplete: 'email' },
  { key: 'licenseNumber', label: /*i18n*/ 'License number', autoComplete: 'off' },
];

/** The profile's schema, fetched as the owner starts typing (it brings zod). */
const profileSchema = () =>
  import('../../../domain/settings/settings-schemas').then((m) => m.companyProfileSchema());

/** The company block printed at the top of every proposal PDF. */
export function CompanyForm({ settings }: { settings: Settings }) {
  const { i18n } = useLingui();
  const update = useUpdateSettings();
  const latestVersion = useLatestSettingsVersion(settings);
  // Only what the user changed; everything else shows the saved value.
  const [draft, setDraft] = useState<Partial<CompanyProfile>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Their profile, while the last save stands refused for a newer version.
  const conflict = update.conflict?.company ?? null;
  const [saved, setSaved] = useState(false);

  const values: CompanyProfile = { ...settings.company, ...draft };
  const set = (key: keyof CompanyProfile, value: string) => {
    // Fetched while the owner types; a failed fetch is asked again at save.
    profileSchema().catch(() => {});
    setDraft((d) => ({ ...d, [key]: value }));
    setSaved(false);
    setErrors(({ [key]: _gone, ...rest }) => rest);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    void check();
  };

  /** With no schema to be had the profile goes as typed: the server checks the same schema. */
  const check = async () => {
    const checked = await checkWithFetchedSchema(profileSchema, values);
    if (checked !== null && 'errors' in checked) return setErrors(checked.errors);
    update.mutate(
      { company: checked === null ? values : checked.data, version: latestVersion() },
      {
        onSuccess: () => {
          setDraft({});
          setErrors({});
          setSaved(true);
        },
        onError: (err) => {
          // On a conflict their version is now the base (the hook cached it); the typing stays.
          if (err instanceof ConflictError) return;
          const byField: Record<string, string> = {};
          for (const [path, message] of Object.entries(err.fieldErrors())) {
            byField[path.replace(/^company\./, '')] = message;
          }
          setErrors(byField);
        },
      },
    );
  };

  const otherError =
    update.error &&
    !(update.error instanceof ConflictError) &&
    Object.keys(update.error.fieldErrors()).length === 0
      ? update.error.message
      : null;

  return (
    <form noValidate onSubmit={submit} aria-labelledby="company-heading" className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {COMPANY_FIELDS.map((f) => (
          <TextField
            key={f.key}
            label={i18n._(f.label)}
            type={f.type ?? 'text'}
            autoComplete={f.autoComplete}
            value={values[f.key]}
            error={errors[f.key]}
            onChange={(e) => set(f.key, e.target.value)}
          />
        ))}
      </div>
      <TextAreaField
        label={i18n._('Address')}
        rows={2}
        autoComplete="street-address"
        value={values.address}
        error={errors.address}
        onChange={(e) => set('address', e.target.value)}
      />
      {conflict && (
        <TheirValuesCallout
          what={i18n._('the company profile')}
          onUseTheirs={() => {
            setDraft({});
            setErrors({});
            update.reset();
          }}
        >
          {[...COMPANY_FIELDS, { key: 'address' as const, label: /*i18n*/ 'Address' }].map((f) => (
            <div key={f.key} className="contents">
              <dt className="font-medium">{i18n._(f.label)}</dt>
              <dd className="break-words whitespace-pre-line">
                {conflict[f.key] || i18n._('(empty)')}
              </dd>
            </div>
          ))}
        </TheirValuesCallout>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonStyles.primary} disabled={update.isPending}>
          {update.isPending ? i18n._('Saving…') : i18n._('Save company profile')}
        </button>
        <SaveStatus saved={saved} error={otherError} savedText={i18n._('Company profile saved.')} />
      </div>
    </form>
  );
}

import type { FormEvent } from 'react';
import { useState } from 'react';
import { formatNumber } from '../../../domain/format/format';
import { parseNumberText } from '../../../domain/format/number-text';
import { MAX_PROPOSAL_TERMS, MAX_PROPOSAL_VALID_DAYS } from '../../../domain/proposal/proposal';
import type { Settings } from '../../../domain/settings/settings';
import { buttonStyles } from '../../components/ui/button-styles';
import { NumberField, TextAreaField } from '../../components/ui/field';
import { ConflictError } from '../../lib/api-client';
import { checkWithFetchedSchema } from '../../lib/check-with-fetched-schema';
import { useLatestSettingsVersion, useUpdateSettings } from './mutations';
import { TheirValuesCallout } from './their-values-callout';
import { SaveStatus } from './save-status';
import { useLingui } from './i18n';

type Field = 'proposalTerms' | 'proposalValidDays';

// The two fields' schemas, fetched as the owner starts typing (they bring zod).
const schemas = () => import('../../../domain/settings/settings-schemas');
const termsSchema = () => schemas().then((m) => m.proposalTermsSchema());
const validDaysSchema = () => schemas().then((m) => m.proposalValidDaysSchema());

/** The terms every proposal carries and how many days a new one can be accepted. */
export function ProposalSettingsForm({ settings }: { settings: Settings }) {
  const { i18n } = useLingui();
  const update = useUpdateSettings();
  const latestVersion = useLatestSettingsVersion(settings);
  // Only what the user changed, as typed; everything else shows the saved value.
  const [draft, setDraft] = useState<Partial<Record<Field, string>>>({});
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saved, setSaved] = useState(false);
  // Their values, while the last save stands refused for a newer version.
  const conflict = update.conflict;

  const terms = draft.proposalTerms ?? settings.proposalTerms;
  const days = draft.proposalValidDays ?? String(settings.proposalValidDays);
  const set = (key: Field, value: string) => {
    // Fetched while the owner types; a failed fetch is asked again at save.
    schemas().catch(() => {});
    setDraft((d) => ({ ...d, [key]: value }));
    setSaved(false);
    setErrors(({ [key]: _gone, ...rest }) => rest);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    void check();
  };

  /** With no schemas to be had the values go as typed: the server checks the same schemas. */
  const check = async () => {
    const typedDays = days.trim() === '' ? undefined : parseNumberText(days);
    const [checkedTerms, checkedDays] = await Promise.all([
      checkWithFetchedSchema(termsSchema, terms),
      checkWithFetchedSchema(validDaysSchema, typedDays),
    ]);
    const termsRefused = checkedTerms !== null && 'errors' in checkedTerms;
    const daysRefused = checkedDays !== null && 'errors' in checkedDays;
    if (termsRefused || daysRefused) {
      return setErrors({
        proposalTerms: termsRefused ? checkedTerms.errors[''] : undefined,
        // A blank field is refused as no number at all: said as what to type.
        proposalValidDays: daysRefused
          ? typedDays === undefined
            ? i18n._('Enter how many days a proposal stays valid')
            : checkedDays.errors['']
          : undefined,
      });
    }
    update.mutate(
      {
        proposalTerms: checkedTerms === null ? terms : checkedTerms.data,
        proposalValidDays: checkedDays === null ? typedDays : checkedDays.data,
        version: latestVersion(),
      },
      {
        onSuccess: () => {
          setDraft({});
          setErrors({});
          setSaved(true);
        },
        onError: (err) => {
          // On a conflict their version is now the base (the hook cached it); the typing stays.
          if (err instanceof ConflictError) return;
          const byField = err.fieldErrors();
          setErrors({
            proposalTerms: byField.proposalTerms,
            proposalValidDays: byField.proposalValidDays,
          });
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
  const length = terms.trim().length;

  return (
    <form noValidate onSubmit={submit} aria-labelledby="proposals-heading" className="space-y-4">
      <TextAreaField
        label={i18n._('Terms')}
        rows={6}
        value={terms}
        error={errors.proposalTerms}
        hint={i18n._(
          'Shown on every proposal; the customer agrees to them when accepting. {length} of {max} characters.',
          { length: formatNumber(length, 0), max: formatNumber(MAX_PROPOSAL_TERMS, 0) },
        )}
        onChange={(e) => set('proposalTerms', e.target.value)}
      />
      <div className="max-w-xs">
        <NumberField
          label={i18n._('Proposals valid for (days)')}
          min={1}
          max={MAX_PROPOSAL_VALID_DAYS}
          step={1}
          inputMode="numeric"
          value={days}
          error={errors.proposalValidDays}
          hint={i18n._('A new proposal can be accepted for this many days (1 to {max}).', {
            max: MAX_PROPOSAL_VALID_DAYS,
          })}
          onValue={(text) => set('proposalValidDays', text)}
        />
      </div>
      {conflict && (
        <TheirValuesCallout
          what={i18n._('the proposal settings')}
          onUseTheirs={() => {
            setDraft({});
            setErrors({});
            update.reset();
          }}
        >
          <dt className="font-medium">{i18n._('Terms')}</dt>
          <dd className="break-words whitespace-pre-line">
            {conflict.proposalTerms || i18n._('(empty)')}
          </dd>
          <dt className="font-medium">{i18n._('Valid for')}</dt>
          <dd>{i18n._('{days} days', { days: conflict.proposalValidDays })}</dd>
        </TheirValuesCallout>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonStyles.primary} disabled={update.isPending}>
          {update.isPending ? i18n._('Saving…') : i18n._('Save proposal settings')}
        </button>
        <SaveStatus
          saved={saved}
          error={otherError}
          savedText={i18n._('Proposal settings saved.')}
        />
      </div>
    </form>
  );
}

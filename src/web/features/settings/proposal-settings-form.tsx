import type { FormEvent } from 'react';
import { useState } from 'react';
import { fieldErrorsByPath } from '../../../domain/common/field-errors';
import { formatNumber } from '../../../domain/format/format';
import { parseNumberText } from '../../../domain/format/number-text';
import { MAX_PROPOSAL_TERMS, MAX_PROPOSAL_VALID_DAYS } from '../../../domain/proposal/proposal';
import type { Settings } from '../../../domain/settings/settings';
import { proposalTermsSchema, proposalValidDaysSchema } from '../../../domain/settings/settings';
import { buttonStyles } from '../../components/ui/button-styles';
import { NumberField, TextAreaField } from '../../components/ui/field';
import { ConflictError } from '../../lib/api-client';
import { useLatestSettingsVersion, useUpdateSettings } from './mutations';
import { TheirValuesCallout } from './their-values-callout';
import { SaveStatus } from './save-status';

type Field = 'proposalTerms' | 'proposalValidDays';

/** The terms every proposal carries and how many days a new one can be accepted. */
export function ProposalSettingsForm({ settings }: { settings: Settings }) {
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
    setDraft((d) => ({ ...d, [key]: value }));
    setSaved(false);
    setErrors(({ [key]: _gone, ...rest }) => rest);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    const found: Partial<Record<Field, string>> = {};
    const checkedTerms = proposalTermsSchema().safeParse(terms);
    if (!checkedTerms.success) found.proposalTerms = fieldErrorsByPath(checkedTerms.error)[''];
    const checkedDays = proposalValidDaysSchema().safeParse(
      days.trim() === '' ? undefined : parseNumberText(days),
    );
    if (!checkedDays.success) {
      found.proposalValidDays =
        days.trim() === ''
          ? 'Enter how many days a proposal stays valid'
          : fieldErrorsByPath(checkedDays.error)[''];
    }
    if (!checkedTerms.success || !checkedDays.success) return setErrors(found);
    update.mutate(
      {
        proposalTerms: checkedTerms.data,
        proposalValidDays: checkedDays.data,
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
        label="Terms"
        rows={6}
        value={terms}
        error={errors.proposalTerms}
        hint={`Shown on every proposal; the customer agrees to them when accepting. ${formatNumber(length, 0)} of ${formatNumber(MAX_PROPOSAL_TERMS, 0)} characters.`}
        onChange={(e) => set('proposalTerms', e.target.value)}
      />
      <div className="max-w-xs">
        <NumberField
          label="Proposals valid for (days)"
          min={1}
          max={MAX_PROPOSAL_VALID_DAYS}
          step={1}
          inputMode="numeric"
          value={days}
          error={errors.proposalValidDays}
          hint={`A new proposal can be accepted for this many days (1 to ${MAX_PROPOSAL_VALID_DAYS}).`}
          onValue={(text) => set('proposalValidDays', text)}
        />
      </div>
      {conflict && (
        <TheirValuesCallout
          what="the proposal settings"
          onUseTheirs={() => {
            setDraft({});
            setErrors({});
            update.reset();
          }}
        >
          <dt className="font-medium">Terms</dt>
          <dd className="break-words whitespace-pre-line">{conflict.proposalTerms || '(empty)'}</dd>
          <dt className="font-medium">Valid for</dt>
          <dd>{conflict.proposalValidDays} days</dd>
        </TheirValuesCallout>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonStyles.primary} disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save proposal settings'}
        </button>
        <SaveStatus saved={saved} error={otherError} savedText="Proposal settings saved." />
      </div>
    </form>
  );
}

import { Trans } from '@lingui/react';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { formatUsdCents } from '../../../domain/format/format';
import type { Settings } from '../../../domain/settings/settings';
import { buttonStyles } from '../../components/ui/button-styles';
import { Callout } from '../../components/ui/callout';
import { NumberField } from '../../components/ui/field';
import { ConflictError } from '../../lib/api-client';
import { checkWithFetchedSchema } from '../../lib/check-with-fetched-schema';
import { useLatestSettingsVersion, useUpdateSettings } from './mutations';
import { centsToInput, parseDollars } from './dollars-input';
import { SaveStatus } from './save-status';
import { useLingui } from './i18n';

/** The rate's schema, fetched as the owner starts typing (it brings zod). */
const rateSchema = () =>
  import('../../../domain/settings/settings-schemas').then((m) => m.laborRateCentsSchema());

/** The labor rate a new estimate starts with, in dollars per sq ft of actual roof area. */
export function LaborRateForm({ settings }: { settings: Settings }) {
  const { i18n } = useLingui();
  const update = useUpdateSettings();
  const latestVersion = useLatestSettingsVersion(settings);
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  // Their rate, while the last save stands refused for a newer version.
  const conflict = update.conflict?.defaultLaborRateCents ?? null;
  const [saved, setSaved] = useState(false);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    if (draft === null) {
      setSaved(true);
      return;
    }
    const parsed = parseDollars(draft, i18n._('Default labor rate'));
    if (!parsed.ok) return setError(parsed.message);
    void check(parsed.cents);
  };

  /** With no schema to be had the rate goes as typed: the server checks the same schema. */
  const check = async (cents: number) => {
    const checked = await checkWithFetchedSchema(rateSchema, cents);
    if (checked !== null && 'errors' in checked) return setError(checked.errors['']);
    update.mutate(
      { defaultLaborRateCents: checked === null ? cents : checked.data, version: latestVersion() },
      {
        onSuccess: () => {
          setDraft(null);
          setError(undefined);
          setSaved(true);
        },
        onError: (err) => {
          // On a conflict their version is now the base (the hook cached it); the typing stays.
          if (err instanceof ConflictError) return;
          setError(err.fieldErrors().defaultLaborRateCents ?? err.message);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby="labor-heading" className="space-y-4">
      <div className="max-w-xs">
        <NumberField
          label={i18n._('Default labor rate ($ per sq ft)')}
          min={0}
          step={0.1}
          value={draft ?? centsToInput(settings.defaultLaborRateCents)}
          error={error}
          hint={i18n._('New estimates start with this rate; each estimate can change it.')}
          onValue={(text) => {
            // Fetched while the owner types; a failed fetch is asked again at save.
            rateSchema().catch(() => {});
            setDraft(text);
            setError(undefined);
            setSaved(false);
          }}
        />
      </div>
      {conflict !== null && (
        <Callout tone="warning" role="alert">
          <p>
            <Trans
              id="Someone else changed the default labor rate to <0>{rate}</0> per sq ft while you were editing. Your value is still in the field: save again to replace theirs, or <1>use theirs</1>."
              values={{ rate: formatUsdCents(conflict) }}
              components={{
                0: <strong />,
                1: (
                  <button
                    type="button"
                    className="font-semibold underline underline-offset-2"
                    onClick={() => {
                      setDraft(null);
                      update.reset();
                    }}
                  />
                ),
              }}
            />
          </p>
        </Callout>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonStyles.primary} disabled={update.isPending}>
          {update.isPending ? i18n._('Saving…') : i18n._('Save labor rate')}
        </button>
        <SaveStatus saved={saved} error={null} savedText={i18n._('Default labor rate saved.')} />
      </div>
    </form>
  );
}

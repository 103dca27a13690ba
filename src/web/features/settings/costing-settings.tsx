import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useState } from 'react';
import type { CommissionBasis } from '../../../domain/costing/commission';
import { COMMISSION_BASES } from '../../../domain/costing/commission';
import { formatUsdCents } from '../../../domain/format/format';
import { parseNumberText } from '../../../domain/format/number-text';
import { buttonStyles } from '../../components/ui/button-styles';
import { Callout } from '../../components/ui/callout';
import { NumberField, SelectField } from '../../components/ui/field';
import { SectionError, SectionLoading } from '../../components/ui/status-message';
import {
  commissionPlansQuery,
  costingSettingsQuery,
  crewDayRatesQuery,
  useCostingSettingsWrites,
} from '../costing/api';
import { salespeopleQuery } from '../pipeline/api';
import { parseDollars } from './dollars-input';
import { i18n, useLingui } from './i18n';

/** The domain's COMMISSION_BASIS_LABELS in the reader's language. */
const basisLabel = (basis: CommissionBasis): string =>
  ({
    revenue: i18n._('Percent of revenue'),
    'gross-profit': i18n._('Percent of gross profit'),
  })[basis];

// Settings -> Job costing (owner): whether estimators see job profit, each salesperson's
// commission plan and each crew's day rate.

function PlanRow({
  person,
  plan,
}: {
  person: { id: string; name: string };
  plan: { basis: CommissionBasis; basisPoints: number } | undefined;
}) {
  const { i18n } = useLingui();
  const writes = useCostingSettingsWrites();
  const [basis, setBasis] = useState<CommissionBasis>(plan?.basis ?? 'gross-profit');
  const [percent, setPercent] = useState(plan ? String(plan.basisPoints / 100) : '');
  const value = parseNumberText(percent);
  const bad = percent.trim() !== '' && !(value >= 0 && value <= 100);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (bad || percent.trim() === '') return;
    writes.plan.mutate({ userId: person.id, basis, basisPoints: Math.round(value * 100) });
  };
  return (
    <form
      onSubmit={submit}
      className="grid items-end gap-3 border-t border-slate-200 py-3 sm:grid-cols-[1fr_14rem_8rem_auto]"
      aria-label={i18n._('Commission plan of {name}', { name: person.name })}
    >
      <p className="font-medium">{person.name}</p>
      <SelectField
        label={i18n._('Commission on')}
        value={basis}
        onChange={(e) => setBasis(e.target.value as CommissionBasis)}
      >
        {COMMISSION_BASES.map((b) => (
          <option key={b} value={b}>
            {basisLabel(b)}
          </option>
        ))}
      </SelectField>
      <NumberField
        label={i18n._('Percent')}
        value={percent}
        onValue={setPercent}
        error={bad ? i18n._('Between 0 and 100') : undefined}
      />
      <button type="submit" className={buttonStyles.secondary} disabled={writes.plan.isPending}>
        {writes.plan.isSuccess ? i18n._('Saved') : i18n._('Save plan')}
      </button>
    </form>
  );
}

function DayRateRow({
  crew,
}: {
  crew: { crewId: string; name: string; dayRateCents: number | null };
}) {
  const { i18n } = useLingui();
  const writes = useCostingSettingsWrites();
  const [text, setText] = useState(
    crew.dayRateCents === null ? '' : (crew.dayRateCents / 100).toFixed(2),
  );
  const [error, setError] = useState<string | undefined>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = parseDollars(text, i18n._('Day rate'));
    if (!parsed.ok) return setError(parsed.message);
    setError(undefined);
    writes.dayRate.mutate({ crewId: crew.crewId, dayRateCents: parsed.cents });
  };
  return (
    <form
      onSubmit={submit}
      className="grid items-end gap-3 border-t border-slate-200 py-3 sm:grid-cols-[1fr_10rem_auto]"
      aria-label={i18n._('Day rate of {name}', { name: crew.name })}
    >
      <p className="font-medium">
        {crew.name}
        {crew.dayRateCents !== null && (
          <span className="block text-sm font-normal text-slate-600">
            {i18n._('Now {rate} a day', { rate: formatUsdCents(crew.dayRateCents) })}
          </span>
        )}
      </p>
      <NumberField label={i18n._('Day rate ($)')} value={text} onValue={setText} error={error} />
      <button type="submit" className={buttonStyles.secondary} disabled={writes.dayRate.isPending}>
        {i18n._('Save rate')}
      </button>
    </form>
  );
}

export function CostingSettings() {
  const { i18n } = useLingui();
  const settings = useQuery(costingSettingsQuery());
  const plans = useQuery(commissionPlansQuery());
  const people = useQuery(salespeopleQuery());
  const rates = useQuery(crewDayRatesQuery());
  const writes = useCostingSettingsWrites();
  return (
    <div className="space-y-6">
      <label className="flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          className="h-5 w-5"
          checked={settings.data?.estimatorsSeeProfit ?? false}
          disabled={!settings.data || writes.seeProfit.isPending}
          onChange={(e) => writes.seeProfit.mutate(e.target.checked)}
        />
        <span>{i18n._('Estimators see job profit on the project page')}</span>
      </label>
      {writes.seeProfit.isError && (
        <Callout tone="error" role="alert">
          {writes.seeProfit.error.message}
        </Callout>
      )}

      <div>
        <h3 className="font-semibold">{i18n._('Commission plans')}</h3>
        <p className="mb-2 text-sm text-slate-600">
          {i18n._('Earned on what the customer has paid: half collected, half the commission.')}
        </p>
        {people.isPending || plans.isPending ? (
          <SectionLoading label={i18n._('Loading commission plans…')} />
        ) : people.isError || plans.isError ? (
          <SectionError
            what={i18n._('the commission plans')}
            message={(people.error ?? plans.error)?.message ?? ''}
            onRetry={() => {
              void people.refetch();
              void plans.refetch();
            }}
          />
        ) : (
          people.data.map((p) => (
            <PlanRow key={p.id} person={p} plan={plans.data.find((x) => x.userId === p.id)} />
          ))
        )}
        {writes.plan.isError && (
          <Callout tone="error" role="alert">
            {writes.plan.error.message}
          </Callout>
        )}
      </div>

      <div>
        <h3 className="font-semibold">{i18n._('Crew day rates')}</h3>
        <p className="mb-2 text-sm text-slate-600">
          {i18n._('What a crew costs a day: labor entered as crew days is priced at it.')}
        </p>
        {rates.isPending ? (
          <SectionLoading label={i18n._('Loading crews…')} />
        ) : rates.isError ? (
          <SectionError
            what={i18n._('the crews')}
            message={rates.error.message}
            onRetry={() => void rates.refetch()}
          />
        ) : rates.data.filter((c) => !c.archived).length === 0 ? (
          <p className="text-slate-600">
            {i18n._('No crews yet. Crews are added on the schedule.')}
          </p>
        ) : (
          rates.data.filter((c) => !c.archived).map((c) => <DayRateRow key={c.crewId} crew={c} />)
        )}
      </div>
    </div>
  );
}

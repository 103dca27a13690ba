import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useState } from 'react';
import type { CostCategory, JobCost, LaborMethod } from '../../../domain/costing/costs';
import { COST_CATEGORIES, costAmountCents, LABOR_METHODS } from '../../../domain/costing/costs';
import type { CostCreate } from '../../../domain/costing/cost-schemas';
import { formatUsdCents } from '../../../domain/format/format';
import { parseNumberText } from '../../../domain/format/number-text';
import { buttonStyles } from '../../components/ui/button-styles';
import { NumberField, SelectField, TextField } from '../../components/ui/field';
import { centsToDollars } from '../../../domain/money/money';
import { materialsQuery } from '../settings/api';
import { crewDayRatesQuery } from './api';
import { useLingui } from './i18n';
import { costCategoryLabel, laborMethodLabel } from './labels';

// One cost line, new or edited: the fields follow the category (a supplier invoice, labor by
// crew days, hours or a subcontractor's amount, or another cost). The server checks the same
// rules with the shared schema and names a bad field; its message is shown by that field.

interface Values {
  category: CostCategory;
  description: string;
  supplier: string;
  supplierInvoiceNumber: string;
  date: string;
  amount: string;
  laborMethod: LaborMethod;
  crewId: string;
  units: string;
  rate: string;
  itemId: string;
  delivered: string;
  returned: string;
}

/** 95000 -> "950.00": a rate or amount as the input shows it. */
const centsToInput = (c: number) => centsToDollars(c).toFixed(2);

const today = () => new Date().toISOString().slice(0, 10);

function valuesOf(c: JobCost | undefined): Values {
  const q = c?.quantities[0];
  return {
    category: c?.category ?? 'material',
    description: c?.description ?? '',
    supplier: c?.supplier ?? '',
    supplierInvoiceNumber: c?.supplierInvoiceNumber ?? '',
    date: c?.date ?? today(),
    amount: c ? centsToInput(c.amountCents) : '',
    laborMethod: c?.laborMethod ?? 'crew-days',
    crewId: c?.crewId ?? '',
    units: c?.units === null || c?.units === undefined ? '' : String(c.units),
    rate: c?.rateCents === null || c?.rateCents === undefined ? '' : centsToInput(c.rateCents),
    itemId: q?.materialId ?? 'architectural-shingles',
    delivered: q ? String(q.delivered) : '',
    returned: q ? String(q.returned) : '',
  };
}

const num = (s: string) => (s.trim() === '' ? undefined : parseNumberText(s));
const cents = (s: string) => {
  const n = num(s);
  return n === undefined || Number.isNaN(n) ? undefined : Math.round(n * 100);
};

/** The form's values as the API takes them (the server re-checks everything). */
export function inputOf(v: Values): CostCreate {
  const labor = v.category === 'labor';
  const priced = labor && v.laborMethod !== 'subcontractor';
  const delivered = num(v.delivered);
  return {
    category: v.category,
    description: v.description,
    supplier: v.category === 'material' ? v.supplier : '',
    supplierInvoiceNumber: v.category === 'material' ? v.supplierInvoiceNumber : '',
    date: v.date,
    ...(priced ? {} : { amountCents: cents(v.amount) as number }),
    laborMethod: labor ? v.laborMethod : null,
    crewId: labor && v.crewId ? v.crewId : null,
    units: priced ? (num(v.units) ?? null) : null,
    rateCents: priced ? (cents(v.rate) ?? null) : null,
    quantities:
      v.category === 'material' && delivered !== undefined
        ? [{ materialId: v.itemId, delivered, returned: num(v.returned) ?? 0 }]
        : [],
  };
}

export function CostForm({
  cost,
  errors,
  saving,
  onSave,
  onCancel,
}: {
  cost?: JobCost;
  /** The server's messages by field path ("units", "quantities.0.returned"). */
  errors: Record<string, string>;
  saving: boolean;
  onSave: (input: CostCreate) => void;
  onCancel: () => void;
}) {
  const { i18n } = useLingui();
  const [v, setV] = useState<Values>(() => valuesOf(cost));
  const set = (patch: Partial<Values>) => setV((old) => ({ ...old, ...patch }));
  const rates = useQuery({ ...crewDayRatesQuery(), enabled: v.category === 'labor' });
  const items = useQuery({ ...materialsQuery(), enabled: v.category === 'material' });
  const priced = v.category === 'labor' && v.laborMethod !== 'subcontractor';
  const input = inputOf(v);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSave(input);
  };

  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2" aria-label={i18n._('Cost')}>
      <SelectField
        label={i18n._('Category')}
        value={v.category}
        onChange={(e) => set({ category: e.target.value as CostCategory })}
      >
        {COST_CATEGORIES.map((c) => (
          <option key={c} value={c}>
            {costCategoryLabel(c)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={i18n._('Date')}
        type="date"
        value={v.date}
        error={errors.date}
        onChange={(e) => set({ date: e.target.value })}
        required
      />
      {v.category === 'material' && (
        <>
          <TextField
            label={i18n._('Supplier')}
            value={v.supplier}
            error={errors.supplier}
            onChange={(e) => set({ supplier: e.target.value })}
          />
          <TextField
            label={i18n._('Supplier invoice number')}
            value={v.supplierInvoiceNumber}
            error={errors.supplierInvoiceNumber}
            onChange={(e) => set({ supplierInvoiceNumber: e.target.value })}
          />
        </>
      )}
      {v.category === 'labor' && (
        <>
          <SelectField
            label={i18n._('Labor priced by')}
            value={v.laborMethod}
            error={errors.laborMethod}
            onChange={(e) => set({ laborMethod: e.target.value as LaborMethod })}
          >
            {LABOR_METHODS.map((m) => (
              <option key={m} value={m}>
                {laborMethodLabel(m)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={i18n._('Crew')}
            value={v.crewId}
            onChange={(e) => {
              const rate = rates.data?.find((r) => r.crewId === e.target.value)?.dayRateCents;
              set({
                crewId: e.target.value,
                ...(v.laborMethod === 'crew-days' && rate != null
                  ? { rate: centsToInput(rate) }
                  : {}),
              });
            }}
          >
            <option value="">{i18n._('No crew')}</option>
            {rates.data
              ?.filter((r) => !r.archived || r.crewId === v.crewId)
              .map((r) => (
                <option key={r.crewId} value={r.crewId}>
                  {r.name}
                </option>
              ))}
          </SelectField>
        </>
      )}
      <TextField
        label={i18n._('Description')}
        value={v.description}
        error={errors.description}
        placeholder={v.category === 'other' ? i18n._('Dumpster, permit, disposal…') : undefined}
        onChange={(e) => set({ description: e.target.value })}
      />
      {priced ? (
        <>
          <NumberField
            label={v.laborMethod === 'crew-days' ? i18n._('Crew days') : i18n._('Hours')}
            value={v.units}
            error={errors.units}
            onValue={(units) => set({ units })}
          />
          <NumberField
            label={
              v.laborMethod === 'crew-days' ? i18n._('Day rate ($)') : i18n._('Hourly rate ($)')
            }
            value={v.rate}
            error={errors.rateCents}
            onValue={(rate) => set({ rate })}
          />
          <p className="text-sm text-slate-700 sm:col-span-2" aria-live="polite">
            {i18n._('Amount: {amount}', { amount: formatUsdCents(costAmountCents(input)) })}
          </p>
        </>
      ) : (
        <NumberField
          label={i18n._('Amount ($)')}
          value={v.amount}
          error={errors.amountCents}
          onValue={(amount) => set({ amount })}
        />
      )}
      {v.category === 'material' && (
        <fieldset className="grid gap-3 rounded-md border border-slate-200 p-3 sm:col-span-2 sm:grid-cols-3">
          <legend className="px-1 text-sm font-medium text-slate-800">
            {i18n._('Quantities (optional)')}
          </legend>
          <SelectField
            label={i18n._('Takeoff item')}
            value={v.itemId}
            onChange={(e) => set({ itemId: e.target.value })}
          >
            {(items.data ?? [{ id: 'architectural-shingles', name: 'Architectural shingles' }]).map(
              (m) => (
                <option key={m.id} value={m.id}>
                  {m.name}
                </option>
              ),
            )}
          </SelectField>
          <NumberField
            label={i18n._('Delivered')}
            value={v.delivered}
            error={errors['quantities.0.delivered']}
            onValue={(delivered) => set({ delivered })}
          />
          <NumberField
            label={i18n._('Returned')}
            value={v.returned}
            error={errors['quantities.0.returned']}
            onValue={(returned) => set({ returned })}
          />
        </fieldset>
      )}
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <button type="submit" className={buttonStyles.primary} disabled={saving}>
          {saving ? i18n._('Saving…') : cost ? i18n._('Save cost') : i18n._('Add cost')}
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={onCancel}>
          {i18n._('Cancel')}
        </button>
      </div>
    </form>
  );
}

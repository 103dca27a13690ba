import type { Dispatch } from 'react';
import { formatSqFt, formatUsd, formatUsdCents } from '../../../domain/format';
import { buttonStyles } from '../../components/ui/button-styles';
import { NumberField, SelectField } from '../../components/ui/field';
import type { EstimateForm, MaterialRow } from './estimate-form';
import type { EstimatorAction, EstimatorView, LineChange } from './estimate-form-state';
import { materialPath } from './estimate-options';
import { unitPlural } from '../../../domain/quantity-text';

/** One material line of the option on screen: the material, its quantity, its total. */
export function MaterialLine({
  form,
  option,
  row,
  index: i,
  view,
  canRemove,
  dispatch,
}: {
  form: EstimateForm;
  /** The index of the option the line belongs to. */
  option: number;
  row: MaterialRow;
  index: number;
  view: EstimatorView;
  canRemove: boolean;
  dispatch: Dispatch<EstimatorAction>;
}) {
  // Archived materials are offered only to the lines that already use them.
  const options = view.prices.filter((m) => !m.archived || m.id === row.materialId);
  const unit = view.prices.find((m) => m.id === row.materialId)?.unit;
  const line = view.result.ok ? view.result.options[option]?.totals.materialLines[i] : undefined;
  const actualArea = view.shown?.totals.actualAreaSqFt;
  const change = (change: LineChange<MaterialRow>) =>
    dispatch({ type: 'updateLine', list: 'materials', key: row.key, change });
  return (
    <fieldset className="rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-700">Material line {i + 1}</legend>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] sm:items-start">
        <SelectField
          label="Material"
          value={row.materialId}
          error={view.errors[materialPath(form, option, i, 'materialId')]}
          onChange={(e) => change({ materialId: e.target.value })}
        >
          {options.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name} ({formatUsdCents(m.priceCents)}/{m.unit}){m.archived ? ' (archived)' : ''}
            </option>
          ))}
        </SelectField>
        <NumberField
          label={`Quantity (${unit ? unitPlural(unit) : 'units'})`}
          min={0}
          value={row.quantity}
          error={view.errors[materialPath(form, option, i, 'quantity')]}
          onValue={(quantity) => change({ quantity })}
        />
      </div>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm">
        {unit === 'sq ft' && actualArea !== undefined ? (
          <button
            type="button"
            className="min-h-11 rounded-md px-2 text-brand-700 underline hover:text-brand-800"
            onClick={() =>
              dispatch({ type: 'useActualArea', key: row.key, actualAreaSqFt: actualArea })
            }
          >
            Use actual area ({formatSqFt(actualArea, 2)})
            <span className="sr-only"> for material line {i + 1}</span>
          </button>
        ) : (
          <span />
        )}
        <span className="ml-auto flex items-center gap-2">
          <span className="text-slate-700">
            Line total:{' '}
            <strong className="tabular-nums">{line ? formatUsd(line.lineTotalCents) : '—'}</strong>
          </span>
          <button
            type="button"
            className={buttonStyles.ghost}
            aria-label={`Remove material line ${i + 1}`}
            disabled={!canRemove}
            onClick={() => dispatch({ type: 'removeLine', list: 'materials', key: row.key })}
          >
            Remove
          </button>
        </span>
      </div>
    </fieldset>
  );
}

import type { Dispatch } from 'react';
import { formatUsd, formatUsdCents } from '../../../domain/format/format';
import { areaText, quantityConcernText, unitPluralWord, unitWord } from '../../lib/unit-text';
import { buttonStyles } from '../../components/ui/button-styles';
import { NumberField, SelectField } from '../../components/ui/field';
import type { EstimateForm, MaterialRow } from './estimate-form';
import type { EstimatorAction, LineChange } from './estimator-state';
import type { EstimatorView } from './estimator-view';
import { materialPath } from './estimate-options';
import type { LineMaterial, QuantityFlag } from '../../../domain/estimate/line-quantity';
import type { MaterialPrice } from '../../../domain/price-list/price-list-entry';
import { Callout } from '../../components/ui/callout';
import { useLingui } from './i18n';

/** One material line of the option on screen: the material, its quantity, its total. */
export function MaterialLine({
  form,
  option,
  row,
  index: i,
  view,
  lineNote,
  canRemove,
  priceList,
  flag,
  dispatch,
}: {
  form: EstimateForm;
  /** The index of the option the line belongs to. */
  option: number;
  row: MaterialRow;
  index: number;
  view: EstimatorView;
  /** What the last change of material did to the quantity, if it changed unit. */
  lineNote: string | undefined;
  canRemove: boolean;
  /** Today's price list with the takeoff rules: a change of material recomputes by them. */
  priceList: readonly LineMaterial[];
  /** Why this line's quantity looks wrong for its unit, if it does. */
  flag: QuantityFlag | undefined;
  dispatch: Dispatch<EstimatorAction>;
}) {
  const { i18n } = useLingui();
  // Archived materials are offered only to the lines that already use them.
  const options = view.prices.filter((m) => !m.archived || m.id === row.materialId);
  const unit = view.prices.find((m) => m.id === row.materialId)?.unit;
  const line = view.result.ok ? view.result.options[option]?.totals.materialLines[i] : undefined;
  const actualArea = view.shown?.totals.actualAreaSqFt;
  const note = lineNote;
  const change = (change: LineChange<MaterialRow>) =>
    dispatch({ type: 'updateLine', list: 'materials', key: row.key, change });
  return (
    <fieldset className="rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-700">
        {i18n._('Material line {number}', { number: i + 1 })}
      </legend>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] sm:items-start">
        <SelectField
          label={i18n._('Material')}
          value={row.materialId}
          error={view.errors[materialPath(form, option, i, 'materialId')]}
          onChange={(e) =>
            dispatch({
              type: 'changeMaterial',
              key: row.key,
              materialId: e.target.value,
              // Saved prices first: a reopened estimate's materials keep their saved units.
              priceList: linePriceList(view.prices, priceList),
            })
          }
        >
          {options.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name} ({formatUsdCents(m.priceCents)}/{unitWord(m.unit)})
              {m.archived ? i18n._(' (archived)') : ''}
            </option>
          ))}
        </SelectField>
        <NumberField
          label={i18n._('Quantity ({unit})', {
            unit: unit ? unitPluralWord(unit) : i18n._('units'),
          })}
          min={0}
          value={row.quantity}
          error={view.errors[materialPath(form, option, i, 'quantity')]}
          onValue={(quantity) => change({ quantity })}
        />
      </div>
      {note && (
        <Callout tone="info" role="status" className="mt-2">
          {note}
        </Callout>
      )}
      {flag && (
        <Callout tone="warning" className="mt-2">
          <strong>{i18n._('Check this quantity:')}</strong> {quantityConcernText(flag.concern)}
        </Callout>
      )}
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm">
        {unit === 'sq ft' && actualArea !== undefined ? (
          <button
            type="button"
            className="min-h-11 rounded-md px-2 text-brand-700 underline hover:text-brand-800"
            onClick={() =>
              dispatch({ type: 'useActualArea', key: row.key, actualAreaSqFt: actualArea })
            }
          >
            {i18n._('Use actual area ({area})', { area: areaText(actualArea, 2) })}
            <span className="sr-only">
              {i18n._(' for material line {number}', { number: i + 1 })}
            </span>
          </button>
        ) : (
          <span />
        )}
        <span className="ml-auto flex items-center gap-2">
          <span className="text-slate-700">
            {i18n._('Line total:')}{' '}
            <strong className="tabular-nums">{line ? formatUsd(line.lineTotalCents) : '—'}</strong>
          </span>
          <button
            type="button"
            className={buttonStyles.ghost}
            aria-label={i18n._('Remove material line {number}', { number: i + 1 })}
            disabled={!canRemove}
            onClick={() => dispatch({ type: 'removeLine', list: 'materials', key: row.key })}
          >
            {i18n._('Remove')}
          </button>
        </span>
      </div>
    </fieldset>
  );
}

/**
 * The materials a line may change to, as the rules need them: the prices and units the
 * estimate uses, with today's takeoff rule where the price list still has the material.
 */
function linePriceList(
  prices: readonly MaterialPrice[],
  priceList: readonly LineMaterial[],
): LineMaterial[] {
  const today = new Map(priceList.map((m) => [m.id, m]));
  return prices.map((m) => {
    const rule = today.get(m.id);
    return {
      ...m,
      measuredAlong: rule?.measuredAlong ?? 'none',
      coveragePerUnit: rule?.coveragePerUnit ?? 1,
      wasteApplies: rule?.wasteApplies ?? false,
    };
  });
}

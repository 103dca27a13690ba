import type { Dispatch } from 'react';
import { buttonStyles } from '../../components/ui/button-styles';
import { NumberField, TextField } from '../../components/ui/field';
import type { CostRow, EstimateForm, FieldErrors } from './estimate-form';
import type { EstimatorAction, LineChange } from './estimator-state';
import { useLingui } from './i18n';

/** The additional costs section: a description and an amount per line, none required. */
export function AdditionalCosts({
  costs,
  errors,
  dispatch,
}: {
  costs: EstimateForm['costs'];
  errors: FieldErrors;
  dispatch: Dispatch<EstimatorAction>;
}) {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="costs-heading" className="space-y-3">
      <h3 id="costs-heading" className="font-semibold">
        {i18n._('Additional Costs')}
      </h3>
      {costs.length === 0 && (
        <p className="text-sm text-slate-600">{i18n._('No additional costs.')}</p>
      )}
      {costs.map((row, i) => {
        const change = (change: LineChange<CostRow>) =>
          dispatch({ type: 'updateLine', list: 'costs', key: row.key, change });
        return (
          <fieldset key={row.key} className="rounded-lg border border-slate-200 p-3">
            <legend className="px-1 text-sm font-medium text-slate-700">
              {i18n._('Additional cost {number}', { number: i + 1 })}
            </legend>
            <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] sm:items-start">
              <TextField
                label={i18n._('Description')}
                value={row.description}
                maxLength={200}
                error={errors[`costs.${i}.description`]}
                onChange={(e) => change({ description: e.target.value })}
              />
              <NumberField
                label={i18n._('Amount ($)')}
                min={0}
                value={row.amount}
                error={errors[`costs.${i}.amountCents`]}
                onValue={(amount) => change({ amount })}
              />
              <div className="flex items-end sm:mt-6">
                <button
                  type="button"
                  className={buttonStyles.ghost}
                  aria-label={i18n._('Remove additional cost {number}', { number: i + 1 })}
                  onClick={() => dispatch({ type: 'removeLine', list: 'costs', key: row.key })}
                >
                  {i18n._('Remove')}
                </button>
              </div>
            </div>
          </fieldset>
        );
      })}
      <button
        type="button"
        className={buttonStyles.secondary}
        onClick={() => dispatch({ type: 'addCost' })}
      >
        <span aria-hidden="true">+</span> {i18n._('Add Cost')}
      </button>
    </section>
  );
}

import type { FormFieldProps } from './form-number-field';
import { FormNumberField } from './form-number-field';
import { useLingui } from './i18n';

/** The waste the roof's shape suggests, shown once the roof is measured. */
export interface WasteSuggestion {
  percent: number;
  /** Why: "no hips or valleys". */
  reason: string;
  /** Said instead, when the figure is the company's own: "Your last 4 similar roofs used…". */
  learned?: string;
}

/** Waste, overhead & profit and sales tax: optional percentages, each its own results line. */
export function Adjustments({
  suggestion,
  ...props
}: FormFieldProps & { suggestion: WasteSuggestion | null }) {
  const { i18n } = useLingui();
  const inUse = suggestion !== null && props.form.waste.trim() === String(suggestion.percent);
  return (
    <section aria-labelledby="adjustments-heading" className="space-y-3">
      <div>
        <h3 id="adjustments-heading" className="font-semibold">
          {i18n._('Adjustments')}
        </h3>
        <p className="text-sm text-slate-600">
          {i18n._('Optional. Each shows its own line when not 0.')}
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <div>
          <FormNumberField
            {...props}
            field="waste"
            label={i18n._('Waste factor (%)')}
            min={0}
            max={100}
            hint={i18n._('Added to sq ft materials')}
          />
          {suggestion && (
            // A suggestion only: the value in the field is the user's and is what counts.
            <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm text-slate-700">
              <span>
                {suggestion.learned ??
                  i18n._('Suggested: {percent}% ({reason})', {
                    percent: suggestion.percent,
                    reason: suggestion.reason,
                  })}
              </span>
              {inUse ? (
                <span className="font-medium text-green-800">{i18n._('✓ In use')}</span>
              ) : (
                <button
                  type="button"
                  className="min-h-11 rounded-md px-1 font-semibold text-brand-700 underline hover:text-brand-800"
                  onClick={() => props.onField('waste', String(suggestion.percent))}
                >
                  {i18n._('Use {percent}%', { percent: suggestion.percent })}
                  <span className="sr-only">{i18n._(' waste')}</span>
                </button>
              )}
            </p>
          )}
        </div>
        <FormNumberField
          {...props}
          field="overheadProfit"
          label={i18n._('Overhead & profit (%)')}
          min={0}
          max={100}
          hint={i18n._('On the subtotal')}
        />
        <FormNumberField
          {...props}
          field="tax"
          label={i18n._('Sales tax (%)')}
          min={0}
          max={100}
          hint={i18n._('On materials')}
        />
      </div>
    </section>
  );
}

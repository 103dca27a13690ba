import type { FormFieldProps } from './form-number-field';
import { FormNumberField } from './form-number-field';

/** Waste, overhead & profit and sales tax: optional percentages, each its own results line. */
export function Adjustments(props: FormFieldProps) {
  return (
    <section aria-labelledby="adjustments-heading" className="space-y-3">
      <div>
        <h3 id="adjustments-heading" className="font-semibold">
          Adjustments
        </h3>
        <p className="text-sm text-slate-600">Optional. Each shows its own line when not 0.</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormNumberField
          {...props}
          field="waste"
          label="Waste factor (%)"
          min={0}
          max={100}
          hint="Added to sq ft materials"
        />
        <FormNumberField
          {...props}
          field="overheadProfit"
          label="Overhead & profit (%)"
          min={0}
          max={100}
          hint="On the subtotal"
        />
        <FormNumberField
          {...props}
          field="tax"
          label="Sales tax (%)"
          min={0}
          max={100}
          hint="On materials"
        />
      </div>
    </section>
  );
}

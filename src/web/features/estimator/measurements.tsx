import type { Dispatch, ReactNode } from 'react';
import { MAX_PIPE_BOOTS } from '../../../domain/common/bounds';
import type { TakeoffRule } from '../../../domain/takeoff/takeoff';
import { buttonStyles } from '../../components/ui/button-styles';
import { Callout } from '../../components/ui/callout';
import type { LengthField } from './estimate-form';
import type { OrderPlan } from './estimator-order';
import type { BuiltOrder, EstimatorAction } from './estimator-state';
import type { FormFieldProps } from './form-number-field';
import { FormNumberField } from './form-number-field';

const LABELS: Record<LengthField, string> = {
  eaves: 'Eaves (ft)',
  rakes: 'Rakes (ft)',
  ridges: 'Ridges (ft)',
  hips: 'Hips (ft)',
  valleys: 'Valleys (ft)',
  walls: 'Walls (ft)',
  boots: 'Pipe boots',
};

const lines = (n: number) => `${n} ${n === 1 ? 'line' : 'lines'}`;

/**
 * The roof's true lengths and pipe boots (typed, or sent from the map), and the button that
 * turns them into the order: the price list's takeoff items in whole bundles, rolls and pieces.
 */
export function Measurements({
  fields,
  plan,
  rules,
  builtOrder,
  optionName,
  dispatch,
  laborHint,
}: {
  fields: FormFieldProps;
  plan: OrderPlan;
  rules: readonly TakeoffRule[];
  builtOrder: BuiltOrder | null;
  /** With several options, the one on screen, whose lines the order replaces; else null. */
  optionName: string | null;
  dispatch: Dispatch<EstimatorAction>;
  /** The crew days the company's similar roofs took, when it knows. */
  laborHint?: ReactNode;
}) {
  const target = optionName ? `the material lines of “${optionName}”` : 'the material lines';
  return (
    <section aria-labelledby="measurements-heading" className="space-y-3">
      <div>
        <h3 id="measurements-heading" className="font-semibold">
          Measurements
        </h3>
        <p className="text-sm text-slate-600">
          Optional. True lengths along the roof, from the map or a tape.
        </p>
      </div>
      <div className="grid grid-cols-2 gap-x-3 gap-y-4 sm:grid-cols-4">
        {(Object.keys(LABELS) as LengthField[]).map((field) => (
          <FormNumberField
            key={field}
            {...fields}
            field={field}
            label={LABELS[field]}
            min={0}
            {...(field === 'boots' ? { step: 1, max: MAX_PIPE_BOOTS } : {})}
          />
        ))}
      </div>
      {laborHint}
      <div className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3 sm:flex-row sm:items-center">
        <button
          type="button"
          className={`${buttonStyles.secondary} shrink-0`}
          disabled={!plan.ok}
          aria-describedby="build-order-hint"
          onClick={() => dispatch({ type: 'buildOrder', rules })}
        >
          Build order from measurements
        </button>
        <p id="build-order-hint" className="text-sm text-slate-700">
          {plan.ok
            ? `Replaces ${target} with ${lines(plan.takeoff.lines.length)} from the price list’s takeoff items, at ${plan.wastePercent}% waste${plan.suggested ? ' (suggested)' : ''}.`
            : plan.reason}
        </p>
      </div>
      {builtOrder && (
        <Callout
          tone="success"
          role="status"
          className="flex flex-wrap items-center justify-between gap-2"
        >
          <span>
            Order built: {lines(builtOrder.lineCount)} at {builtOrder.wastePercent}% waste
            {builtOrder.suggested ? ' (the suggested waste, now in Waste factor)' : ''}. The lines
            stay editable.
          </span>
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={() => dispatch({ type: 'undoOrder' })}
          >
            Undo
          </button>
        </Callout>
      )}
    </section>
  );
}

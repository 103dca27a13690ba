import { counted } from '../../lib/i18n/counted';
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
import { i18n, useLingui } from './i18n';

const LABELS: Record<LengthField, string> = {
  eaves: /*i18n*/ 'Eaves (ft)',
  rakes: /*i18n*/ 'Rakes (ft)',
  ridges: /*i18n*/ 'Ridges (ft)',
  hips: /*i18n*/ 'Hips (ft)',
  valleys: /*i18n*/ 'Valleys (ft)',
  walls: /*i18n*/ 'Walls (ft)',
  boots: /*i18n*/ 'Pipe boots',
};

const lines = (count: number) =>
  i18n._('{count, select, one {{n} line} other {{n} lines}}', counted(count));

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
  const { i18n } = useLingui();
  const target = optionName
    ? i18n._('the material lines of “{optionName}”', { optionName })
    : i18n._('the material lines');
  const hint = { target, lines: plan.ok ? lines(plan.takeoff.lines.length) : '' };
  return (
    <section aria-labelledby="measurements-heading" className="space-y-3">
      <div>
        <h3 id="measurements-heading" className="font-semibold">
          {i18n._('Measurements')}
        </h3>
        <p className="text-sm text-slate-600">
          {i18n._('Optional. True lengths along the roof, from the map or a tape.')}
        </p>
      </div>
      <div className="grid grid-cols-2 gap-x-3 gap-y-4 sm:grid-cols-4">
        {(Object.keys(LABELS) as LengthField[]).map((field) => (
          <FormNumberField
            key={field}
            {...fields}
            field={field}
            label={i18n._(LABELS[field])}
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
          {i18n._('Build order from measurements')}
        </button>
        <p id="build-order-hint" className="text-sm text-slate-700">
          {!plan.ok
            ? plan.reason
            : plan.suggested
              ? i18n._(
                  'Replaces {target} with {lines} from the price list’s takeoff items, at {waste}% waste (suggested).',
                  { ...hint, waste: plan.wastePercent },
                )
              : i18n._(
                  'Replaces {target} with {lines} from the price list’s takeoff items, at {waste}% waste.',
                  { ...hint, waste: plan.wastePercent },
                )}
        </p>
      </div>
      {builtOrder && (
        <Callout
          tone="success"
          role="status"
          className="flex flex-wrap items-center justify-between gap-2"
        >
          <span>
            {builtOrder.suggested
              ? i18n._(
                  'Order built: {lines} at {waste}% waste (the suggested waste, now in Waste factor). The lines stay editable.',
                  { lines: lines(builtOrder.lineCount), waste: builtOrder.wastePercent },
                )
              : i18n._('Order built: {lines} at {waste}% waste. The lines stay editable.', {
                  lines: lines(builtOrder.lineCount),
                  waste: builtOrder.wastePercent,
                })}
          </span>
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={() => dispatch({ type: 'undoOrder' })}
          >
            {i18n._('Undo')}
          </button>
        </Callout>
      )}
    </section>
  );
}

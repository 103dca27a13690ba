import { parseNumberText } from '../../../domain/format/number-text';
import type { RoofMeasurements, Takeoff, TakeoffRule } from '../../../domain/takeoff/takeoff';
import { suggestedWastePercent, takeoff } from '../../../domain/takeoff/takeoff';
import { estimatorSchemas } from './api';
import { lengthsFromForm } from './estimate-form';
import type { EstimatorState } from './estimator-state';
import { i18n } from './i18n';

// "Build order from measurements": the roof as the form measures it, and the order it makes.

export type OrderPlan =
  | { ok: true; takeoff: Takeoff; wastePercent: number; suggested: boolean }
  | { ok: false; reason: string };

/** The roof as the form measures it, and the waste an order takes; null until all are valid. */
interface MeasuredRoof {
  measurements: RoofMeasurements;
  wastePercent: number;
  /** The waste is the roof's suggested one (nobody typed one). */
  suggested: boolean;
}

/**
 * The form's area, pitch and measurements, checked as POST /api/takeoff checks them. The waste
 * is the user's own when they chose one; a waste of 0 nobody typed means none was set, and the
 * roof's suggested waste is used instead (an order without waste would come up short).
 */
export function measuredRoof(
  state: Pick<EstimatorState, 'form' | 'wasteChosen'>,
): MeasuredRoof | null {
  const { form } = state;
  const lengths = lengthsFromForm(form);
  const typedWaste = parseNumberText(form.waste);
  const suggested = !state.wasteChosen && typedWaste === 0;
  const parsed = estimatorSchemas
    .get()
    .takeoffRequestSchema()
    .safeParse({
      roofAreaSqFt: parseNumberText(form.area),
      pitch: parseNumberText(form.pitch),
      wastePercent: suggested ? suggestedWastePercent(lengths) : typedWaste,
      ...lengths,
    });
  if (!parsed.success) return null;
  const { wastePercent, ...measurements } = parsed.data;
  return { measurements, wastePercent, suggested };
}

/**
 * What "Build order from measurements" would do now: the domain's takeoff (the function
 * POST /api/takeoff runs) of the form's area, pitch and measurements with the price list's rules.
 */
export function planOrder(
  state: Pick<EstimatorState, 'form' | 'wasteChosen'>,
  rules: readonly TakeoffRule[],
): OrderPlan {
  const roof = measuredRoof(state);
  if (!roof) {
    return {
      ok: false,
      reason: i18n._('Fix the area, pitch, measurements and waste factor first.'),
    };
  }
  if (rules.length === 0) {
    return { ok: false, reason: i18n._('The price list has no takeoff items (Settings).') };
  }
  const { measurements, wastePercent, suggested } = roof;
  const order = takeoff(measurements, wastePercent, rules);
  if (order.lines.length === 0) {
    return {
      ok: false,
      reason: i18n._('Nothing to order yet: enter the roof area or the measurements.'),
    };
  }
  return { ok: true, takeoff: order, wastePercent, suggested };
}

import type { RoofMeasurements } from '../../../domain/takeoff/takeoff';
import { roundToDecimals } from '../../../domain/format/units';

// The map hands a measured roof to the estimator in the URL, so the link can be bookmarked or
// sent, and the estimator needs nothing from the map's code to read it.

const LENGTH_PARAMS = [
  ['eaves', 'eavesFt'],
  ['rakes', 'rakesFt'],
  ['ridges', 'ridgesFt'],
  ['hips', 'hipsFt'],
  ['valleys', 'valleysFt'],
  ['walls', 'wallsFt'],
] as const satisfies readonly (readonly [string, keyof RoofMeasurements])[];

/**
 * `/estimator?area=&pitch=&eaves=&rakes=&ridges=&hips=&valleys=&walls=&boots=[&projectId=]`:
 * plan area and pitch as before, every true length in feet to 2 decimals, pipe boots whole.
 * Lengths of 0 are sent too, so the estimator can tell "measured, none" from an older link.
 */
export function estimatorUrl(m: RoofMeasurements, projectId?: string): string {
  const qs = new URLSearchParams({ area: String(m.roofAreaSqFt), pitch: String(m.pitch) });
  for (const [param, key] of LENGTH_PARAMS) qs.set(param, String(roundToDecimals(m[key], 2)));
  qs.set('boots', String(Math.round(m.pipeBoots)));
  if (projectId) qs.set('projectId', projectId);
  return `/estimator?${qs}`;
}

import type { WorkOrder, WorkOrderDiagram } from '../../domain/schedule/crew-day';
import { localFeet } from '../../domain/geo/earth';
import { formatEstimateNumber } from '../../domain/estimate/estimate-record';
import type { RoofOutline } from '../../domain/geo/geo';
import type { EdgeType } from '../../domain/takeoff/roof-edge-types';
import { measuredLinesOf, outlineAreas } from '../../domain/takeoff/roof-edges';
import { workingOptionName } from '../../domain/estimate/working-option';
import type { Repositories } from '../db/repositories';
import { orderLinesOf } from '../pdf/order-data';

// A job's work order for the crew: what to install (the material order of the estimate the
// customer accepted, else the newest saved one: the supplier's lines, quantities and units,
// never a price), the roof's lengths and a diagram of it, and the project's photos.

type WorkOrderRepos = Pick<Repositories, 'estimates' | 'outlines' | 'photos'>;

/** A diagram's coordinates: feet to a tenth, which a phone's screen cannot tell apart anyway. */
const tenth = (n: number) => Math.round(n * 10) / 10;

/** The roof to scale in feet (x east, y north), with every line's type and true length. */
export function diagramOf(outlines: readonly RoofOutline[]): WorkOrderDiagram | null {
  if (outlines.length === 0) return null;
  const { toFeet } = localFeet(outlines.flatMap((o) => o.points));
  const at = (p: { lat: number; lng: number }) => {
    const f = toFeet(p);
    return { x: tenth(f.x), y: tenth(f.y) };
  };
  return {
    outlines: outlines.map((o) => ({ name: o.name, points: o.points.map(at) })),
    lines: outlines.flatMap((o) =>
      measuredLinesOf(o).map((l) => {
        const a = at(l.from);
        const b = at(l.to);
        return { type: l.type, x1: a.x, y1: a.y, x2: b.x, y2: b.y, trueFt: tenth(l.trueFt) };
      }),
    ),
  };
}

/** True lengths by type, in feet, of every outline together. */
function lengthsOf(outlines: readonly RoofOutline[]): Partial<Record<EdgeType, number>> {
  const totals: Partial<Record<EdgeType, number>> = {};
  for (const o of outlines) {
    for (const l of measuredLinesOf(o)) totals[l.type] = (totals[l.type] ?? 0) + l.trueFt;
  }
  for (const type of Object.keys(totals) as EdgeType[]) totals[type] = tenth(totals[type]!);
  return totals;
}

/** The material part: the accepted estimate's working option, else the newest estimate's. */
async function materialsOf(
  repos: WorkOrderRepos,
  projectId: string,
): Promise<Pick<WorkOrder, 'option' | 'estimateNumber' | 'lines'>> {
  const estimates = await repos.estimates.listForProject(projectId);
  const chosen = estimates.find((e) => e.working.basis === 'accepted') ?? estimates[0];
  const found = chosen ? await repos.estimates.working(chosen.id) : undefined;
  if (!found) return { option: null, estimateNumber: null, lines: [] };
  const name = workingOptionName(found.working);
  return {
    option: name ? `${name}${found.working.basis === 'accepted' ? ' (accepted)' : ''}` : null,
    estimateNumber: formatEstimateNumber(found.estimate.number),
    lines: orderLinesOf(found.working.totals),
  };
}

/** The work order of each project, by id. */
export async function workOrdersOf(
  repos: WorkOrderRepos,
  projectIds: readonly string[],
): Promise<Map<string, WorkOrder>> {
  const ids = [...new Set(projectIds)];
  const [outlinesOf, photosOf, materials] = await Promise.all([
    repos.outlines.getMany(ids),
    repos.photos.listForProjects(ids),
    Promise.all(ids.map((id) => materialsOf(repos, id))),
  ]);
  return new Map(
    ids.map((id, i) => {
      const outlines = outlinesOf.get(id)?.outlines ?? [];
      const measured = outlines.length > 0;
      const order: WorkOrder = {
        ...materials[i]!,
        lengths: measured ? lengthsOf(outlines) : null,
        slopedAreaSqFt: measured
          ? tenth(outlines.reduce((sum, o) => sum + outlineAreas(o).slopedSqFt, 0))
          : null,
        diagram: diagramOf(outlines),
        photos: (photosOf.get(id) ?? []).map((p) => ({
          id: p.id,
          caption: p.caption,
          thumbUrl: p.thumbUrl,
          imageUrl: p.imageUrl,
        })),
      };
      return [id, order];
    }),
  );
}

import type { RoofOutline } from '../../domain/geo/geo';
import { edgeTypesOf } from '../../domain/takeoff/roof-edges';
import type { RoofFacet } from '../../domain/takeoff/roof-plan/roof-plan';
import { outlinePlanes } from '../../domain/takeoff/roof-plan/outline-planes';
import { sqFtText } from './document-words';
import type { PdfLayout } from './pdf-layout';
import { BOLD, LEFT, MUTED, WIDTH } from './pdf-layout';

// The roof report's table of roof planes (facets), for outlines whose roof was generated: each
// plane's plan and sloped area, from the same roof plan the map computed (gable ends are the
// edges typed Rake).

/** The planes of an outline with generated lines, or null (none generated, or no roof). */
export const facetsOf = (o: RoofOutline): RoofFacet[] | null =>
  outlinePlanes({ ...o, edges: edgeTypesOf(o), lines: o.lines ?? [] });

/** Writes the table when any outline has generated planes. */
export function facetTable(pdf: PdfLayout, outlines: readonly RoofOutline[]): void {
  const planes = outlines.map((o) => ({ o, facets: facetsOf(o) }));
  if (!planes.some((p) => p.facets)) return;
  const { i18n } = pdf;
  const sqFt = (area: number) => sqFtText(i18n, area, 2);
  pdf.y += 16;
  pdf.ensureRoom(60);
  pdf.y = pdf.caption(i18n._('ROOF PLANES (FACETS) OF GENERATED ROOFS'), LEFT, pdf.y, WIDTH) + 4;
  const table = pdf.table([
    { label: i18n._('Outline'), width: WIDTH - 60 - 130 - 130, align: 'left' },
    { label: i18n._('Plane'), width: 60, align: 'right' },
    { label: i18n._('Plan area'), width: 130, align: 'right' },
    { label: i18n._('Sloped area'), width: 130, align: 'right' },
  ]);
  for (const { o, facets } of planes) {
    if (!facets) continue;
    facets.forEach((f, i) =>
      table.row([o.name, String(i + 1), sqFt(f.planSqFt), sqFt(f.slopedSqFt)]),
    );
    const plan = facets.reduce((s, f) => s + f.planSqFt, 0);
    const sloped = facets.reduce((s, f) => s + f.slopedSqFt, 0);
    table.row(
      [
        i18n._('{outline} total', { outline: o.name }),
        String(facets.length),
        sqFt(plan),
        sqFt(sloped),
      ],
      {
        font: BOLD,
      },
    );
  }
  pdf.y += 6;
  pdf.y = pdf.text(
    i18n._(
      'Each plane rises from its eave at the outline’s pitch: sloped area = plan area × the pitch’s multiplier.',
    ),
    LEFT,
    pdf.y,
    { width: WIDTH, size: 8, color: MUTED },
  );
}

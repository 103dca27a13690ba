import { formatIsoDate, formatNumber, formatSquares } from '../../domain/format/format';
import type { Language } from '../../domain/language/language';
import type { RoofOutline } from '../../domain/geo/geo';
import { estimatorHandoff } from '../../domain/geo/geo';
import { formatPitch } from '../../domain/takeoff/pitch';
import { EDGE_TYPES } from '../../domain/takeoff/roof-edge-types';
import { LENGTH_KEY_OF, outlineAreas, roofLengthsOf } from '../../domain/takeoff/roof-edges';
import { suggestedWastePercent } from '../../domain/takeoff/takeoff';
import type { CompanyProfile } from '../../domain/settings/settings';
import { i18nFor } from '../i18n';
import type { Column } from './pdf-layout';
import { BOLD, LEFT, MUTED, PdfLayout, WIDTH } from './pdf-layout';
import { edgeTypePlural, feetText, sqFtText } from './document-words';
import { drawRoofDiagram, edgeCode, printUnlabelledLines } from './roof-report-diagram';
import { facetTable } from './roof-report-facets';

/** Everything a roof report prints: no money, so any role may have it. */
export interface RoofReportData {
  company: CompanyProfile;
  project: { name: string; address: string };
  /** YYYY-MM-DD. */
  date: string;
  /** At least one. */
  outlines: RoofOutline[];
  /** What the report is written in: the company's language (Settings), not the reader's. */
  language: Language;
}

/** The waste factors roofers compare, as the measurement reports they buy list them. */
export const WASTE_STEPS = [0, 10, 12, 15, 17, 20] as const;

/**
 * A measurement report like those roofers buy: the roof drawn to scale with every line's type
 * and true length, each outline's areas and pitch, lengths by type, and squares by waste factor.
 */
export function renderRoofReportPdf(data: RoofReportData): Promise<Buffer> {
  const { company, project, outlines, language } = data;
  const pdf = new PdfLayout({
    title: i18nFor(language)._('Roof Report {name}', { name: project.name }),
    author: company.name,
    language,
  });
  const { i18n } = pdf;
  const sqFt = (area: number) => sqFtText(i18n, area, 2);
  const lengths = roofLengthsOf(outlines);
  const areas = outlines.map(outlineAreas);
  const planSqFt = areas.reduce((s, a) => s + a.planSqFt, 0);
  const slopedSqFt = areas.reduce((s, a) => s + a.slopedSqFt, 0);
  const suggested = suggestedWastePercent(lengths);
  const pitch = estimatorHandoff(outlines)?.pitch ?? outlines[0]?.pitch ?? 0;

  pdf.letterhead(company, i18n._('Roof Measurement Report'), [
    i18n._('Date {date}', { date: formatIsoDate(data.date, language) }),
  ]);

  const blockWidth = (WIDTH - 24) / 2;
  const blockTop = pdf.y;
  let by = pdf.caption(i18n._('PROPERTY'), LEFT, blockTop, blockWidth);
  by = pdf.text(project.name, LEFT, by + 2, { width: blockWidth, font: BOLD });
  by = pdf.text(project.address, LEFT, by + 2, { width: blockWidth });
  const sx = LEFT + blockWidth + 24;
  let sy = pdf.caption(i18n._('SUMMARY'), sx, blockTop, blockWidth);
  const summary: [string, string][] = [
    [i18n._('Plan area'), sqFt(planSqFt)],
    [i18n._('Sloped area'), sqFt(slopedSqFt)],
    [i18n._('Squares'), formatSquares(slopedSqFt / 100)],
    [outlines.length > 1 ? i18n._('Predominant pitch') : i18n._('Pitch'), formatPitch(pitch)],
    [i18n._('Suggested waste'), `${suggested}%`],
  ];
  for (const [label, value] of summary) sy = pdf.keyValue(label, value, sx, sy + 2, blockWidth);
  pdf.y = Math.max(by, sy) + 18;

  // Under the diagram, room for the first rows of the outlines table.
  const unlabelled = drawRoofDiagram(
    pdf,
    outlines,
    16 + Math.max(60, 20 + 19 * Math.min(outlines.length, 3)),
  );

  // Each outline's own figures, then the totals.
  pdf.y += 16;
  const faces = pdf.table([
    { label: i18n._('Outline'), width: WIDTH - 60 - 110 - 110 - 70, align: 'left' },
    { label: i18n._('Pitch'), width: 60, align: 'right' },
    { label: i18n._('Plan area'), width: 110, align: 'right' },
    { label: i18n._('Sloped area'), width: 110, align: 'right' },
    { label: i18n._('Squares'), width: 70, align: 'right' },
  ]);
  for (const [i, o] of outlines.entries()) {
    const a = areas[i]!;
    faces.row([
      o.name,
      formatPitch(o.pitch),
      sqFt(a.planSqFt),
      sqFt(a.slopedSqFt),
      formatSquares(a.slopedSqFt / 100),
    ]);
  }
  if (outlines.length > 1) {
    faces.row(
      [i18n._('Total'), '', sqFt(planSqFt), sqFt(slopedSqFt), formatSquares(slopedSqFt / 100)],
      { font: BOLD },
    );
  }

  // Lengths by type beside the squares by waste factor; kept together on one page.
  pdf.y += 16;
  pdf.ensureRoom(20 + 20 + 7 * 19);
  const top = pdf.y;
  const half = (WIDTH - 24) / 2;
  const lengthRows = pdf.table(
    halfColumns([i18n._('Lengths by type'), i18n._('True length')], half),
  );
  for (const type of EDGE_TYPES) {
    lengthRows.row([
      `${edgeTypePlural(i18n, type)} (${edgeCode(type)})`,
      feetText(i18n, lengths[LENGTH_KEY_OF[type]]),
    ]);
  }
  lengthRows.row([i18n._('Pipe boots'), formatNumber(lengths.pipeBoots, 0)]);
  const leftBottom = pdf.y;
  pdf.y = top;
  const wasteRows = pdf.table(
    [
      { label: i18n._('Waste'), width: half * 0.4, align: 'left' },
      { label: i18n._('Area with waste'), width: half * 0.36, align: 'right' },
      { label: i18n._('Squares'), width: half - half * 0.4 - half * 0.36, align: 'right' },
    ],
    LEFT + half + 24,
  );
  for (const w of WASTE_STEPS) {
    const area = slopedSqFt * (1 + w / 100);
    wasteRows.row(
      [
        w === suggested ? i18n._('{percent}% (suggested)', { percent: w }) : `${w}%`,
        sqFt(area),
        formatSquares(area / 100),
      ],
      w === suggested ? { font: BOLD } : {},
    );
  }
  pdf.y = Math.max(leftBottom, pdf.y) + 8;
  const why =
    suggested > 10
      ? i18n._('Suggested waste: {percent}% (the roof has hips or valleys).', {
          percent: suggested,
        })
      : i18n._('Suggested waste: {percent}% (no hips or valleys).', { percent: suggested });
  pdf.y = pdf.text(
    `${why} ${i18n._('Lengths are true lengths from each outline’s pitch; areas are measured on the map.')}`,
    LEFT,
    pdf.y,
    { width: WIDTH, size: 8, color: MUTED },
  );

  facetTable(pdf, outlines);

  printUnlabelledLines(pdf, unlabelled);

  return pdf.finish([company.name, project.name].filter(Boolean).join('  ·  '));
}

const halfColumns = ([a, b]: [string, string], width: number): Column[] => [
  { label: a, width: width * 0.6, align: 'left' },
  { label: b, width: width * 0.4, align: 'right' },
];

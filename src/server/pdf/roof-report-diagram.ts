import { formatNumber } from '../../domain/format/format';
import type { RoofOutline } from '../../domain/geo/geo';
import type { EdgeType } from '../../domain/takeoff/roof-edge-types';
import { EDGE_TYPES } from '../../domain/takeoff/roof-edge-types';
import { measuredLinesOf } from '../../domain/takeoff/roof-edges';
import { edgeTypeName, feetText } from './document-words';
import type { Column, PdfLayout } from './pdf-layout';
import { BOLD, BOTTOM, INK, LEFT, MUTED, RULE, WIDTH } from './pdf-layout';
import type { Point, Rect, Segment } from './roof-diagram';
import {
  fitDiagram,
  LabelPlacer,
  labelCandidates,
  nameCandidates,
  planProjection,
} from './roof-diagram';

// The roof report's diagram: the roof to scale with every line's type and true length, and
// the list of the lines too short to label on it.

// Each type has a colour with at least 4.5:1 contrast on white (its labels are text in it), a
// dash pattern, and a code in every label, so the diagram reads without colour too.
const STYLE: Record<EdgeType, { code: string; color: string; dash?: [number, number] }> = {
  eave: { code: 'E', color: '#1d4ed8' },
  rake: { code: 'R', color: '#15803d', dash: [6, 2.5] },
  ridge: { code: 'RG', color: '#b91c1c' },
  hip: { code: 'H', color: '#7e22ce', dash: [3, 2] },
  valley: { code: 'V', color: '#b45309', dash: [1.5, 1.5] },
  wall: { code: 'W', color: '#0e7490', dash: [8, 2] },
};

/** A type's code, as the diagram's labels and the report's tables print it. */
export const edgeCode = (type: EdgeType): string => STYLE[type].code;

const DIAGRAM_MIN_HEIGHT = 220;
const DIAGRAM_MAX_HEIGHT = 400;
const DIAGRAM_CAPTION = 14;
const LEGEND_HEIGHT = 22;
// Room around the roof for the labels of its outer edges.
const DIAGRAM_PAD = 40;
const LABEL_FONT = BOLD;
// Labels of a busy roof are a size smaller so more of them fit.
const labelSize = (lineCount: number) => (lineCount <= 40 ? 7.5 : 6.5);
const NAME_SIZE = 8;
// A roof of thousands of tiny lines would otherwise list them over hundreds of pages.
const SHORT_LINES_LISTED = 100;

interface DiagramLine {
  number: number;
  outline: string;
  type: EdgeType;
  trueFt: number;
  a: Point;
  b: Point;
  /** The side labels go first: away from the middle of the outline. */
  outward: Point;
}

/** A line the diagram could not label in full: marked by its number, or not at all. */
interface UnlabelledLine {
  line: DiagramLine;
  tagged: boolean;
}

/**
 * Draws the diagram on the space left on the page less `roomBelow` (kept for what follows it),
 * never so little that the roof turns into a thumbnail. Returns the lines it could not label.
 */
export function drawRoofDiagram(
  pdf: PdfLayout,
  outlines: readonly RoofOutline[],
  roomBelow: number,
): UnlabelledLine[] {
  const room = BOTTOM - pdf.y - DIAGRAM_CAPTION - LEGEND_HEIGHT - roomBelow;
  return drawDiagram(
    pdf,
    outlines,
    Math.min(DIAGRAM_MAX_HEIGHT, Math.max(DIAGRAM_MIN_HEIGHT, room)),
  );
}

/** The lines the diagram could not label in full, listed under the tables. */
export function printUnlabelledLines(pdf: PdfLayout, unlabelled: readonly UnlabelledLine[]): void {
  if (unlabelled.length === 0) return;
  const { i18n } = pdf;
  pdf.y += 16;
  pdf.ensureRoom(60);
  pdf.y = pdf.caption(i18n._('LINES TOO SHORT TO LABEL ON THE DIAGRAM'), LEFT, pdf.y, WIDTH) + 4;
  const columns: Column[] = [
    { label: i18n._('Mark'), width: 70, align: 'left' },
    { label: i18n._('Outline'), width: WIDTH - 70 - 90 - 100, align: 'left' },
    { label: i18n._('Type'), width: 90, align: 'left' },
    { label: i18n._('True length'), width: 100, align: 'right' },
  ];
  const table = pdf.table(columns);
  for (const { line, tagged } of unlabelled.slice(0, SHORT_LINES_LISTED)) {
    table.row([
      tagged ? String(line.number) : i18n._('not marked'),
      line.outline,
      edgeTypeName(i18n, line.type),
      feetText(i18n, line.trueFt),
    ]);
  }
  const more = unlabelled.length - SHORT_LINES_LISTED;
  if (more > 0) {
    pdf.y += 6;
    const andMore = i18n._('and {count} more, counted in the lengths by type.', {
      count: formatNumber(more, 0),
    });
    pdf.text(andMore, LEFT, pdf.y, {
      width: WIDTH,
      size: 8,
      color: MUTED,
    });
  }
}

/**
 * The roof to scale, north up: every edge and inner line in its type's colour and dash with its
 * code and true length, each outline's name, a scale bar, a north arrow and a legend. Returns
 * the lines whose label did not fit (listed under the tables instead).
 */
function drawDiagram(
  pdf: PdfLayout,
  outlines: readonly RoofOutline[],
  maxHeight: number,
): UnlabelledLine[] {
  const { doc } = pdf;
  const toPlan = planProjection(outlines);
  const planLines = outlines.map((o) => measuredLinesOf(o));
  const allPoints = [
    ...outlines.flatMap((o) => o.points.map(toPlan)),
    ...planLines.flat().flatMap((l) => [toPlan(l.from), toPlan(l.to)]),
  ];

  // Caption, box and legend move to the next page together if they do not fit here.
  const probe = fitDiagram(allPoints, {
    x: LEFT,
    y: 0,
    width: WIDTH,
    maxHeight,
    pad: DIAGRAM_PAD,
  });
  pdf.ensureRoom(DIAGRAM_CAPTION + probe.height + LEGEND_HEIGHT);
  const caption = pdf.i18n._('ROOF DIAGRAM  (north up, true lengths in feet)');
  pdf.y = pdf.caption(caption, LEFT, pdf.y, WIDTH) + 4;
  const boxTop = pdf.y;
  const fit = fitDiagram(allPoints, {
    x: LEFT,
    y: boxTop,
    width: WIDTH,
    maxHeight,
    pad: DIAGRAM_PAD,
  });
  const box: Rect = { x: LEFT, y: boxTop, w: WIDTH, h: fit.height };
  doc.rect(box.x, box.y, box.w, box.h).lineWidth(0.75).strokeColor(RULE).stroke();

  let number = 0;
  const lines: DiagramLine[] = [];
  const rings: Point[][] = [];
  for (const [i, o] of outlines.entries()) {
    const corners = o.points.map((p) => fit.toPage(toPlan(p)));
    const centre = {
      x: corners.reduce((s, p) => s + p.x, 0) / corners.length,
      y: corners.reduce((s, p) => s + p.y, 0) / corners.length,
    };
    rings.push(corners);
    // A light fill so the roof reads as a surface and overlapping outlines show.
    doc
      .polygon(...corners.map((p) => [p.x, p.y]))
      .fillOpacity(0.5)
      .fillColor('#f1f5f9')
      .fill();
    doc.fillOpacity(1);
    for (const l of planLines[i]!) {
      const a = fit.toPage(toPlan(l.from));
      const b = fit.toPage(toPlan(l.to));
      const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
      lines.push({
        number: ++number,
        outline: o.name,
        type: l.type,
        trueFt: l.trueFt,
        a,
        b,
        outward: { x: mid.x - centre.x, y: mid.y - centre.y },
      });
    }
  }
  for (const l of lines) {
    const style = STYLE[l.type];
    doc.moveTo(l.a.x, l.a.y).lineTo(l.b.x, l.b.y).lineWidth(1.6).strokeColor(style.color);
    if (style.dash) doc.dash(style.dash[0], { space: style.dash[1] });
    doc.stroke().undash();
  }

  const segments: Segment[] = lines.map((l) => ({ a: l.a, b: l.b }));
  const placer = new LabelPlacer(box, segments);
  northArrow(pdf, placer, box);
  scaleBar(pdf, placer, box, fit.scale);

  // Outline names first (when there is room), then the longest lines: a short line is the one
  // to give up if two compete for the same place.
  for (const [i, o] of outlines.entries()) {
    const size = {
      w: Math.min(pdf.widthOf(o.name, BOLD, NAME_SIZE) + 4, box.w - 8),
      h: NAME_SIZE + 3,
    };
    const r = placer.place(nameCandidates(rings[i]!, size.h + 2), size);
    if (r) {
      pdf.text(o.name, r.x, r.y + 1.5, {
        width: r.w,
        align: 'center',
        font: BOLD,
        size: NAME_SIZE,
        color: MUTED,
      });
    }
  }

  const unlabelled: UnlabelledLine[] = [];
  const fontSize = labelSize(lines.length);
  const byLength = [...lines].sort((p, q) => q.trueFt - p.trueFt || p.number - q.number);
  for (const l of byLength) {
    const full = `${STYLE[l.type].code} ${feetText(pdf.i18n, l.trueFt, 1)}`;
    if (label(pdf, placer, l, full, fontSize)) continue;
    unlabelled.push({ line: l, tagged: label(pdf, placer, l, String(l.number), fontSize) });
  }
  pdf.y = box.y + box.h + 8;
  legend(pdf);
  return unlabelled.sort((p, q) => p.line.number - q.line.number);
}

/** Writes a label for the line where it fits, on a white ground; false when nowhere fits. */
function label(
  pdf: PdfLayout,
  placer: LabelPlacer,
  l: DiagramLine,
  s: string,
  fontSize: number,
): boolean {
  const size = { w: pdf.widthOf(s, LABEL_FONT, fontSize) + 3, h: fontSize + 2 };
  const r = placer.place(labelCandidates(l.a, l.b, size, l.outward), size, l.number - 1);
  if (!r) return false;
  pdf.doc.rect(r.x, r.y, r.w, r.h).fillColor('#ffffff').fill();
  pdf.text(s, r.x, r.y + 1.5, {
    width: r.w,
    align: 'center',
    font: LABEL_FONT,
    size: fontSize,
    color: STYLE[l.type].color,
  });
  return true;
}

function northArrow(pdf: PdfLayout, placer: LabelPlacer, box: Rect): void {
  const x = box.x + box.w - 16;
  const y = box.y + 8;
  pdf.doc
    .polygon([x, y], [x + 4, y + 10], [x - 4, y + 10])
    .fillColor(INK)
    .fill();
  pdf.text('N', x - 5, y + 11, { width: 10, align: 'center', font: BOLD, size: 7, color: INK });
  placer.reserve({ x: x - 7, y: y - 2, w: 14, h: 22 });
}

/** A bar of a round length (1, 2, 5, 10, 20, 25, 50 ... ft) at most 120 points long. */
function scaleBar(pdf: PdfLayout, placer: LabelPlacer, box: Rect, scale: number): void {
  const steps = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000];
  const ft = [...steps].reverse().find((s) => s * scale <= 120) ?? steps[0]!;
  const len = ft * scale;
  const x = box.x + 8;
  const y = box.y + box.h - 8;
  const { doc } = pdf;
  doc
    .moveTo(x, y)
    .lineTo(x + len, y)
    .lineWidth(1)
    .strokeColor(INK)
    .stroke();
  for (const tx of [x, x + len])
    doc
      .moveTo(tx, y - 3)
      .lineTo(tx, y)
      .stroke();
  const label = pdf.i18n._('{length} ft', { length: String(ft) });
  pdf.text(label, x, y - 11, { width: Math.max(len, 30), size: 7, color: INK });
  placer.reserve({ x: x - 2, y: y - 12, w: Math.max(len, 30) + 4, h: 14 });
}

/** One row under the diagram: each type's line sample, code and name. */
function legend(pdf: PdfLayout): void {
  const { doc } = pdf;
  const step = WIDTH / EDGE_TYPES.length;
  const y = pdf.y + 4;
  for (const [i, type] of EDGE_TYPES.entries()) {
    const style = STYLE[type];
    const x = LEFT + i * step;
    doc
      .moveTo(x, y)
      .lineTo(x + 22, y)
      .lineWidth(2)
      .strokeColor(style.color);
    if (style.dash) doc.dash(style.dash[0], { space: style.dash[1] });
    doc.stroke().undash();
    pdf.text(`${style.code}  ${edgeTypeName(pdf.i18n, type)}`, x + 27, y - 3.5, {
      width: step - 30,
      font: BOLD,
      size: 7.5,
      color: style.color,
    });
  }
  pdf.y = y + 10;
}

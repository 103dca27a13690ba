import { formatIsoDate } from '../../domain/format/format';
import type { Language } from '../../domain/language/language';
import { base64Bytes, printableImage } from './images';
import type { PdfLayout } from './pdf-layout';
import { BOLD, INK, LEFT, MUTED, RULE, WIDTH } from './pdf-layout';

// Job photos as the PDFs print them (the photo report, the proposal): two to a row, each
// scaled into the same box with its lines of text under it, a row never split across pages.

/** An image `printableImage` accepted, with the size it read. */
export interface PrintableImage {
  bytes: Uint8Array;
  width: number;
  height: number;
}

/** A picture from stored text (a data: URL or base64) that is safe to print; null otherwise. */
export function printablePicture(text: string | null): PrintableImage | null {
  const bytes = text ? base64Bytes(text) : null;
  const image = bytes && printableImage(bytes);
  return bytes && image ? { bytes, width: image.width, height: image.height } : null;
}

export interface PhotoCell {
  /** Null when the photo could not be read: a framed note takes its place. */
  image: PrintableImage | null;
  /** Under the image: the first line bold, the rest as given (muted unless `ink`). */
  lines: readonly { text: string; ink?: boolean }[];
}

const GAP = 18;
export const CELL_WIDTH = (WIDTH - GAP) / 2;
/** A 4:3 landscape photo fills the box; a portrait one is as tall and narrower. */
export const IMAGE_BOX = { width: CELL_WIDTH, height: Math.round((CELL_WIDTH * 3) / 4) };
const TEXT_SIZE = 9;
const LINE_GAP = 2;
const ROW_GAP = 16;

function textHeight(pdf: PdfLayout, cell: PhotoCell): number {
  return cell.lines.reduce(
    (sum, line, i) =>
      sum + pdf.heightOf(line.text, CELL_WIDTH, i === 0 ? BOLD : undefined, TEXT_SIZE) + LINE_GAP,
    0,
  );
}

/** The height of the grid's first row (to keep a heading with it). */
export function firstRowHeight(pdf: PdfLayout, cells: readonly PhotoCell[]): number {
  const row = cells.slice(0, 2);
  return row.length === 0
    ? 0
    : IMAGE_BOX.height + 6 + Math.max(...row.map((c) => textHeight(pdf, c)));
}

/**
 * Prints the photos from `pdf.y` on, two to a row. A row starts a new page when it would run
 * into the footer; `onNewPage` (say, to repeat a heading) runs when one does.
 */
export function printPhotoGrid(
  pdf: PdfLayout,
  cells: readonly PhotoCell[],
  onNewPage?: () => void,
): void {
  for (let i = 0; i < cells.length; i += 2) {
    const row = cells.slice(i, i + 2);
    const height = firstRowHeight(pdf, row);
    pdf.ensureRoom(height, onNewPage);
    const top = pdf.y;
    for (const [j, cell] of row.entries()) {
      const x = LEFT + j * (CELL_WIDTH + GAP);
      drawImage(pdf, cell.image, x, top);
      let y = top + IMAGE_BOX.height + 6;
      for (const [k, line] of cell.lines.entries()) {
        y =
          pdf.text(line.text, x, y, {
            width: CELL_WIDTH,
            size: TEXT_SIZE,
            font: k === 0 ? BOLD : undefined,
            color: k === 0 || line.ink ? INK : MUTED,
          }) + LINE_GAP;
      }
    }
    pdf.y = top + height + ROW_GAP;
  }
}

/** The image centred in its box, or a framed note when there is none or pdfkit refused it. */
function drawImage(pdf: PdfLayout, image: PrintableImage | null, x: number, y: number): void {
  if (image) {
    const scale = Math.min(IMAGE_BOX.width / image.width, IMAGE_BOX.height / image.height);
    const dx = (IMAGE_BOX.width - image.width * scale) / 2;
    const dy = (IMAGE_BOX.height - image.height * scale) / 2;
    if (pdf.image(image, x + dx, y + dy, IMAGE_BOX) !== null) return;
  }
  pdf.doc.rect(x, y, IMAGE_BOX.width, IMAGE_BOX.height).lineWidth(0.75).strokeColor(RULE).stroke();
  pdf.text('This image could not be printed.', x, y + IMAGE_BOX.height / 2 - 5, {
    width: IMAGE_BOX.width,
    align: 'center',
    size: TEXT_SIZE,
    color: MUTED,
  });
}

const WALL_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * When a photo was taken or uploaded, for print: "Nov 21, 2026, 10:04 AM PST". An instant (with
 * Z or an offset) is shown in `timeZone` (the reader's, else UTC) with the zone's name; a time
 * without a zone (a camera's clock, as EXIF often has it) is printed as the camera read it.
 * `dateOnly` leaves the time out.
 */
export function photoTimeText(iso: string, timeZone = 'UTC', dateOnly = false): string {
  const m = WALL_TIME.exec(iso.trim());
  if (!m) return iso;
  const [, y, mo, d, h, mi, zone] = m;
  if (zone) {
    const at = new Date(iso);
    if (Number.isNaN(at.getTime())) return iso;
    return new Intl.DateTimeFormat('en-US', {
      timeZone,
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      ...(dateOnly ? {} : { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }),
    }).format(at);
  }
  const day = `${MONTHS[Number(mo) - 1] ?? mo} ${Number(d)}, ${y}`;
  if (dateOnly || h === undefined) return day;
  const hour = Number(h);
  return `${day}, ${hour % 12 || 12}:${mi} ${hour < 12 ? 'AM' : 'PM'}`;
}

/**
 * The day a photo was taken as `photoTimeText(iso, 'UTC', true)` reads it, in `language`:
 * "Nov 21, 2026", "21 de noviembre de 2026".
 */
export function photoDateText(iso: string, language: Language): string {
  if (language === 'en') return photoTimeText(iso, 'UTC', true);
  const m = WALL_TIME.exec(iso.trim());
  if (!m) return iso;
  const at = m[6] ? new Date(iso) : new Date(`${m[1]}-${m[2]}-${m[3]}T00:00:00Z`);
  return Number.isNaN(at.getTime()) ? iso : formatIsoDate(at.toISOString(), language);
}

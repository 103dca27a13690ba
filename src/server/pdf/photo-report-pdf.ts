import { formatIsoDate, formatNumber } from '../../domain/format/format';
import type { PhotoTag } from '../../domain/photo/photo';
import { PHOTO_TAG_LABELS, PHOTO_TAGS } from '../../domain/photo/photo';
import type { CompanyProfile } from '../../domain/settings/settings';
import type { PhotoCell, PrintableImage } from './photo-grid';
import { firstRowHeight, photoTimeText, printPhotoGrid } from './photo-grid';
import { ACCENT, BOLD, LEFT, MUTED, PdfLayout, WIDTH } from './pdf-layout';

/** One photo as the report prints it. */
export interface PhotoReportPhoto {
  tag: PhotoTag;
  caption: string;
  /** From the photo's EXIF, or null. */
  takenAt: string | null;
  uploadedAt: string;
  uploadedBy: string | null;
  /** Made small enough to print (a JPEG `printableImage` accepted); null when unreadable. */
  image: PrintableImage | null;
}

/** Everything the photo report prints: no money, so any role may have it. */
export interface PhotoReportData {
  company: CompanyProfile;
  logo: PrintableImage | null;
  project: { name: string; address: string; customerName: string };
  /** YYYY-MM-DD: the reader's calendar date. */
  date: string;
  /** The reader's IANA time zone, for the times printed (UTC when unknown). */
  timeZone: string;
  /** Oldest first; grouped by tag here. */
  photos: PhotoReportPhoto[];
  /** Photos of the project left out because the report has a limit (none usually). */
  omitted: number;
}

const HEADING_HEIGHT = 26;

/**
 * Every photo of a project, grouped by tag (Before, Damage, During, After, Other), each with
 * its caption, when it was taken and who added it: the record an insurance adjuster asks for.
 */
export function renderPhotoReportPdf(data: PhotoReportData): Promise<Buffer> {
  const { company, project, photos, timeZone } = data;
  const pdf = new PdfLayout({ title: `Photo Report ${project.name}`, author: company.name });
  const count = photos.length + data.omitted;
  pdf.letterhead(
    company,
    'Photo Report',
    [
      `Date ${formatIsoDate(data.date)}`,
      `${formatNumber(count, 0)} photo${count === 1 ? '' : 's'}`,
    ],
    data.logo,
  );

  // The property and customer beside the counts by tag.
  const blockWidth = (WIDTH - 24) / 2;
  const blockTop = pdf.y;
  let by = pdf.caption('PROPERTY', LEFT, blockTop, blockWidth);
  by = pdf.text(project.name, LEFT, by + 2, { width: blockWidth, font: BOLD });
  if (project.address) by = pdf.text(project.address, LEFT, by + 2, { width: blockWidth });
  if (project.customerName) {
    by = pdf.caption('CUSTOMER', LEFT, by + 8, blockWidth);
    by = pdf.text(project.customerName, LEFT, by + 2, { width: blockWidth });
  }
  const sx = LEFT + blockWidth + 24;
  let sy = pdf.caption('PHOTOS', sx, blockTop, blockWidth);
  const groups = PHOTO_TAGS.map((tag) => ({
    tag,
    photos: photos.filter((p) => p.tag === tag),
  })).filter((g) => g.photos.length > 0);
  for (const g of groups) {
    sy = pdf.keyValue(
      PHOTO_TAG_LABELS[g.tag],
      formatNumber(g.photos.length, 0),
      sx,
      sy + 2,
      blockWidth,
    );
  }
  sy = pdf.keyValue('Total', formatNumber(count, 0), sx, sy + 2, blockWidth);
  pdf.y = Math.max(by, sy) + 16;

  if (data.omitted > 0) {
    pdf.y =
      pdf.text(
        `This report shows the first ${formatNumber(photos.length, 0)} of ${formatNumber(count, 0)} photos (the most one report prints). The rest are on the project's page.`,
        LEFT,
        pdf.y,
        { width: WIDTH, font: BOLD, color: ACCENT },
      ) + 12;
  }
  if (photos.length === 0) {
    pdf.text('This project has no photos yet.', LEFT, pdf.y, { width: WIDTH, color: MUTED });
  }

  // Numbered in print order, so a photo can be referred to ("photo 12") in a claim.
  let number = 0;
  for (const g of groups) {
    const label = PHOTO_TAG_LABELS[g.tag];
    const heading = (suffix = '') =>
      (pdf.y =
        pdf.text(`${label}${suffix}`, LEFT, pdf.y, {
          width: WIDTH,
          font: BOLD,
          size: 13,
          color: ACCENT,
        }) + 8);
    const cells: PhotoCell[] = g.photos.map((p) => {
      number += 1;
      const lines: PhotoCell['lines'][number][] = [{ text: `Photo ${number} · ${label}` }];
      if (p.caption.trim()) lines.push({ text: p.caption.trim(), ink: true });
      lines.push({
        text: p.takenAt
          ? `Taken ${photoTimeText(p.takenAt, timeZone)}`
          : 'Taken: no capture time in the file',
      });
      const by = p.uploadedBy ? ` by ${p.uploadedBy}` : '';
      lines.push({ text: `Uploaded ${photoTimeText(p.uploadedAt, timeZone)}${by}` });
      return { image: p.image, lines };
    });
    // The heading never ends a page alone: it goes over with the first row.
    pdf.ensureRoom(HEADING_HEIGHT + firstRowHeight(pdf, cells));
    heading(` (${formatNumber(g.photos.length, 0)})`);
    printPhotoGrid(pdf, cells, () => heading(' (continued)'));
    pdf.y += 6;
  }

  return pdf.finish([company.name, project.name, 'Photo report'].filter(Boolean).join('  ·  '));
}

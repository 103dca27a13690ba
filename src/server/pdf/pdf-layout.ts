import type { I18n } from '@lingui/core';
import PDFDocument from 'pdfkit';
import type { Language } from '../../domain/language/language';
import type { CompanyProfile } from '../../domain/settings/settings';
import { i18nFor } from '../i18n';

// The page, the type and the few building blocks every Ridgeline PDF is made of (the proposal,
// the material order, the roof report), so they look alike and each thing is done one way.

// US Letter, 0.75 in margins.
export const PAGE = { width: 612, height: 792, margin: 54 };
export const LEFT = PAGE.margin;
export const RIGHT = PAGE.width - PAGE.margin;
export const WIDTH = RIGHT - LEFT;
// Room kept free at the bottom of every page for the footer line.
export const BOTTOM = PAGE.height - PAGE.margin - 24;

export const INK = '#0f172a';
export const MUTED = '#475569';
export const RULE = '#cbd5e1';
export const BAND = '#f1f5f9';
export const ACCENT = '#9a3412';

export const REGULAR = 'Helvetica';
export const BOLD = 'Helvetica-Bold';

// The built-in Helvetica only encodes Windows-1252. Anything else would print as garbage, so
// accents are dropped where that gives a readable letter (ł -> l) and the rest becomes "?".
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const encodable = (ch: string) => {
  const c = ch.codePointAt(0) ?? 0;
  return (c >= 0x20 && c <= 0x7e) || (c >= 0xa0 && c <= 0xff) || WIN_ANSI_EXTRA.has(ch);
};

export function pdfSafeText(s: string): string {
  let out = '';
  for (const ch of s.normalize('NFC')) {
    if (ch === '\n' || encodable(ch)) {
      out += ch;
      continue;
    }
    if (ch === '\t' || ch === '\r') {
      out += ch === '\t' ? ' ' : '';
      continue;
    }
    const base = ch.normalize('NFKD').replace(/\p{M}/gu, '');
    out += base !== '' && [...base].every(encodable) ? base : '?';
  }
  return out;
}

export interface TextOptions {
  width: number;
  align?: 'left' | 'right' | 'center';
  font?: string;
  size?: number;
  color?: string;
}

export interface Column {
  label: string;
  width: number;
  align: 'left' | 'right';
}

// Where a company logo is drawn, in points: wide logos fill the width, tall ones the height.
const LOGO_BOX = { width: 180, height: 56 };

const CELL_PAD = 6;
const HEADER_HEIGHT = 20;

export interface Table {
  /** One row; a row that does not fit starts a new page, which repeats the header first. */
  row(cells: readonly string[], opts?: { font?: string }): void;
}

/**
 * A PDF being written top to bottom: `y` is where the next block goes. Text is always run
 * through pdfSafeText, so a name in any script prints as something readable.
 */
export class PdfLayout {
  readonly doc: PDFKit.PDFDocument;
  /** The document's language: what the layout writes itself (page numbers) and its callers. */
  readonly i18n: I18n;
  y = PAGE.margin;
  private readonly done: Promise<Buffer>;

  /** `language`: the reader's (English when not given). */
  constructor(info: { title: string; author: string; language?: Language }) {
    this.i18n = i18nFor(info.language ?? 'en');
    this.doc = new PDFDocument({
      size: 'LETTER',
      margin: PAGE.margin,
      bufferPages: true,
      info: {
        Title: pdfSafeText(info.title),
        Author: pdfSafeText(info.author || 'Ridgeline'),
        Creator: 'Ridgeline',
      },
    });
    const chunks: Buffer[] = [];
    this.done = new Promise<Buffer>((resolve, reject) => {
      this.doc.on('data', (c: Buffer) => chunks.push(c));
      this.doc.on('end', () => resolve(Buffer.concat(chunks)));
      this.doc.on('error', reject);
    });
  }

  /** Writes text at (x, y); returns the y below it. */
  text(s: string, x: number, y: number, opts: TextOptions): number {
    this.doc
      .font(opts.font ?? REGULAR)
      .fontSize(opts.size ?? 10)
      .fillColor(opts.color ?? INK)
      .text(pdfSafeText(s), x, y, { width: opts.width, align: opts.align ?? 'left' });
    return this.doc.y;
  }

  /** A small bold caption over a block ("PREPARED FOR"); returns the y below it. */
  caption(s: string, x: number, y: number, width: number): number {
    return this.text(s, x, y, { width, font: BOLD, size: 8, color: MUTED });
  }

  heightOf(s: string, width: number, font = REGULAR, size = 10): number {
    return this.doc.font(font).fontSize(size).heightOfString(pdfSafeText(s), { width });
  }

  widthOf(s: string, font = REGULAR, size = 10): number {
    return this.doc.font(font).fontSize(size).widthOfString(pdfSafeText(s));
  }

  /**
   * Text of any length, line by line from `pdf.y`, onto as many pages as it needs: each line
   * starts a new page when it would run into the footer (pdfkit's own overflow would not keep
   * clear of it). Newlines start paragraphs; a word wider than the column is broken.
   */
  flowText(s: string, x: number, opts: TextOptions): void {
    const font = opts.font ?? REGULAR;
    const size = opts.size ?? 10;
    const lineHeight = this.heightOf('X', opts.width, font, size);
    const fits = (line: string) => this.widthOf(line, font, size) <= opts.width;
    // null: the gap between two paragraphs.
    const lines: (string | null)[] = [];
    for (const [p, paragraph] of pdfSafeText(s).split('\n').entries()) {
      if (p > 0) lines.push(null);
      let line = '';
      for (const word of paragraph.split(/ +/)) {
        const joined = line ? `${line} ${word}` : word;
        if (fits(joined)) {
          line = joined;
          continue;
        }
        if (line) lines.push(line);
        line = word;
        // A word wider than the column goes on as many lines as it takes.
        while (!fits(line) && line.length > 1) {
          // The longest start that fits, by halving: at least one character a line.
          let [lo, hi] = [1, line.length - 1];
          while (lo < hi) {
            const mid = Math.ceil((lo + hi) / 2);
            if (fits(line.slice(0, mid))) lo = mid;
            else hi = mid - 1;
          }
          lines.push(line.slice(0, lo));
          line = line.slice(lo);
        }
      }
      lines.push(line);
    }
    for (const line of lines) {
      if (line === null) {
        this.y += lineHeight / 3;
        continue;
      }
      this.ensureRoom(lineHeight);
      this.text(line, x, this.y, { ...opts, font, size });
      this.y += lineHeight;
    }
  }

  /** A horizontal line at y, by default across the page. */
  rule(y: number, color = RULE, weight = 0.75, from = LEFT, to = RIGHT): void {
    this.doc.moveTo(from, y).lineTo(to, y).lineWidth(weight).strokeColor(color).stroke();
  }

  /** Starts a new page unless `needed` points still fit above the footer. */
  ensureRoom(needed: number, onNewPage?: () => void): void {
    if (this.y + needed <= BOTTOM) return;
    this.doc.addPage();
    this.y = PAGE.margin;
    onNewPage?.();
  }

  /**
   * Draws a PNG or JPEG scaled to fit the box, its top left at (x, y); returns its height, or
   * null when pdfkit cannot read it. Pass only images `printableImage` accepted (with the size
   * it read).
   */
  image(
    image: { bytes: Uint8Array; width: number; height: number },
    x: number,
    y: number,
    box: { width: number; height: number },
  ): number | null {
    const scale = Math.min(box.width / image.width, box.height / image.height);
    try {
      this.doc.image(Buffer.from(image.bytes), x, y, { fit: [box.width, box.height] });
      return image.height * scale;
    } catch {
      return null;
    }
  }

  /**
   * The top of every document: the company (under its logo, when it has one) on the left; the
   * title, then the document's own lines (the first in ink, the rest muted) on the right; an
   * accent rule under both.
   */
  letterhead(
    company: CompanyProfile,
    title: string,
    lines: readonly string[],
    logo: { bytes: Uint8Array; width: number; height: number } | null = null,
  ): void {
    const headerTop = this.y;
    const leftWidth = WIDTH * 0.55;
    const rightWidth = WIDTH - leftWidth - 12;
    const rightX = RIGHT - rightWidth;
    let ly = headerTop;
    if (logo) {
      const height = this.image(logo, LEFT, headerTop, LOGO_BOX);
      if (height !== null) ly += height + 8;
    }
    if (company.name) {
      ly = this.text(company.name, LEFT, ly, { width: leftWidth, font: BOLD, size: 16 });
    }
    const contact = [
      company.address,
      [company.phone, company.email].filter(Boolean).join('  |  '),
      company.licenseNumber
        ? this.i18n._('License #{number}', { number: company.licenseNumber })
        : '',
    ].filter(Boolean);
    for (const line of contact) {
      ly = this.text(line, LEFT, ly + 2, { width: leftWidth, color: MUTED });
    }

    let ry = this.text(title, rightX, headerTop, {
      width: rightWidth,
      align: 'right',
      font: BOLD,
      size: 16,
      color: ACCENT,
    });
    for (const [i, line] of lines.entries()) {
      ry = this.text(line, rightX, ry + (i === 0 ? 4 : 2), {
        width: rightWidth,
        align: 'right',
        ...(i === 0 ? {} : { color: MUTED }),
      });
    }
    this.y = Math.max(ly, ry) + 12;
    this.rule(this.y, ACCENT, 1.5);
    this.y += 14;
  }

  /** Label and value on one line, the value right-aligned; returns the y below it. */
  keyValue(label: string, value: string, x: number, y: number, width: number): number {
    this.text(label, x, y, { width: width * 0.55, color: MUTED });
    return this.text(value, x + width * 0.55, y, { width: width * 0.45, align: 'right' });
  }

  /**
   * A table with a shaded header that repeats on every page it spans. Starts a new page first
   * when not even the header and a row or two would fit.
   */
  table(columns: readonly Column[], x = LEFT): Table {
    const tableWidth = columns.reduce((sum, c) => sum + c.width, 0);
    const header = () => {
      this.doc.rect(x, this.y, tableWidth, HEADER_HEIGHT).fillColor(BAND).fill();
      let cx = x;
      for (const c of columns) {
        this.text(c.label, cx + CELL_PAD, this.y + 6, {
          width: c.width - 2 * CELL_PAD,
          align: c.align,
          font: BOLD,
          size: 9,
          color: MUTED,
        });
        cx += c.width;
      }
      this.y += HEADER_HEIGHT;
    };
    this.ensureRoom(60);
    header();
    return {
      row: (cells, opts = {}) => {
        const font = opts.font ?? REGULAR;
        const height =
          Math.max(
            ...cells.map((s, i) => this.heightOf(s, (columns[i]?.width ?? 0) - 2 * CELL_PAD, font)),
          ) + 8;
        this.ensureRoom(height, header);
        let cx = x;
        cells.forEach((s, i) => {
          const c = columns[i];
          if (!c) return;
          this.text(s, cx + CELL_PAD, this.y + 4, {
            width: c.width - 2 * CELL_PAD,
            align: c.align,
            font,
          });
          cx += c.width;
        });
        this.y += height;
        this.rule(this.y, RULE, 0.75, x, x + tableWidth);
      },
    };
  }

  /** Lines to sign on, side by side across the page, each with its label under it. */
  signatureLines(labels: readonly string[]): void {
    const gap = 36;
    const lineWidth = (WIDTH - gap * (labels.length - 1)) / labels.length;
    for (const [i, label] of labels.entries()) {
      const x = LEFT + i * (lineWidth + gap);
      this.rule(this.y, INK, 0.75, x, x + lineWidth);
      this.text(label, x, this.y + 4, { width: lineWidth, size: 8, color: MUTED });
    }
  }

  /** Writes the footer on every page ("<left>   Page i of n") and finishes the document. */
  finish(footerLeft: string): Promise<Buffer> {
    const range = this.doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      this.doc.switchToPage(i);
      const fy = PAGE.height - PAGE.margin - 10;
      // Writing below the bottom margin would make pdfkit start a new page.
      this.doc.page.margins.bottom = 0;
      this.text(footerLeft, LEFT, fy, { width: WIDTH * 0.7, size: 8, color: MUTED });
      const page = this.i18n._('Page {page} of {count}', {
        page: String(i - range.start + 1),
        count: String(range.count),
      });
      this.text(page, LEFT + WIDTH * 0.7, fy, {
        width: WIDTH * 0.3,
        align: 'right',
        size: 8,
        color: MUTED,
      });
    }
    this.doc.end();
    return this.done;
  }
}

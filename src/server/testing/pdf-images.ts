import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** One image of a PDF as poppler's `pdfimages -list` reports it. */
export interface PdfImage {
  page: number;
  /** "image", or "smask" for a transparency mask that goes with one. */
  type: string;
  width: number;
  height: number;
  /** "jpeg" (DCT), "image" (Flate), ... */
  encoding: string;
}

/**
 * The images drawn in a PDF, page by page, as poppler reads them (for tests: what a reader sees,
 * whatever the PDF's objects look like).
 */
export function pdfImages(pdf: Uint8Array): PdfImage[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ridgeline-pdf-'));
  try {
    const file = path.join(dir, 'doc.pdf');
    fs.writeFileSync(file, pdf);
    const out = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' });
    // Two header lines, then: page num type width height color comp bpc enc interp object ...
    return out
      .split('\n')
      .slice(2)
      .map((line) => line.trim().split(/\s+/))
      .filter((cols) => cols.length >= 9)
      .map((cols) => ({
        page: Number(cols[0]),
        type: cols[2]!,
        width: Number(cols[3]),
        height: Number(cols[4]),
        encoding: cols[8]!,
      }));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

import { describe, expect, it } from 'vitest';
import { EMPTY_COMPANY_PROFILE } from '../../domain/settings/settings';
import type { PhotoTag } from '../../domain/photo/photo';
import { documentPhotoJpeg } from '../testing/document-photo-fixtures';
import { pdfImages } from '../testing/pdf-images';
import { pdfToText } from '../testing/pdf-text';
import type { PhotoReportData, PhotoReportPhoto } from './photo-report-pdf';
import { renderPhotoReportPdf } from './photo-report-pdf';
import { photoTimeText } from './photo-grid';
import { PRINT_LONG_SIDE, PRINT_MAX_BYTES, printJpeg } from './print-photos';
import { rgbaPng } from '../testing/sample-proposal';

const squeeze = (s: string) => s.replace(/[ \t]+/g, ' ');

async function photo(
  tag: PhotoTag,
  caption: string,
  extra: Partial<PhotoReportPhoto> = {},
): Promise<PhotoReportPhoto> {
  return {
    tag,
    caption,
    takenAt: '2026-11-19T09:30:00',
    uploadedAt: '2026-11-20T17:05:00.000Z',
    uploadedBy: 'Casey Crew',
    image: await printJpeg(await documentPhotoJpeg(800, 600, caption.length)),
    ...extra,
  };
}

function report(photos: PhotoReportPhoto[], extra: Partial<PhotoReportData> = {}): PhotoReportData {
  return {
    company: { ...EMPTY_COMPANY_PROFILE, name: 'Summit Roofing Co.' },
    logo: null,
    project: {
      name: 'Henderson Residence',
      address: '2847 SE Belmont St, Portland, OR 97214',
      customerName: 'Dana Garcia',
    },
    date: '2026-11-21',
    timeZone: 'America/Los_Angeles',
    photos,
    omitted: 0,
    ...extra,
  };
}

describe('renderPhotoReportPdf', () => {
  it('prints every photo grouped by tag with its caption, times and who added it', async () => {
    const photos = [
      await photo('after', 'Finished ridge line'),
      await photo('damage', 'Hail bruising on the north slope'),
      await photo('before', 'Front elevation'),
      await photo('damage', 'Lifted tabs by the chimney', { takenAt: null, uploadedBy: null }),
    ];
    const pdf = await renderPhotoReportPdf(report(photos));
    const text = squeeze(pdfToText(pdf));
    for (const s of [
      'Photo Report',
      'Summit Roofing Co.',
      'Date Nov 21, 2026',
      '4 photos',
      'Henderson Residence',
      '2847 SE Belmont St, Portland, OR 97214',
      'Dana Garcia',
      'Hail bruising on the north slope',
      // A camera's clock (no zone) as it read; the upload (an instant) in the reader's zone.
      'Taken Nov 19, 2026, 9:30 AM',
      'Uploaded Nov 20, 2026, 9:05 AM PST by Casey Crew',
      'Taken: no capture time in the file',
      'Page 1 of',
    ]) {
      expect(text).toContain(s);
    }
    // Grouped in the tags' order (Before, Damage, ..., After), numbered in print order.
    const order = [
      'Before (1)',
      'Photo 1 · Before',
      'Damage (2)',
      'Photo 2 · Damage',
      'Photo 3 · Damage',
      'After (1)',
      'Photo 4 · After',
    ];
    const at = order.map((s) => text.indexOf(s));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(text.indexOf('Front elevation')).toBeLessThan(text.indexOf('Finished ridge line'));

    const images = pdfImages(pdf).filter((i) => i.type === 'image');
    expect(images).toHaveLength(4);
    expect(images.every((i) => i.encoding === 'jpeg' && i.width === PRINT_LONG_SIDE)).toBe(true);
  });

  it('prints a note for a photo that could not be read, and says when photos were left out', async () => {
    const pdf = await renderPhotoReportPdf(
      report([await photo('other', 'Gutter', { image: null })], { omitted: 3 }),
    );
    const text = squeeze(pdfToText(pdf));
    expect(text).toContain('This image could not be printed.');
    expect(text).toContain('This report shows the first 1 of 4 photos');
    expect(pdfImages(pdf)).toHaveLength(0);
  });

  it('prints the company logo, and says when a project has no photos', async () => {
    const png = rgbaPng(120, 40, (x, y) => (x + y) % 7 === 0);
    const pdf = await renderPhotoReportPdf(
      report([], { logo: { bytes: png, width: 120, height: 40 } }),
    );
    expect(squeeze(pdfToText(pdf))).toContain('This project has no photos yet.');
    expect(pdfImages(pdf).filter((i) => i.type === 'image')).toHaveLength(1);
  });

  it('lays out 30 photos four to a page, each on one page with its lines', async () => {
    const one = await photo('during', 'Deck boards replaced');
    const pdf = await renderPhotoReportPdf(report(Array.from({ length: 30 }, () => one)));
    const pages = pdfToText(pdf)
      .split('\f')
      .filter((p) => p.trim());
    // The cover's first rows, then four a page.
    expect(pages.length).toBeGreaterThanOrEqual(8);
    expect(pages.length).toBeLessThanOrEqual(9);
    for (const page of pages) {
      const photosOnPage = page.match(/Photo \d+ · During/g)?.length ?? 0;
      expect(page.match(/By Casey Crew|by Casey Crew/g)?.length ?? 0).toBe(photosOnPage);
    }
    expect(pdfImages(pdf).filter((i) => i.type === 'image')).toHaveLength(30);
  });
});

describe('printJpeg', () => {
  it('makes a photo at most PRINT_LONG_SIDE px and PRINT_MAX_BYTES, keeping its shape', async () => {
    const portrait = await printJpeg(await documentPhotoJpeg(1536, 2048));
    expect(portrait).toMatchObject({ width: 540, height: PRINT_LONG_SIDE });
    expect(portrait!.bytes.length).toBeLessThanOrEqual(PRINT_MAX_BYTES);
    const small = await printJpeg(await documentPhotoJpeg(400, 300));
    expect(small).toMatchObject({ width: 400, height: 300 });
  });

  it('answers null for bytes that are not an image', async () => {
    expect(await printJpeg(Buffer.from('not a photo at all'))).toBeNull();
    expect(await printJpeg((await documentPhotoJpeg(400, 300)).subarray(0, 200))).toBeNull();
  });
});

describe('photoTimeText', () => {
  it('prints an instant in the given zone and a camera time as it reads', () => {
    expect(photoTimeText('2026-11-20T17:05:00.000Z', 'America/New_York')).toBe(
      'Nov 20, 2026, 12:05 PM EST',
    );
    expect(photoTimeText('2026-11-20T17:05:00Z')).toBe('Nov 20, 2026, 5:05 PM UTC');
    expect(photoTimeText('2026-07-04T00:15:00')).toBe('Jul 4, 2026, 12:15 AM');
    expect(photoTimeText('2026-07-04T13:15:00', 'UTC', true)).toBe('Jul 4, 2026');
    expect(photoTimeText('yesterday')).toBe('yesterday');
  });
});

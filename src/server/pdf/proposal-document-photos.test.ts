import { describe, expect, it } from 'vitest';
import type { ProposalPhoto } from '../../domain/proposal/proposal';
import { documentPhotoJpeg } from '../testing/document-photo-fixtures';
import { pdfImages } from '../testing/pdf-images';
import { pdfToText } from '../testing/pdf-text';
import { printJpeg } from './print-photos';
import { renderProposalDocumentPdf } from './proposal-document-pdf';
import { sampleSignedDocument, sampleSnapshot } from '../testing/sample-proposal';

const squeeze = (s: string) => s.replace(/[ \t]+/g, ' ');
const photosOf = (pdf: Buffer) => pdfImages(pdf).filter((i) => i.type === 'image');

const PHOTOS: ProposalPhoto[] = [
  {
    caption: 'Hail damage on the north slope',
    tag: 'damage',
    takenAt: '2026-11-19T09:30:00',
    width: 1600,
    height: 1200,
  },
  { caption: '', tag: 'before', takenAt: null, width: 1200, height: 1600 },
  {
    caption: 'Rotten decking by the chimney',
    tag: 'damage',
    takenAt: '2026-11-19T16:00:00Z',
    width: 1600,
    height: 1200,
  },
];

describe('the proposal PDF with photos', () => {
  it('prints the chosen photos with their captions, tags and dates, two to a row', async () => {
    const images = await Promise.all(
      PHOTOS.map(async (p, i) => printJpeg(await documentPhotoJpeg(p.width, p.height, i))),
    );
    const doc = { ...sampleSignedDocument(), status: 'sent' as const, decision: null };
    doc.snapshot = { ...sampleSnapshot(3), photos: PHOTOS };
    const pdf = await renderProposalDocumentPdf({ ...doc, photoImages: images });
    const text = squeeze(pdfToText(pdf));
    for (const s of [
      'PHOTOS',
      'Hail damage on the north slope',
      'Damage · taken Nov 19, 2026',
      'Before',
      'Rotten decking by the chimney',
    ]) {
      expect(text).toContain(s);
    }
    // The photos come after the options and before the place to sign.
    expect(text.indexOf('PHOTOS')).toBeLessThan(text.indexOf('Customer signature'));
    expect(text.indexOf('PHOTOS')).toBeGreaterThan(text.indexOf('Best'));
    const printed = photosOf(pdf);
    expect(printed).toHaveLength(3);
    expect(printed.map((i) => [i.width, i.height])).toEqual([
      [720, 540],
      [540, 720],
      [720, 540],
    ]);
  });

  it('prints no photo section for a snapshot without photos (older snapshots have no field)', async () => {
    const doc = sampleSignedDocument();
    expect(doc.snapshot.photos).toBeUndefined();
    const pdf = await renderProposalDocumentPdf(doc);
    expect(pdfToText(pdf)).not.toContain('PHOTOS');
    // The signature only.
    expect(photosOf(pdf)).toHaveLength(1);
  });

  it('prints a note where a photo copy could not be read', async () => {
    const doc = { ...sampleSignedDocument(), status: 'sent' as const, decision: null };
    doc.snapshot = { ...sampleSnapshot(1), photos: PHOTOS.slice(0, 1) };
    const pdf = await renderProposalDocumentPdf({ ...doc, photoImages: [null] });
    expect(squeeze(pdfToText(pdf))).toContain('This image could not be printed.');
    expect(photosOf(pdf)).toHaveLength(0);
  });
});

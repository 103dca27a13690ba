import zlib from 'node:zlib';
import type { EstimateInput } from '../../domain/estimate/estimate';
import { computeOptions, DEFAULT_ESTIMATE_INPUT } from '../../domain/estimate/estimate';
import { DEFAULT_MATERIALS } from '../../domain/price-list/price-list-entry';
import type { ProposalSnapshot } from '../../domain/proposal/proposal';
import type { ProposalDocumentData } from '../pdf/proposal-document-data';

// A proposal with one to three options and a signature, for the PDF's tests and its bench.

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(zlib.crc32(body), body.length + 4);
  return out;
}

/** An 8-bit RGBA PNG; `ink(x, y)` says which pixels are dark ink, the rest is transparent. */
export function rgbaPng(width: number, height: number, ink: (x: number, y: number) => boolean) {
  const raw = Buffer.alloc(height * (1 + width * 4));
  for (let y = 0; y < height; y++) {
    const row = y * (1 + width * 4);
    for (let x = 0; x < width; x++) {
      if (!ink(x, y)) continue;
      raw.writeUInt32BE(0x1e293bff, row + 1 + x * 4);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', new Uint8Array()),
  ]);
}

/** A squiggle as a finger draws it on a 2x canvas, 600 x 200 pixels. */
export function sampleSignaturePng(): Buffer {
  return rgbaPng(600, 200, (x, y) => {
    const curve = 100 + 60 * Math.sin(x / 40) * Math.cos(x / 97);
    return Math.abs(y - curve) < 3 && x > 20 && x < 580;
  });
}

/** A wide logo: a dark bar with a lighter band, 480 x 120 pixels. */
export function sampleLogoPng(): Buffer {
  return rgbaPng(480, 120, (x, y) => (x < 120 && y > 10 && y < 110) || (y > 50 && y < 70));
}

/** A typical re-roof of 2,000 sq ft: shingles, underlayment, flashing, tear-off and dumpster. */
export const SAMPLE_ESTIMATE_INPUT: EstimateInput = {
  ...DEFAULT_ESTIMATE_INPUT,
  materials: [
    { materialId: 'asphalt-standard', quantity: 2000 },
    { materialId: 'underlayment', quantity: 2000 },
    { materialId: 'flashing', quantity: 120 },
  ],
  costs: [
    { description: 'Removal of old roofing', amountCents: 150_000 },
    { description: 'Dumpster and disposal', amountCents: 45_000 },
  ],
  adjustments: { wastePercent: 10, overheadProfitPercent: 15, taxPercent: 8 },
};

const INPUT: EstimateInput = {
  ...SAMPLE_ESTIMATE_INPUT,
  options: [
    {
      name: 'Good',
      materials: [
        { materialId: 'asphalt-standard', quantity: 2000 },
        { materialId: 'underlayment', quantity: 2000 },
        { materialId: 'flashing', quantity: 120 },
      ],
    },
    {
      name: 'Better',
      materials: [
        { materialId: 'asphalt-premium', quantity: 2000 },
        { materialId: 'underlayment', quantity: 2000 },
        { materialId: 'flashing', quantity: 120 },
      ],
    },
    {
      name: 'Best',
      materials: [
        { materialId: 'metal', quantity: 2000 },
        { materialId: 'underlayment', quantity: 2000 },
        { materialId: 'flashing', quantity: 160 },
      ],
    },
  ],
};

export const SAMPLE_SHA256 = 'a3f1c2d4e5b60718293a4b5c6d7e8f90112233445566778899aabbccddeeff00';

/** The frozen proposal with `optionCount` options (the first one alone is the plain estimate). */
export function sampleSnapshot(optionCount: 1 | 2 | 3 = 3): ProposalSnapshot {
  const options = computeOptions(INPUT, DEFAULT_MATERIALS).slice(0, optionCount);
  return {
    estimateNumber: 'EST-000042',
    proposalVersion: 2,
    company: {
      name: 'Summit Roofing Co.',
      phone: '(503) 555-0100',
      email: 'office@summitroofing.example',
      licenseNumber: 'CCB 123456',
      address: '100 Main St, Portland, OR 97201',
      logoDataUrl: null,
    },
    customer: {
      name: 'Dana Garcia',
      phone: '(503) 555-0142',
      email: 'dana.garcia@example.com',
    },
    project: {
      name: 'Garcia Residence Re-roof',
      address: '2847 SE Belmont St, Portland, OR 97214',
    },
    roof: { planAreaSqFt: INPUT.roofAreaSqFt, pitch: INPUT.pitch },
    laborRateCents: INPUT.laborRateCents,
    costs: INPUT.costs,
    adjustments: INPUT.adjustments,
    options: optionCount === 1 ? [{ ...options[0]!, name: 'Good' }] : options,
    terms:
      'A 30% deposit is due when work is scheduled; the balance on completion.\n' +
      'Rotten decking found under the old roof is replaced at $85 per sheet.',
    createdAt: '2026-11-21T17:30:00.000Z',
    validUntil: '2026-12-21T17:30:00.000Z',
  };
}

/** A proposal the customer accepted, choosing `option`, with a drawn signature. */
export function sampleSignedDocument(
  snapshot: ProposalSnapshot = sampleSnapshot(3),
  option = 1,
): ProposalDocumentData {
  return {
    snapshot,
    snapshotSha256: SAMPLE_SHA256,
    status: 'accepted',
    decision: {
      outcome: 'accepted',
      at: '2026-11-23T15:04:05.000Z',
      option,
      signerName: 'Dana Garcia',
      signatureKind: 'drawn',
      declineReason: null,
      signaturePng: sampleSignaturePng().toString('base64'),
      ipAddress: '203.0.113.7',
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    },
    firstViewedAt: '2026-11-22T08:15:00.000Z',
    lastViewedAt: '2026-11-23T15:01:00.000Z',
  };
}

/** A real 24 x 12 JPEG (a browser's screenshot): a dark square beside a rust one. */
export const SAMPLE_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAAMABgDASIAAhEBAxEB/8QAFgABAQEAAAAAAAAAAAAAAAAABQAH/8QAGBABAAMBAAAAAAAAAAAAAAAAAAVDgcH/xAAWAQEBAQAAAAAAAAAAAAAAAAAFAAP/xAAZEQACAwEAAAAAAAAAAAAAAAAAAQQzQfD/2gAMAwEAAhEDEQA/AM+JRFudGkoi3OqRWzWJcuwRSQwaP//Z',
  'base64',
);

import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import type { EstimateInput } from '../../domain/estimate/estimate';
import { DEFAULT_ESTIMATE_INPUT } from '../../domain/estimate/estimate';
import type { CreatedProposal } from '../../domain/proposal/proposal';
import { missingForProposals } from '../../domain/proposal/proposal';
import type { Settings } from '../../domain/settings/settings';
import { api } from './test-app';

// A project with a customer, a saved good / better / best estimate and a proposal sent from it,
// for the proposal API tests and the route x role table (which needs a live link).

const good = [{ materialId: 'asphalt-standard', quantity: 2000 }];
const better = [{ materialId: 'asphalt-premium', quantity: 2000 }];
const best = [{ materialId: 'metal', quantity: 2000 }];

export const THREE_OPTIONS: EstimateInput = {
  ...DEFAULT_ESTIMATE_INPUT,
  materials: good,
  options: [
    { name: 'Good', materials: good },
    { name: 'Better', materials: better },
    { name: 'Best', materials: best },
  ],
};

export interface SavedEstimate {
  id: string;
  number: number;
  projectId: string;
  options: { name: string; totals: { totalCents: number } }[];
}

/** What the fixtures fill into a blank Settings, so a proposal can be made. */
export const PROPOSAL_SETTINGS = {
  companyName: 'Summit Roofing Co.',
  terms: 'Half on signing, half on completion. Work guaranteed for 10 years.',
};

/**
 * Fills in whatever Settings still lack for a proposal (the company name, the terms), leaving
 * what is already there: creating a proposal is refused until both are set.
 */
export async function readyForProposals(base: string): Promise<void> {
  const s = await api(base, 'GET', '/api/settings');
  if (s.status !== 200) throw new Error(`settings: ${s.status} ${JSON.stringify(s.body)}`);
  const settings = s.body as Settings;
  const missing = missingForProposals(settings).map((m) => m.path);
  if (missing.length === 0) return;
  const r = await api(base, 'PATCH', '/api/settings', {
    ...(missing.includes('company.name')
      ? { company: { name: PROPOSAL_SETTINGS.companyName } }
      : {}),
    ...(missing.includes('proposalTerms') ? { proposalTerms: PROPOSAL_SETTINGS.terms } : {}),
    version: settings.version,
  });
  if (r.status !== 200) throw new Error(`settings: ${r.status} ${JSON.stringify(r.body)}`);
}

/**
 * A project for Dana Garcia and an estimate for it (three options unless `input` says), with
 * Settings ready for a proposal to be made from it.
 */
export async function projectWithEstimate(
  base: string,
  input: EstimateInput = THREE_OPTIONS,
  project: Record<string, unknown> = {},
): Promise<{ projectId: string; estimate: SavedEstimate }> {
  const p = await api(base, 'POST', '/api/projects', {
    name: 'Henderson Re-roof',
    address: '2847 SE Belmont St, Portland, OR 97214',
    customerName: 'Dana Garcia',
    customerPhone: '(503) 555-0142',
    customerEmail: 'dana@example.com',
    ...project,
  });
  if (p.status !== 201) throw new Error(`project: ${p.status} ${JSON.stringify(p.body)}`);
  const e = await api(base, 'POST', '/api/estimates', { ...input, projectId: p.body.id });
  if (e.status !== 201) throw new Error(`estimate: ${e.status} ${JSON.stringify(e.body)}`);
  await readyForProposals(base);
  return { projectId: p.body.id as string, estimate: e.body as SavedEstimate };
}

/** Sends a proposal for the estimate; returns what the office is shown and the link's token. */
export async function sendProposal(
  base: string,
  estimateId: string,
  body: { validDays?: number; photoIds?: string[] } = {},
): Promise<CreatedProposal & { token: string }> {
  await readyForProposals(base);
  const r = await api(base, 'POST', `/api/estimates/${estimateId}/proposals`, body);
  if (r.status !== 201) throw new Error(`proposal: ${r.status} ${JSON.stringify(r.body)}`);
  const created = r.body as CreatedProposal;
  return { ...created, token: created.url.split('/p/')[1]! };
}

/**
 * A PNG of the given size (greyscale + alpha, 8 bits), as a signature pad draws it: a diagonal
 * stroke, or noise (which does not compress: a file of about width x height x 2 bytes). Each
 * row's filter type is `filter` (0 to 4 are the ones PNG defines).
 */
export function pngOf(
  width: number,
  height: number,
  { noise = false, filter = 0 }: { noise?: boolean; filter?: number } = {},
): Buffer {
  const stride = width * 2 + 1;
  const rows = noise ? randomBytes(stride * height) : Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    rows[y * stride] = filter;
    const x = Math.floor((y * width) / height);
    rows[y * stride + 1 + x * 2 + 1] = 255;
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 4;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** An acceptance as the customer's page sends it, with a drawn signature. */
export function acceptance(option = 1, png: Buffer = pngOf(600, 200)) {
  return {
    option,
    signerName: 'Dana Garcia',
    agreed: true,
    signature: { kind: 'drawn', png: png.toString('base64') },
  };
}

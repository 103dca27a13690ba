import type { Language } from '../language/language';
import type { CostLine, EstimateTotals } from '../estimate/estimate';
import type { PhotoTag } from '../photo/photo';

// A proposal is a frozen snapshot of a saved estimate that the customer opens from a link, with
// no account, and accepts (with a signature) or declines. Nothing here imports zod: the
// customer's page loads this file and must stay small; the input schemas are in
// proposal-schemas.ts.

/** The stored state; "sent", "viewed" and "expired" follow from it and the dates. */
export const PROPOSAL_STATES = ['open', 'accepted', 'declined', 'withdrawn', 'replaced'] as const;
export type ProposalState = (typeof PROPOSAL_STATES)[number];

/** What the office and the customer see. */
export type ProposalStatus =
  'sent' | 'viewed' | 'accepted' | 'declined' | 'expired' | 'withdrawn' | 'replaced';

export const PROPOSAL_STATUS_LABELS: Record<ProposalStatus, string> = {
  sent: 'Sent',
  viewed: 'Viewed',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
  withdrawn: 'Withdrawn',
  replaced: 'Replaced',
};

/** How many days a new proposal stays open until Settings says otherwise. */
export const DEFAULT_PROPOSAL_VALID_DAYS = 30;
export const MAX_PROPOSAL_VALID_DAYS = 365;
/** Terms printed on every proposal (Settings). */
export const MAX_PROPOSAL_TERMS = 5000;
/** A drawn signature, as PNG bytes. A 2x canvas on a wide screen stays well under this. */
export const MAX_SIGNATURE_BYTES = 200_000;
/** Base64 of MAX_SIGNATURE_BYTES bytes: the longest signature text the API takes. */
export const MAX_SIGNATURE_BASE64 = Math.ceil(MAX_SIGNATURE_BYTES / 3) * 4;
/** The company logo, as PNG or JPEG bytes. */
export const MAX_LOGO_BYTES = 256_000;
/**
 * And its pixels: a PNG with transparency is decoded in full each time a proposal PDF is
 * rendered, so a larger logo would slow every one (it prints at most 180 x 56 points anyway).
 */
export const MAX_LOGO_PIXELS = 1_000_000;
export const MAX_SIGNER_NAME = 200;
export const MAX_DECLINE_REASON = 1000;

/**
 * The stored state and dates to what is shown: an open proposal past its date is expired, one
 * opened at least once is viewed.
 */
export function proposalStatus(
  p: { state: ProposalState; firstViewedAt: string | null; validUntil: string },
  now: Date = new Date(),
): ProposalStatus {
  if (p.state !== 'open') return p.state;
  if (now.getTime() > Date.parse(p.validUntil)) return 'expired';
  return p.firstViewedAt ? 'viewed' : 'sent';
}

/**
 * The status as the office reads it: an open proposal nobody has emailed only has a link the
 * office may not have passed on yet, so it says "Link created" until it is emailed.
 */
export function proposalStatusText(p: {
  status: ProposalStatus;
  emailedAt: string | null;
}): string {
  return p.status === 'sent' && !p.emailedAt ? 'Link created' : PROPOSAL_STATUS_LABELS[p.status];
}

/** One option as frozen in the proposal: its name and every figure of its totals. */
export interface ProposalOption {
  name: string;
  totals: EstimateTotals;
}

/**
 * A job photo as frozen in a proposal: what is printed beside it. The image itself is a copy
 * made when the proposal was created (`proposals/<id>/<n>.jpg` in the photo storage, served at
 * `/api/public/proposals/<token>/photos/<n>`), so editing or deleting the photo later changes
 * nothing the customer was sent.
 */
export interface ProposalPhoto {
  caption: string;
  tag: PhotoTag;
  /** When it was taken (from its EXIF), or null. */
  takenAt: string | null;
  /** The copy's pixels, so a page can reserve its place before it loads. */
  width: number;
  height: number;
}

/**
 * Everything the customer is shown, frozen when the proposal is created. Its SHA-256 (of the
 * stored JSON text) is recorded with a signature, so the signed PDF proves what was signed.
 */
export interface ProposalSnapshot {
  /** "EST-000042" and the proposal's version for that estimate (1, 2, ...). */
  estimateNumber: string;
  proposalVersion: number;
  company: {
    name: string;
    phone: string;
    email: string;
    licenseNumber: string;
    address: string;
    /** A data: URL (PNG or JPEG), or null when Settings has no logo. */
    logoDataUrl: string | null;
  };
  customer: { name: string; phone: string; email: string };
  project: { name: string; address: string };
  roof: { planAreaSqFt: number; pitch: number };
  laborRateCents: number;
  costs: CostLine[];
  adjustments: { wastePercent: number; overheadProfitPercent: number; taxPercent: number };
  /** One to three; a one-option proposal shows no option names. */
  options: ProposalOption[];
  terms: string;
  createdAt: string;
  validUntil: string;
  /**
   * The chosen job photos, in order (at most MAX_PROPOSAL_PHOTOS). Snapshots frozen before
   * proposals had photos have none: read it through `proposalPhotos`.
   */
  photos?: ProposalPhoto[];
}

/** A snapshot's photos; none in a snapshot frozen before proposals had photos. */
export function proposalPhotos(snapshot: Pick<ProposalSnapshot, 'photos'>): ProposalPhoto[] {
  return snapshot.photos ?? [];
}

/** What the customer did; null while the proposal is open. */
export interface ProposalDecision {
  outcome: 'accepted' | 'declined';
  at: string;
  /** Index into `options` (accepted only). */
  option: number | null;
  signerName: string | null;
  signatureKind: 'drawn' | 'typed' | null;
  declineReason: string | null;
}

/** GET /api/public/proposals/:token: the customer's view (no ids, nothing about the office). */
export interface PublicProposal {
  status: ProposalStatus;
  snapshot: ProposalSnapshot;
  decision: ProposalDecision | null;
  /** The language the customer reads (the project's): the page is shown in it. */
  language: Language;
}

/** One row of a project's list of proposals (office only). */
export interface ProposalSummary {
  id: string;
  projectId: string;
  estimateId: string | null;
  estimateNumber: string;
  proposalVersion: number;
  status: ProposalStatus;
  customerName: string;
  createdAt: string;
  createdByName: string | null;
  validUntil: string;
  emailedTo: string | null;
  emailedAt: string | null;
  firstViewedAt: string | null;
  lastViewedAt: string | null;
  viewCount: number;
  decidedAt: string | null;
  /** Accepted: the option's index and name, and its total. */
  acceptedOption: { index: number; name: string; totalCents: number } | null;
  signerName: string | null;
  declineReason: string | null;
  /**
   * The language the customer's page was in when they accepted or declined, part of the audit
   * record with the signature; null while open and for decisions made before it was recorded.
   */
  decisionLanguage: Language | null;
  /** The option names and totals, for the list. */
  options: { name: string; totalCents: number }[];
}

/** POST /api/estimates/:id/proposals answers this: the link is only ever shown here. */
export interface CreatedProposal {
  proposal: ProposalSummary;
  /** The full link, `${PUBLIC_URL or the request's origin}/p/<token>`. */
  url: string;
  /** Whether the server can send it by email (SMTP_URL is set). */
  canEmail: boolean;
}

/**
 * What a proposal needs from Settings before one can be made: the customer's page and the PDF
 * name the company, and the customer agrees to the terms when accepting, so neither may be blank.
 */
export const PROPOSAL_REQUIREMENTS = [
  { path: 'company.name', label: 'company name' },
  { path: 'proposalTerms', label: 'terms' },
] as const;
export type ProposalRequirement = (typeof PROPOSAL_REQUIREMENTS)[number];

/** The requirements Settings leave blank, in the order Settings shows them. */
export function missingForProposals(settings: {
  company: { name: string };
  proposalTerms: string;
}): ProposalRequirement[] {
  const values: Record<ProposalRequirement['path'], string> = {
    'company.name': settings.company.name,
    proposalTerms: settings.proposalTerms,
  };
  return PROPOSAL_REQUIREMENTS.filter((r) => values[r.path].trim() === '');
}

/** "the company name and the terms": what is missing, as a sentence names it. */
export function missingText(missing: readonly ProposalRequirement[]): string {
  return missing.map((r) => `the ${r.label}`).join(' and ');
}

import type { Selectable } from 'kysely';
import type {
  ProposalDecision,
  ProposalSnapshot,
  ProposalState,
  ProposalSummary,
  PublicProposal,
} from '../../domain/proposal/proposal';
import { proposalStatus } from '../../domain/proposal/proposal';
import type { ProposalsTable } from './schema';
import type { Language } from '../../domain/language/language';

// The proposals table's one mapper: a row as the database has it (snake_case, the snapshot as
// its stored JSON text) to the proposal the services and routes work with, and the views the
// office and the customer are answered with.

/** A proposals row, with the name of whoever made it (joined from users). */
export type ProposalRow = Selectable<ProposalsTable> & {
  created_by_name?: string | null;
  /** The project's customer's language, joined (absent where a query does not read it). */
  customer_language?: Language | null;
};

/** A stored proposal: its frozen snapshot, its link's hash, and what the customer did. */
export interface ProposalRecord {
  id: string;
  /** The SHA-256 of the customer's link token; the token itself is never stored. */
  tokenHash: string;
  projectId: string;
  estimateId: string | null;
  versionNumber: number;
  snapshot: ProposalSnapshot;
  /** The SHA-256 of the snapshot's exact stored text, printed on the signed PDF. */
  snapshotSha256: string;
  customerName: string;
  /** What the customer reads: the page, the PDF and the emails are written in it. */
  customerLanguage: Language;
  state: ProposalState;
  validUntil: string;
  createdAt: string;
  createdByName: string | null;
  emailedTo: string | null;
  emailedAt: string | null;
  firstViewedAt: string | null;
  lastViewedAt: string | null;
  viewCount: number;
  decidedAt: string | null;
  /** Index into the snapshot's options (accepted only). */
  acceptedOption: number | null;
  signerName: string | null;
  signatureKind: 'drawn' | 'typed' | null;
  signaturePng: string | null;
  signerIp: string | null;
  signerUserAgent: string | null;
  declineReason: string | null;
  /** The language the customer's page was in when they decided (null: open, or not recorded). */
  decisionLanguage: Language | null;
}

/** The snapshot as it was frozen (the stored text is what the customer was shown). */
export function snapshotOfRow(row: Pick<ProposalRow, 'snapshot_json'>): ProposalSnapshot {
  return JSON.parse(row.snapshot_json) as ProposalSnapshot;
}

export function proposalOf(row: ProposalRow): ProposalRecord {
  return {
    id: row.id,
    tokenHash: row.token_hash,
    projectId: row.project_id,
    estimateId: row.estimate_id,
    versionNumber: Number(row.version_number),
    snapshot: snapshotOfRow(row),
    snapshotSha256: row.snapshot_sha256,
    customerName: row.customer_name,
    customerLanguage: row.customer_language ?? 'en',
    state: row.state,
    validUntil: row.valid_until,
    createdAt: row.created_at,
    createdByName: row.created_by_name ?? null,
    emailedTo: row.emailed_to,
    emailedAt: row.emailed_at,
    firstViewedAt: row.first_viewed_at,
    lastViewedAt: row.last_viewed_at,
    viewCount: Number(row.view_count),
    decidedAt: row.decided_at,
    acceptedOption: row.accepted_option === null ? null : Number(row.accepted_option),
    signerName: row.signer_name,
    signatureKind: row.signature_kind,
    signaturePng: row.signature_png,
    signerIp: row.signer_ip,
    signerUserAgent: row.signer_user_agent,
    declineReason: row.decline_reason,
    decisionLanguage: row.decision_language ?? null,
  };
}

/** What the customer did; null while the proposal is open. */
export function decisionOf(p: ProposalRecord): ProposalDecision | null {
  if ((p.state !== 'accepted' && p.state !== 'declined') || !p.decidedAt) return null;
  return {
    outcome: p.state,
    at: p.decidedAt,
    option: p.acceptedOption,
    signerName: p.signerName,
    signatureKind: p.signatureKind,
    declineReason: p.declineReason,
  };
}

export function toSummary(p: ProposalRecord, now = new Date()): ProposalSummary {
  const chosen = p.acceptedOption;
  const option = chosen === null ? undefined : p.snapshot.options[chosen];
  return {
    id: p.id,
    projectId: p.projectId,
    estimateId: p.estimateId,
    estimateNumber: p.snapshot.estimateNumber,
    proposalVersion: p.versionNumber,
    status: proposalStatus(p, now),
    customerName: p.customerName,
    createdAt: p.createdAt,
    createdByName: p.createdByName,
    validUntil: p.validUntil,
    emailedTo: p.emailedTo,
    emailedAt: p.emailedAt,
    firstViewedAt: p.firstViewedAt,
    lastViewedAt: p.lastViewedAt,
    viewCount: p.viewCount,
    decidedAt: p.decidedAt,
    acceptedOption:
      p.state === 'accepted' && option && chosen !== null
        ? { index: chosen, name: option.name, totalCents: option.totals.totalCents }
        : null,
    signerName: p.signerName,
    declineReason: p.declineReason,
    decisionLanguage: p.decisionLanguage,
    options: p.snapshot.options.map((o) => ({ name: o.name, totalCents: o.totals.totalCents })),
  };
}

/** The customer's view: the snapshot and what they decided, nothing about the office. */
export function toPublic(p: ProposalRecord, now = new Date()): PublicProposal {
  return {
    status: proposalStatus(p, now),
    snapshot: p.snapshot,
    decision: decisionOf(p),
    language: p.customerLanguage,
  };
}

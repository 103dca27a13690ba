import { createHash } from 'node:crypto';
import type { Estimate } from '../../domain/estimate/estimate-record';
import { formatEstimateNumber } from '../../domain/estimate/estimate-record';
import type { Project } from '../../domain/project/project';
import type { ProposalPhoto, ProposalSnapshot } from '../../domain/proposal/proposal';
import type { Settings } from '../../domain/settings/settings';

// What a proposal freezes: everything the customer is shown, and the hash that proves it.

const DAY_MS = 24 * 60 * 60 * 1000;

/** The SHA-256 (hex) of the stored snapshot text: what a signature is a signature of. */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/**
 * Everything the customer is shown, from the saved estimate, its project and Settings as they
 * are now. Every option's totals come from the estimate as saved (the server priced them).
 */
export function proposalSnapshotOf(args: {
  estimate: Estimate;
  project: Pick<Project, 'name' | 'address' | 'customerName' | 'customerPhone' | 'customerEmail'>;
  settings: Pick<Settings, 'company' | 'proposalTerms'>;
  logoDataUrl: string | null;
  proposalVersion: number;
  validDays: number;
  /** The chosen job photos (their images are copied to the photo storage by the route). */
  photos?: readonly ProposalPhoto[];
  now: Date;
}): ProposalSnapshot {
  const { estimate, project, settings, now } = args;
  const input = estimate.input;
  return {
    estimateNumber: formatEstimateNumber(estimate.number),
    proposalVersion: args.proposalVersion,
    company: { ...settings.company, logoDataUrl: args.logoDataUrl },
    customer: {
      name: project.customerName,
      phone: project.customerPhone,
      email: project.customerEmail,
    },
    project: { name: project.name, address: project.address },
    roof: { planAreaSqFt: input.roofAreaSqFt, pitch: input.pitch },
    laborRateCents: input.laborRateCents,
    costs: input.costs.map((c) => ({ description: c.description, amountCents: c.amountCents })),
    adjustments: { ...input.adjustments },
    options: estimate.options.map((o) => ({ name: o.name, totals: o.totals })),
    terms: settings.proposalTerms,
    createdAt: now.toISOString(),
    validUntil: new Date(now.getTime() + args.validDays * DAY_MS).toISOString(),
    photos: (args.photos ?? []).map((p) => ({ ...p })),
  };
}

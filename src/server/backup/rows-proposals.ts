// The rows of proposals: the snapshot the customer was shown, its hash, and the signature.
import { z } from 'zod';
import { MAX_SERIAL } from '../../domain/common/bounds';
import { MAX_OPTION_NAME, MAX_OPTIONS } from '../../domain/estimate/estimate';
import { estimateInputSchema } from '../../domain/estimate/estimate-schema';
import { once } from '../../domain/common/once';
import { LANGUAGES } from '../../domain/language/language';
import { MAX_PHOTO_CAPTION, MAX_PROPOSAL_PHOTOS, PHOTO_TAGS } from '../../domain/photo/photo';
import { projectSchema } from '../../domain/project/project';
import { revenueBeforeTax } from '../../domain/costing/profit';
import type { ProposalOption } from '../../domain/proposal/proposal';
import {
  MAX_DECLINE_REASON,
  MAX_SIGNATURE_BASE64,
  MAX_SIGNER_NAME,
  PROPOSAL_STATES,
} from '../../domain/proposal/proposal';
import { companyProfileSchema, proposalTermsSchema } from '../../domain/settings/settings-schemas';
import { storedEstimateTotalsSchema, storedSerialSchema } from '../../domain/backup/stored-records';
import { sha256Hex } from '../db/proposals-repository';
import { signaturePngProblem } from '../signature-png';
import { logoDataUrlSchema } from './rows-company';
import { BASE64, id, parseJsonColumn, timestamp, version } from './rows-common';
import { MAX_PHOTO_SIDE, photoTakenAtSchema } from './rows-photos';

/**
 * The snapshot a customer was shown, as the proposals repository freezes it: what the customer
 * page and the proposal PDF read. Unknown keys are let through (the text is kept as it was and
 * its hash must match), so a snapshot from a later version with more in it still imports.
 */
const storedSnapshotSchema = once(() => {
  const project = projectSchema().shape;
  const input = estimateInputSchema().shape;
  return z.object({
    estimateNumber: z
      .string()
      .regex(/^EST-\d{6,}$/, /*i18n*/ 'Must be an estimate number (EST-000042)'),
    proposalVersion: storedSerialSchema(),
    company: companyProfileSchema().extend({ logoDataUrl: logoDataUrlSchema().nullable() }),
    customer: z.object({
      name: project.customerName,
      phone: project.customerPhone,
      email: project.customerEmail,
    }),
    project: z.object({ name: project.name, address: project.address }),
    roof: z.object({ planAreaSqFt: input.roofAreaSqFt, pitch: input.pitch }),
    laborRateCents: input.laborRateCents,
    costs: input.costs,
    adjustments: input.adjustments,
    options: z
      .array(
        z.object({
          name: z.string().trim().min(1).max(MAX_OPTION_NAME),
          totals: storedEstimateTotalsSchema(),
        }),
      )
      .min(1)
      .max(MAX_OPTIONS),
    terms: proposalTermsSchema(),
    createdAt: timestamp(),
    validUntil: timestamp(),
    // The photos it was sent with; each is a copy in the photo storage, which a zip backup
    // carries (`proposals/<id>/<n>.jpg`). Absent in snapshots frozen before proposals had photos.
    photos: z
      .array(
        z.object({
          caption: z.string().max(MAX_PHOTO_CAPTION),
          tag: z.enum(PHOTO_TAGS),
          takenAt: photoTakenAtSchema().nullable(),
          width: z.number().int().min(1).max(MAX_PHOTO_SIDE),
          height: z.number().int().min(1).max(MAX_PHOTO_SIDE),
        }),
      )
      .max(MAX_PROPOSAL_PHOTOS)
      .optional(),
  });
});

export const proposalsRow = once(() =>
  z
    .strictObject({
      id: id(),
      // The SHA-256 of the link's token, as base64url: restored links keep working.
      token_hash: z.string().regex(/^[A-Za-z0-9_-]{43}$/, /*i18n*/ 'Must be a token hash'),
      project_id: id(),
      estimate_id: id().nullable(),
      version_number: storedSerialSchema(),
      // A logo and three options with their lines fit well within this.
      snapshot_json: z.string().max(2_000_000),
      snapshot_sha256: z.string().regex(/^[0-9a-f]{64}$/, /*i18n*/ 'Must be a SHA-256 in hex'),
      customer_name: z.string().max(200),
      state: z.enum(PROPOSAL_STATES),
      valid_until: timestamp(),
      created_at: timestamp(),
      created_by: id().nullable(),
      emailed_to: z.string().max(254).nullable(),
      emailed_at: timestamp().nullable(),
      first_viewed_at: timestamp().nullable(),
      last_viewed_at: timestamp().nullable(),
      view_count: z.number().int().min(0).max(MAX_SERIAL),
      decided_at: timestamp().nullable(),
      accepted_option: z
        .number()
        .int()
        .min(0)
        .max(MAX_OPTIONS - 1)
        .nullable(),
      signer_name: z.string().max(MAX_SIGNER_NAME).nullable(),
      signature_kind: z.enum(['drawn', 'typed']).nullable(),
      signature_png: z
        .string()
        .max(MAX_SIGNATURE_BASE64, {
          message: /*i18n*/ 'Signature image is too large',
          abort: true,
        })
        .regex(BASE64, /*i18n*/ 'Must be base64')
        .nullable(),
      decline_reason: z.string().max(MAX_DECLINE_REASON).nullable(),
      signer_ip: z.string().max(100).nullable(),
      signer_user_agent: z.string().max(500).nullable(),
      withdrawn_at: timestamp().nullable(),
      withdrawn_by: id().nullable(),
      replaced_by: id().nullable(),
      // Derived from the snapshot (migration 025): computed again below, absent in older backups.
      accepted_before_tax_cents: z.number().int().nullable().optional(),
      // The language the customer decided in (migration 032): absent in older backups.
      decision_language: z.enum(LANGUAGES).nullable().optional(),
      version: version(),
    })
    .superRefine((row, ctx) => {
      const issue = (path: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      // What the customer signed is proved by this hash: it must be of exactly this text.
      if (sha256Hex(row.snapshot_json) !== row.snapshot_sha256) {
        issue('snapshot_sha256', /*i18n*/ 'Must be the SHA-256 of snapshot_json');
      }
      const snapshot = parseJsonColumn(
        ctx,
        'snapshot_json',
        row.snapshot_json,
        storedSnapshotSchema(),
      );
      if (row.state === 'accepted') {
        if (row.decided_at === null)
          issue('decided_at', /*i18n*/ 'An accepted proposal has its time');
        if (row.signer_name === null)
          issue('signer_name', /*i18n*/ 'An accepted proposal has a signer');
        if (row.signature_kind === null)
          issue('signature_kind', /*i18n*/ 'An accepted proposal is signed');
        if (row.accepted_option === null) {
          issue('accepted_option', /*i18n*/ 'An accepted proposal has its option');
        } else if (snapshot && row.accepted_option >= snapshot.options.length) {
          issue('accepted_option', /*i18n*/ 'Must be one of the snapshot’s options');
        }
      } else if (row.accepted_option !== null) {
        issue('accepted_option', /*i18n*/ 'Only an accepted proposal has an option');
      }
      if (row.state === 'declined' && row.decided_at === null) {
        issue('decided_at', /*i18n*/ 'A declined proposal has its time');
      }
      if ((row.signature_kind === 'drawn') !== (row.signature_png !== null)) {
        issue('signature_png', /*i18n*/ 'A drawn signature has its image, and only a drawn one');
      }
      if (row.signature_png !== null) {
        // The signed PDF embeds it: it must be a PNG the PDF can read.
        const wrong = signaturePngProblem(Buffer.from(row.signature_png, 'base64'));
        if (wrong) issue('signature_png', wrong);
      }
    })
    .transform((row) => {
      // Runs only on a valid row: the snapshot parses and its option exists (checked above).
      const { options } = JSON.parse(row.snapshot_json) as { options: ProposalOption[] };
      const option = row.accepted_option === null ? undefined : options[row.accepted_option];
      return { ...row, accepted_before_tax_cents: option ? revenueBeforeTax(option.totals) : null };
    }),
);

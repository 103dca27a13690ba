import { z } from 'zod';
import { emailText } from '../common/common-schemas';
import { once } from '../common/once';
import {
  MAX_DECLINE_REASON,
  MAX_PROPOSAL_VALID_DAYS,
  MAX_SIGNATURE_BASE64,
  MAX_SIGNER_NAME,
} from './proposal';
import { MAX_OPTIONS } from '../estimate/estimate';
import { MAX_PROPOSAL_PHOTOS } from '../photo/photo';

// Inputs of the proposal API, for the office's forms and the customer's page alike. The
// customer's page checks the same rules by hand (it loads no zod) and the server has the last
// word with these.

/** POST /api/estimates/:id/proposals. */
export const proposalCreateSchema = once(() =>
  z.strictObject({
    validDays: z
      .number({ error: 'Valid for must be a number of days' })
      .int('Valid for must be a whole number of days')
      .min(1, 'Valid for must be at least 1 day')
      .max(MAX_PROPOSAL_VALID_DAYS, `Valid for must be at most ${MAX_PROPOSAL_VALID_DAYS} days`)
      .optional(),
    // Job photos of the estimate's project to show, in this order; the server checks each is one.
    photoIds: z
      .array(
        z.string({ error: 'Photo id must be text' }).trim().min(1, 'Choose a photo').max(100),
        {
          error: 'Photos must be a list of photo ids',
        },
      )
      .max(MAX_PROPOSAL_PHOTOS, `Choose at most ${MAX_PROPOSAL_PHOTOS} photos`)
      .superRefine((ids, ctx) => {
        ids.forEach((id, i) => {
          if (ids.indexOf(id) !== i) {
            ctx.addIssue({ code: 'custom', path: [i], message: 'This photo is chosen twice' });
          }
        });
      })
      .optional(),
  }),
);

/**
 * POST /api/proposals/:id/email: the token comes back from the page that created the link (the
 * database has only its hash), and the address defaults to the customer's.
 */
export const proposalEmailSchema = once(() =>
  z.strictObject({
    token: z.string({ error: 'Token is required' }).min(1, 'Token is required').max(200),
    to: emailText('Email', 254).optional(),
  }),
);

/** POST /api/public/proposals/:token/accept. */
export const proposalAcceptSchema = once(() =>
  z.strictObject({
    option: z
      .number({ error: 'Choose an option' })
      .int('Choose an option')
      .min(0, 'Choose an option')
      .max(MAX_OPTIONS - 1, 'Choose an option'),
    signerName: z
      .string({ error: 'Full name is required' })
      .trim()
      .min(1, 'Full name is required')
      .max(MAX_SIGNER_NAME, `Full name must be at most ${MAX_SIGNER_NAME} characters`),
    agreed: z.literal(true, { error: 'Agree to the terms to accept' }),
    // Drawn with a finger or mouse (a PNG), or the typed name as the signature.
    signature: z.discriminatedUnion(
      'kind',
      [
        z.strictObject({
          kind: z.literal('drawn'),
          png: z
            .string({ error: 'Signature must be a PNG image' })
            .max(MAX_SIGNATURE_BASE64, {
              message: 'Signature image is too large',
              abort: true,
            })
            .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'Signature must be a PNG image'),
        }),
        z.strictObject({ kind: z.literal('typed') }),
      ],
      { error: 'Sign by drawing or by typing your name' },
    ),
  }),
);
export type ProposalAccept = z.infer<ReturnType<typeof proposalAcceptSchema>>;

/** POST /api/public/proposals/:token/decline. */
export const proposalDeclineSchema = once(() =>
  z.strictObject({
    reason: z
      .string({ error: 'Reason must be text' })
      .trim()
      .max(MAX_DECLINE_REASON, `Reason must be at most ${MAX_DECLINE_REASON} characters`)
      .optional(),
  }),
);
export type ProposalDecline = z.infer<ReturnType<typeof proposalDeclineSchema>>;

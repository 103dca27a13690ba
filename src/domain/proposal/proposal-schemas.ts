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
import { msg } from '../common/messages';

// Inputs of the proposal API, for the office's forms and the customer's page alike. The
// customer's page checks the same rules by hand (it loads no zod) and the server has the last
// word with these.

/** POST /api/estimates/:id/proposals. */
export const proposalCreateSchema = once(() =>
  z.strictObject({
    validDays: z
      .number({ error: /*i18n*/ 'Valid for must be a number of days' })
      .int(/*i18n*/ 'Valid for must be a whole number of days')
      .min(1, /*i18n*/ 'Valid for must be at least 1 day')
      .max(
        MAX_PROPOSAL_VALID_DAYS,
        msg(/*i18n*/ 'Valid for must be at most {max} days', { max: MAX_PROPOSAL_VALID_DAYS }),
      )
      .optional(),
    // Job photos of the estimate's project to show, in this order; the server checks each is one.
    photoIds: z
      .array(
        z
          .string({ error: /*i18n*/ 'Photo id must be text' })
          .trim()
          .min(1, /*i18n*/ 'Choose a photo')
          .max(100),
        {
          error: /*i18n*/ 'Photos must be a list of photo ids',
        },
      )
      .max(
        MAX_PROPOSAL_PHOTOS,
        msg(/*i18n*/ 'Choose at most {max} photos', { max: MAX_PROPOSAL_PHOTOS }),
      )
      .superRefine((ids, ctx) => {
        ids.forEach((id, i) => {
          if (ids.indexOf(id) !== i) {
            ctx.addIssue({
              code: 'custom',
              path: [i],
              message: /*i18n*/ 'This photo is chosen twice',
            });
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
    token: z
      .string({ error: /*i18n*/ 'Token is required' })
      .min(1, /*i18n*/ 'Token is required')
      .max(200),
    to: emailText(/*i18n*/ 'Email', 254).optional(),
  }),
);

/** POST /api/public/proposals/:token/accept. */
export const proposalAcceptSchema = once(() =>
  z.strictObject({
    option: z
      .number({ error: /*i18n*/ 'Choose an option' })
      .int(/*i18n*/ 'Choose an option')
      .min(0, /*i18n*/ 'Choose an option')
      .max(MAX_OPTIONS - 1, /*i18n*/ 'Choose an option'),
    signerName: z
      .string({ error: /*i18n*/ 'Full name is required' })
      .trim()
      .min(1, /*i18n*/ 'Full name is required')
      .max(
        MAX_SIGNER_NAME,
        msg(/*i18n*/ 'Full name must be at most {max} characters', { max: MAX_SIGNER_NAME }),
      ),
    agreed: z.literal(true, { error: /*i18n*/ 'Agree to the terms to accept' }),
    // Drawn with a finger or mouse (a PNG), or the typed name as the signature.
    signature: z.discriminatedUnion(
      'kind',
      [
        z.strictObject({
          kind: z.literal('drawn'),
          png: z
            .string({ error: /*i18n*/ 'Signature must be a PNG image' })
            .max(MAX_SIGNATURE_BASE64, {
              message: /*i18n*/ 'Signature image is too large',
              abort: true,
            })
            .regex(/^[A-Za-z0-9+/]+={0,2}$/, /*i18n*/ 'Signature must be a PNG image'),
        }),
        z.strictObject({ kind: z.literal('typed') }),
      ],
      { error: /*i18n*/ 'Sign by drawing or by typing your name' },
    ),
  }),
);
export type ProposalAccept = z.infer<ReturnType<typeof proposalAcceptSchema>>;

/** POST /api/public/proposals/:token/decline. */
export const proposalDeclineSchema = once(() =>
  z.strictObject({
    reason: z
      .string({ error: /*i18n*/ 'Reason must be text' })
      .trim()
      .max(
        MAX_DECLINE_REASON,
        msg(/*i18n*/ 'Reason must be at most {max} characters', { max: MAX_DECLINE_REASON }),
      )
      .optional(),
  }),
);
export type ProposalDecline = z.infer<ReturnType<typeof proposalDeclineSchema>>;

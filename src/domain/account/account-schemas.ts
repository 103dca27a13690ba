import { z } from 'zod';
import { EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN, ROLES, USER_NAME_MAX } from './account';
import { looksLikeEmail } from '../common/common-schemas';
import { once } from '../common/once';
import { LANGUAGES } from '../language/language';

// The account inputs, one schema each for the form and the API.

const nameField = () =>
  z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(USER_NAME_MAX, `Name must be at most ${USER_NAME_MAX} characters`);

// Addresses are compared without regard to case: Ana@x.com and ana@x.com are one account.
const emailField = () =>
  z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, { message: 'Email is required', abort: true })
    .max(EMAIL_MAX, { message: `Email must be at most ${EMAIL_MAX} characters`, abort: true })
    .refine(looksLikeEmail, 'Enter a valid email address')
    .transform((s) => s.toLowerCase());

const newPasswordField = () =>
  z
    .string({ error: 'Password is required' })
    .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

const roleField = () => z.enum(ROLES, { error: 'Role must be owner, estimator or crew' });

/** POST /api/setup: the first (owner) account. */
export const setupSchema = once(() =>
  z.strictObject({ name: nameField(), email: emailField(), password: newPasswordField() }),
);
export type SetupInput = z.infer<ReturnType<typeof setupSchema>>;

/** POST /api/session. The password is not checked for length here: a wrong one is just wrong. */
export const signInSchema = once(() =>
  z.strictObject({
    email: emailField(),
    password: z
      .string({ error: 'Password is required' })
      .min(1, 'Password is required')
      .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
  }),
);
export type SignInInput = z.infer<ReturnType<typeof signInSchema>>;

/** POST /api/invitations */
export const invitationSchema = once(() =>
  z.strictObject({ name: nameField(), email: emailField(), role: roleField() }),
);
export type InvitationInput = z.infer<ReturnType<typeof invitationSchema>>;

/** POST /api/invitations/:token/accept (an invitation or a password reset). */
export const acceptInvitationSchema = once(() => z.strictObject({ password: newPasswordField() }));

/** PATCH /api/users/:id: the owner changes one thing at a time. */
export const userPatchSchema = once(() =>
  z.union([z.strictObject({ role: roleField() }), z.strictObject({ active: z.boolean() })], {
    error: 'Send either a role or active',
  }),
);
export type UserPatch = z.infer<ReturnType<typeof userPatchSchema>>;

/** PATCH /api/me: anyone may rename themselves and choose their language (null: the browser's). */
export const profileSchema = once(() =>
  z
    .strictObject({
      name: nameField().optional(),
      language: z
        .enum(LANGUAGES, { error: `Language must be one of ${LANGUAGES.join(', ')}` })
        .nullable()
        .optional(),
    })
    .refine((p) => p.name !== undefined || p.language !== undefined, {
      error: 'Send a name or a language',
    }),
);

/** PUT /api/me/password: the current password proves it is really them. */
export const passwordChangeSchema = once(() =>
  z.strictObject({
    currentPassword: z
      .string({ error: 'Current password is required' })
      .min(1, 'Current password is required')
      .max(PASSWORD_MAX, `Current password must be at most ${PASSWORD_MAX} characters`),
    newPassword: newPasswordField(),
  }),
);

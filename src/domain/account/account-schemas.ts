import { z } from 'zod';
import { EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN, ROLES, USER_NAME_MAX } from './account';
import { looksLikeEmail } from '../common/email';
import { once } from '../common/once';
import { LANGUAGES } from '../language/language';
import { msg } from '../common/messages';

// The account inputs, one schema each for the form and the API.

const nameField = () =>
  z
    .string({ error: /*i18n*/ 'Name is required' })
    .trim()
    .min(1, /*i18n*/ 'Name is required')
    .max(
      USER_NAME_MAX,
      msg(/*i18n*/ 'Name must be at most {max} characters', { max: USER_NAME_MAX }),
    );

// Addresses are compared without regard to case: Ana@x.com and ana@x.com are one account.
const emailField = () =>
  z
    .string({ error: /*i18n*/ 'Email is required' })
    .trim()
    .min(1, { message: /*i18n*/ 'Email is required', abort: true })
    .max(EMAIL_MAX, {
      message: msg(/*i18n*/ 'Email must be at most {max} characters', { max: EMAIL_MAX }),
      abort: true,
    })
    .refine(looksLikeEmail, /*i18n*/ 'Enter a valid email address')
    .transform((s) => s.toLowerCase());

const newPasswordField = () =>
  z
    .string({ error: /*i18n*/ 'Password is required' })
    .min(
      PASSWORD_MIN,
      msg(/*i18n*/ 'Password must be at least {min} characters', { min: PASSWORD_MIN }),
    )
    .max(
      PASSWORD_MAX,
      msg(/*i18n*/ 'Password must be at most {max} characters', { max: PASSWORD_MAX }),
    );

const roleField = () => z.enum(ROLES, { error: /*i18n*/ 'Role must be owner, estimator or crew' });

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
      .string({ error: /*i18n*/ 'Password is required' })
      .min(1, /*i18n*/ 'Password is required')
      .max(
        PASSWORD_MAX,
        msg(/*i18n*/ 'Password must be at most {max} characters', { max: PASSWORD_MAX }),
      ),
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
    error: /*i18n*/ 'Send either a role or active',
  }),
);
export type UserPatch = z.infer<ReturnType<typeof userPatchSchema>>;

/** PATCH /api/me: anyone may rename themselves and choose their language (null: the browser's). */
export const profileSchema = once(() =>
  z
    .strictObject({
      name: nameField().optional(),
      language: z
        .enum(LANGUAGES, {
          error: msg(/*i18n*/ 'Language must be one of {languages}', {
            languages: LANGUAGES.join(', '),
          }),
        })
        .nullable()
        .optional(),
    })
    .refine((p) => p.name !== undefined || p.language !== undefined, {
      error: /*i18n*/ 'Send a name or a language',
    }),
);

/** PUT /api/me/password: the current password proves it is really them. */
export const passwordChangeSchema = once(() =>
  z.strictObject({
    currentPassword: z
      .string({ error: /*i18n*/ 'Current password is required' })
      .min(1, /*i18n*/ 'Current password is required')
      .max(
        PASSWORD_MAX,
        msg(/*i18n*/ 'Current password must be at most {max} characters', { max: PASSWORD_MAX }),
      ),
    newPassword: newPasswordField(),
  }),
);

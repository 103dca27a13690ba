import { z } from 'zod';
import { looksLikeEmail } from './common-schemas';
import { once } from './once';

// Accounts: who may sign in, and what each role may do. The server enforces the roles; the
// screens use the same rules only to hide what a role cannot use.

export const ROLES = ['owner', 'estimator', 'crew'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  owner: 'Owner',
  estimator: 'Estimator',
  crew: 'Crew',
};

/** The signed-in user as the API answers it. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: Role;
}

/** A team member as the owner's Team page lists them. */
export interface TeamMember extends SessionUser {
  active: boolean;
  lastActiveAt: string | null;
  createdAt: string;
}

/** Crew never sees a dollar figure: not on a screen, not in an API answer. */
export const canSeeMoney = (role: Role): boolean => role !== 'crew';
/** Estimates, proposals and PDFs. */
export const canEstimate = (role: Role): boolean => role !== 'crew';
/** Team, company profile, price list and backup. */
export const canManageCompany = (role: Role): boolean => role === 'owner';

export const PASSWORD_MIN = 10;
// Hashing is the costly step of a sign-in: a bound keeps a huge "password" from costing more.
export const PASSWORD_MAX = 200;
export const USER_NAME_MAX = 200;
export const EMAIL_MAX = 254;

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

/** PATCH /api/me: anyone may rename themselves. */
export const profileSchema = once(() => z.strictObject({ name: nameField() }));

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

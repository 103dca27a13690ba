// Accounts: who may sign in, and what each role may do. The server enforces the roles; the
// screens use the same rules only to hide what a role cannot use. No zod here: the app's first
// page loads this module, and the input schemas (account-schemas.ts) load with the forms.

import type { Language } from '../language/language';

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
  /** The language they chose in Account; null: their browser's. */
  language: Language | null;
}

/** A team member as the owner's Team page lists them. */
export interface TeamMember extends SessionUser {
  active: boolean;
  lastActiveAt: string | null;
  createdAt: string;
}

/**
 * An invitation nobody has used yet, as the owner's Team page lists it. Its link is not here:
 * only the link's hash is stored, so a lost link is replaced with a new one, never shown again.
 */
export interface PendingInvitation {
  id: string;
  name: string;
  email: string;
  role: Role;
  createdAt: string;
  /** After this the link no longer works; the owner can issue a new one. */
  expiresAt: string;
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

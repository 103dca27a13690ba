import { createContext, useContext } from 'react';
import type { Role } from '../../domain/account/account';
import { canEstimate, canManageCompany, canSeeMoney } from '../../domain/account/account';

// What the signed-in user's role lets them see and do, from the domain's role rules. Screens ask
// this one place and hide what a role cannot use; the server enforces the same rules.

export interface Permissions {
  /** Dollar figures: totals, estimated costs, prices, labor rates. */
  seeMoney: boolean;
  /** The estimator, saved estimates, proposals and PDFs. */
  estimate: boolean;
  /**
   * Creating, editing and deleting projects. The office roles (those who estimate) do this;
   * crew only set a project's status.
   */
  editProjects: boolean;
  /** Reading Settings: the company profile, the labor rate and the price list. */
  readSettings: boolean;
  /** The team, and changing the company profile, the price list and backups. */
  manageCompany: boolean;
}

export type Permission = keyof Permissions;

const NONE: Permissions = {
  seeMoney: false,
  estimate: false,
  editProjects: false,
  readSettings: false,
  manageCompany: false,
};

/** A role's permissions; signed out (null) may do none of these. */
export function permissionsFor(role: Role | null): Permissions {
  if (role === null) return NONE;
  return {
    seeMoney: canSeeMoney(role),
    estimate: canEstimate(role),
    editProjects: canEstimate(role),
    // The settings are the estimate's inputs (prices, labor rate): readable by those who estimate.
    readSettings: canEstimate(role),
    manageCompany: canManageCompany(role),
  };
}

// The app shell (src/web/app) knows who is signed in; the screens below it only ask what that
// user may do. Given from above, so this shared module imports no feature.
const PermissionsContext = createContext<Permissions>(NONE);

/** Wraps the app's screens with the signed-in user's permissions (the app shell does). */
export const PermissionsProvider = PermissionsContext.Provider;

/**
 * The signed-in user's permissions, from the session the shell has loaded; while there is
 * none (signed out), nothing beyond what every visitor sees.
 */
export function usePermissions(): Permissions {
  return useContext(PermissionsContext);
}

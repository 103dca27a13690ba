import { useQuery } from '@tanstack/react-query';
import type { Role } from '../../domain/account';
import { canEstimate, canManageCompany, canSeeMoney } from '../../domain/account';
import { sessionQuery } from '../features/account/api';

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

/**
 * The signed-in user's permissions. Read from the session the shell has loaded; while there is
 * none (signed out), nothing beyond what every visitor sees.
 */
export function usePermissions(): Permissions {
  const { data } = useQuery(sessionQuery());
  return permissionsFor(data?.user?.role ?? null);
}

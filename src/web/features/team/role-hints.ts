import type { Role } from '../../../domain/account/account';

/** What each role may do, in a line, for the owner choosing one. */
export const ROLE_HINTS: Record<Role, string> = {
  owner: 'Everything, including the team, settings, price list and backups.',
  estimator: 'Projects, estimates, proposals, PDFs and the map; can read the settings.',
  crew: 'Projects without any money, status changes, Pitch Finder, Map View and roof outlines.',
};

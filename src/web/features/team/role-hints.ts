import type { Role } from '../../../domain/account/account';
import { i18n } from './i18n';

/** What each role may do, in a line, for the owner choosing one (called while rendering). */
export function roleHint(role: Role): string {
  const hints: Record<Role, string> = {
    owner: i18n._('Everything, including the team, settings, price list and backups.'),
    estimator: i18n._('Projects, estimates, proposals, PDFs and the map; can read the settings.'),
    crew: i18n._(
      'Projects without any money, status changes, Pitch Finder, Map View and roof outlines.',
    ),
  };
  return hints[role];
}

import type { Role } from '../../domain/account/account';
import { i18n } from '../i18n';

/**
 * A role's name in the reader's language (the domain's ROLE_LABELS stay English, for the server
 * and the logs). In the shell's catalogue, always loaded, so every screen naming a role uses it.
 * Called while rendering, by a component that re-renders with the language (`useLingui`).
 */
export function roleLabel(role: Role): string {
  const labels: Record<Role, string> = {
    owner: i18n._('Owner'),
    estimator: i18n._('Estimator'),
    crew: i18n._('Crew'),
  };
  return labels[role];
}

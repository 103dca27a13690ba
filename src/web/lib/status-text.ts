import type { ShownStatus } from '../../domain/project/status';
import { i18n } from '../i18n';

/**
 * A status's name (the domain's statusLabel, "In progress") in the reader's language. In the
 * shell's catalogue, for the shell's stage picker. Called while rendering.
 */
export function statusText(status: ShownStatus): string {
  const labels: Record<ShownStatus, string> = {
    pending: i18n._('Pending'),
    'in-progress': i18n._('In progress'),
    completed: i18n._('Completed'),
    lost: i18n._('Lost'),
  };
  return labels[status];
}

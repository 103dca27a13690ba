import type { ShownStatus } from '../../domain/project/status';
import { i18n } from '../i18n';

/**
 * A stage's name in the reader's language when it is one of the names every company starts with
 * (the domain's DEFAULT_STAGES, which stay English for the server and the CSVs); a name the owner
 * wrote is shown as written. In the shell's catalogue, so every screen naming a stage agrees.
 * Called while rendering, by a component that re-renders with the language.
 */
export function stageNameText(name: string): string {
  const names: Record<string, string> = {
    Lead: i18n._('Lead'),
    Inspection: i18n._('Inspection'),
    'Proposal sent': i18n._('Proposal sent'),
    Sold: i18n._('Sold'),
    Scheduled: i18n._('Scheduled'),
    'In production': i18n._('In production'),
    Completed: i18n._('Completed'),
    Invoiced: i18n._('Invoiced'),
    Paid: i18n._('Paid'),
    Lost: i18n._('Lost'),
  };
  return names[name] ?? name;
}

/** A status's name (the domain's statusLabel, "In progress") in the reader's language. */
export function statusText(status: ShownStatus): string {
  const labels: Record<ShownStatus, string> = {
    pending: i18n._('Pending'),
    'in-progress': i18n._('In progress'),
    completed: i18n._('Completed'),
    lost: i18n._('Lost'),
  };
  return labels[status];
}

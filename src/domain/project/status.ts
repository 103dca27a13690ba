export const PROJECT_STATUSES = ['pending', 'in-progress', 'completed'] as const;

export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export function isProjectStatus(value: unknown): value is ProjectStatus {
  return typeof value === 'string' && (PROJECT_STATUSES as readonly string[]).includes(value);
}

/** A project's status as answered: one of the three, or lost (its stage is Lost). */
export const SHOWN_STATUSES = ['pending', 'in-progress', 'completed', 'lost'] as const;
export type ShownStatus = (typeof SHOWN_STATUSES)[number];

/** A status as shown: hyphens become spaces, first letter capitalised ("In progress"). */
export function statusLabel(status: ShownStatus): string {
  const spaced = status.replace(/-/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

const ACTIVITY_TEXT: Record<ShownStatus, string> = {
  lost: 'Project lost',
  completed: 'Project completed',
  'in-progress': 'Estimate approved',
  pending: 'New estimate created',
};

export function activityText(status: ShownStatus): string {
  return ACTIVITY_TEXT[status];
}

import type { Role } from '../account/account';
import type { ActivityDetail } from './activity-detail';

// The activity log: what happened, who did it, newest first. Each kind says which roles may
// see it, so the dashboard shows a viewer only what their role may know.

export const ACTIVITY_KINDS = {
  'project.created': { label: 'created project', roles: ['owner', 'estimator', 'crew'] },
  'project.updated': { label: 'updated project', roles: ['owner', 'estimator', 'crew'] },
  'project.status-changed': {
    label: 'changed the status of',
    roles: ['owner', 'estimator', 'crew'],
  },
  // A stage move: "<who> moved <project> to <stage>".
  'project.stage-changed': { label: 'moved', roles: ['owner', 'estimator', 'crew'] },
  'project.deleted': { label: 'deleted project', roles: ['owner', 'estimator', 'crew'] },
  'projects.imported': { label: 'imported', roles: ['owner', 'estimator', 'crew'] },
  'photos.added': { label: 'added photos to', roles: ['owner', 'estimator', 'crew'] },
  'photo.deleted': { label: 'deleted a photo of', roles: ['owner', 'estimator', 'crew'] },
  'outlines.saved': { label: 'saved roof outlines for', roles: ['owner', 'estimator', 'crew'] },
  'estimate.saved': { label: 'saved an estimate for', roles: ['owner', 'estimator'] },
  'estimate.updated': { label: 'updated an estimate for', roles: ['owner', 'estimator'] },
  'estimate.deleted': { label: 'deleted an estimate for', roles: ['owner', 'estimator'] },
  // The customer's own actions are logged with no account. Only an acceptance carries a name
  // (the signer's); anyone with the link can open or decline it, so those read "Proposal
  // viewed by the customer for <project>".
  'proposal.sent': { label: 'created a proposal for', roles: ['owner', 'estimator'] },
  'proposal.emailed': { label: 'emailed a proposal for', roles: ['owner', 'estimator'] },
  'proposal.viewed': { label: 'Proposal viewed by {who} for', roles: ['owner', 'estimator'] },
  'proposal.accepted': {
    label: 'Proposal accepted by {who} for',
    roles: ['owner', 'estimator', 'crew'],
  },
  'proposal.declined': { label: 'Proposal declined by {who} for', roles: ['owner', 'estimator'] },
  'proposal.withdrawn': { label: 'withdrew the proposal for', roles: ['owner', 'estimator'] },
  // The schedule: "<who> booked Production (Mar 2 – Mar 3) for <project>".
  'event.booked': { label: 'booked', roles: ['owner', 'estimator', 'crew'] },
  'event.moved': { label: 'moved', roles: ['owner', 'estimator', 'crew'] },
  'event.removed': { label: 'removed', roles: ['owner', 'estimator', 'crew'] },
  'event.emailed': { label: 'emailed the customer the date of', roles: ['owner', 'estimator'] },
  'schedule.rain-delay': { label: 'rain delay:', roles: ['owner', 'estimator', 'crew'] },
  'schedule.rain-delay-undone': {
    label: 'undid the rain delay:',
    roles: ['owner', 'estimator', 'crew'],
  },
  'crew.changed': { label: 'changed the crews:', roles: ['owner', 'estimator'] },
  'invoice.created': { label: 'created invoice', roles: ['owner', 'estimator'] },
  'invoice.sent': { label: 'sent invoice', roles: ['owner', 'estimator'] },
  'invoice.viewed': { label: 'Invoice viewed by {who}:', roles: ['owner', 'estimator'] },
  'invoice.voided': { label: 'voided invoice', roles: ['owner', 'estimator'] },
  'payment.recorded': { label: 'recorded a payment on', roles: ['owner', 'estimator'] },
  'payment.refunded': { label: 'refunded a payment on', roles: ['owner', 'estimator'] },
  'settings.updated': { label: 'updated the settings:', roles: ['owner', 'estimator'] },
  'price-list.changed': { label: 'changed the price list:', roles: ['owner', 'estimator'] },
  'user.joined': { label: 'joined the team', roles: ['owner'] },
  'user.invited': { label: 'invited', roles: ['owner'] },
  'user.invitation-renewed': { label: 'issued a new invitation link for', roles: ['owner'] },
  'user.invitation-revoked': { label: 'revoked the invitation for', roles: ['owner'] },
  'user.role-changed': { label: 'changed the role of', roles: ['owner'] },
  'user.deactivated': { label: 'deactivated', roles: ['owner'] },
  'user.reactivated': { label: 'reactivated', roles: ['owner'] },
  'user.password-reset': { label: 'issued a password reset for', roles: ['owner'] },
} as const satisfies Record<string, { label: string; roles: readonly Role[] }>;

export type ActivityKind = keyof typeof ACTIVITY_KINDS;

/**
 * Who opened or declined a proposal: whoever has its link, not someone the log can name (the
 * project's customer name would be a guess).
 */
export const ANONYMOUS_CUSTOMER = 'the customer';

/** What an entry says before its subject: "<who> <label>", or the label with {who} filled in. */
export function activityLead(entry: Pick<ActivityEntry, 'userName' | 'kind'>): string {
  const label: string = ACTIVITY_KINDS[entry.kind].label;
  return label.includes('{who}')
    ? label.replace('{who}', entry.userName)
    : `${entry.userName} ${label}`;
}

/**
 * What an entry says after its lead. Joining names the person in the lead already; entries
 * written before the subject became the role ("as Estimator") repeated the name there, and
 * backups still carry them, so a subject that only repeats the name is left out.
 */
export function activitySubject(entry: Pick<ActivityEntry, 'userName' | 'kind' | 'subject'>) {
  return entry.kind === 'user.joined' && entry.subject === entry.userName ? '' : entry.subject;
}

/** The longest `subject` the log keeps (longer ones are cut). */
export const ACTIVITY_SUBJECT_MAX = 500;

/** The kinds a role may see in the log. */
export function activityKindsFor(role: Role): ActivityKind[] {
  return (Object.keys(ACTIVITY_KINDS) as ActivityKind[]).filter((k) =>
    (ACTIVITY_KINDS[k].roles as readonly Role[]).includes(role),
  );
}

/** One line of the log as the API answers it. `subject` never holds a dollar figure. */
export interface ActivityEntry {
  id: string;
  at: string;
  userName: string;
  kind: ActivityKind;
  /** The project it concerns, if any (a link on the dashboard). */
  projectId: string | null;
  /** What it was done to: a project's name, a person's name, or a short detail, in English. */
  subject: string;
  /** The subject's parts, for a screen to write it in the reader's language (null: read `subject`). */
  detail: ActivityDetail | null;
}

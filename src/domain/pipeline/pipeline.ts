import type { Role } from '../account/account';
import { SHOWN_STATUSES } from '../project/status';
import type { ProjectStatus } from '../project/status';

// The pipeline: every project is in one stage, and each stage belongs to one of the spec's
// statuses (or to Lost, which is none of them). A project's status is its stage's group, never
// stored apart, so the dashboard's figures keep the spec's meaning whatever the stages are called.

/** The groups in board order: the spec's three statuses, then Lost. */
export const STAGE_GROUPS = SHOWN_STATUSES;
export type StageGroup = (typeof STAGE_GROUPS)[number];
/** A project's status as answered: its stage's group ('lost' is none of the spec's three). */
export type DerivedStatus = StageGroup;

export interface Stage {
  id: string;
  name: string;
  status: StageGroup;
  /** Order within its group (groups are always in STAGE_GROUPS order). */
  position: number;
}

export interface LeadSource {
  id: string;
  name: string;
  position: number;
}

/** The stages a new company starts with; their ids are fixed so migrations can name them. */
export const DEFAULT_STAGES: readonly Stage[] = [
  { id: 'lead', name: 'Lead', status: 'pending', position: 0 },
  { id: 'inspection', name: 'Inspection', status: 'pending', position: 1 },
  { id: 'proposal-sent', name: 'Proposal sent', status: 'pending', position: 2 },
  { id: 'sold', name: 'Sold', status: 'in-progress', position: 0 },
  { id: 'scheduled', name: 'Scheduled', status: 'in-progress', position: 1 },
  { id: 'in-production', name: 'In production', status: 'in-progress', position: 2 },
  { id: 'completed', name: 'Completed', status: 'completed', position: 0 },
  { id: 'invoiced', name: 'Invoiced', status: 'completed', position: 1 },
  { id: 'paid', name: 'Paid', status: 'completed', position: 2 },
  { id: 'lost', name: 'Lost', status: 'lost', position: 0 },
];

/** The one Lost stage: it cannot be renamed away, moved or removed. */
export const LOST_STAGE_ID = 'lost';

/** Where a status sent without a stage puts a project (migration 018 and `status` in a PATCH). */
export const FIRST_STAGE_OF_STATUS: Readonly<Record<ProjectStatus, string>> = {
  pending: 'lead',
  'in-progress': 'sold',
  completed: 'completed',
};

export const DEFAULT_LEAD_SOURCES: readonly string[] = [
  'Referral',
  'Website',
  'Door knocking',
  'Storm canvassing',
  'Insurance',
  'Repeat customer',
  'Other',
];

/** The longest reason a project was lost. */
export const LOST_REASON_MAX = 500;

export const STAGE_NAME_MAX = 40;
export const LEAD_SOURCE_NAME_MAX = 60;
/** A company's stages and lead sources are short lists; these keep them so. */
export const MAX_STAGES = 30;
export const MAX_LEAD_SOURCES = 50;

/** The stages in board order: by group, then by position. */
export function orderStages<S extends Pick<Stage, 'status' | 'position' | 'id'>>(
  stages: readonly S[],
): S[] {
  const group = (s: S) => STAGE_GROUPS.indexOf(s.status);
  return [...stages].sort(
    (a, b) => group(a) - group(b) || a.position - b.position || a.id.localeCompare(b.id),
  );
}

/** The first stage of a group, in board order. */
export function firstStageOf<S extends Stage>(stages: readonly S[], group: StageGroup) {
  return orderStages(stages).find((s) => s.status === group);
}

/** Is `stageId` before `otherId` on the board? Unknown stages are never before anything. */
export function isBefore(stages: readonly Stage[], stageId: string, otherId: string): boolean {
  const order = orderStages(stages).map((s) => s.id);
  const a = order.indexOf(stageId);
  const b = order.indexOf(otherId);
  return a !== -1 && b !== -1 && a < b;
}

/**
 * Where a proposal being sent puts a project: the last stage of Pending ("Proposal sent"), and
 * only from an earlier stage (a project already sold, or lost, stays where it is).
 */
export function stageOnProposalSent(stages: readonly Stage[], currentId: string) {
  const pending = orderStages(stages).filter((s) => s.status === 'pending');
  const target = pending.at(-1);
  return target && isBefore(stages, currentId, target.id) ? target : undefined;
}

/**
 * Where a customer's acceptance puts a project: the first In progress stage ("Sold"), from any
 * earlier stage or from Lost (the job came back); a project further on stays there.
 */
export function stageOnAccepted(stages: readonly Stage[], currentId: string) {
  const target = firstStageOf(stages, 'in-progress');
  if (!target) return undefined;
  const current = stages.find((s) => s.id === currentId);
  return current?.status === 'lost' || isBefore(stages, currentId, target.id) ? target : undefined;
}

/**
 * The stages crew may move a card to: from the second In progress stage ("Scheduled") on,
 * never Lost. Crew work the job; selling it (and losing it) is the office's.
 */
export function crewMayMoveTo(stages: readonly Stage[], targetId: string): boolean {
  const ordered = orderStages(stages);
  const target = ordered.find((s) => s.id === targetId);
  if (!target || target.status === 'lost' || target.status === 'pending') return false;
  const inProgress = ordered.filter((s) => s.status === 'in-progress');
  return target.status === 'completed' || inProgress.indexOf(target) >= 1;
}

/** May this role move a card to the stage? */
export function mayMoveTo(role: Role, stages: readonly Stage[], targetId: string): boolean {
  return role !== 'crew' || crewMayMoveTo(stages, targetId);
}

/**
 * The stage a `status` sent without a stage means: the project's own stage when it already has
 * that status, else the first stage of that status the role may move to.
 */
export function stageForStatus(
  stages: readonly Stage[],
  currentId: string,
  status: ProjectStatus,
  role: Role,
): Stage | undefined {
  const current = stages.find((s) => s.id === currentId);
  if (current?.status === status) return current;
  const candidates = orderStages(stages).filter((s) => s.status === status);
  return candidates.find((s) => mayMoveTo(role, stages, s.id)) ?? candidates[0];
}

/** Whole days since the project entered its stage (0 on the day it did). */
export function daysInStage(stageChangedAt: string, now: Date): number {
  const since = Date.parse(stageChangedAt);
  if (Number.isNaN(since)) return 0;
  return Math.max(0, Math.floor((now.getTime() - since) / 86_400_000));
}

/** "3 days in stage", "1 day in stage", "Today". */
export function daysInStageText(days: number): string {
  if (days === 0) return 'New in stage today';
  return `${days} ${days === 1 ? 'day' : 'days'} in stage`;
}

/** One card of the board: what a glance needs, no more (no money for crew). */
export interface PipelineCard {
  id: string;
  name: string;
  customerName: string;
  address: string;
  estimatedCostCents?: number;
  salespersonId: string | null;
  salespersonName: string | null;
  leadSourceId: string | null;
  stageId: string;
  stageChangedAt: string;
  version: number;
}

export interface PipelineColumn extends Stage {
  count: number;
  /** The column's estimated costs; absent for crew. */
  valueCents?: number;
}

export interface Person {
  id: string;
  name: string;
}

export interface PipelineBoard {
  columns: PipelineColumn[];
  cards: PipelineCard[];
  salespeople: Person[];
  leadSources: LeadSource[];
}

/** One recorded move of a project (its history). */
export interface StageMove {
  id: string;
  at: string;
  userName: string;
  fromStageName: string | null;
  toStageName: string;
  reason: string | null;
}

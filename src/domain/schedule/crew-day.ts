import type { MaterialUnit } from '../price-list/price-list-entry';
import type { EdgeType } from '../takeoff/roof-edge-types';
import type { Stage } from '../pipeline/pipeline';
import { firstStageOf, isBefore, orderStages } from '../pipeline/pipeline';

// The crew's day: what a crew member sees of their jobs (My jobs), the work order of each, the
// checklist of a production day, and where "Job started" and "Job finished" put the project.
// Pure: shared by the server and the web. No money anywhere in these shapes: crew read them.

/** The checklist a new company starts with; the owner edits it in Settings. */
export const DEFAULT_JOB_CHECKLIST: readonly string[] = [
  'Tear-off',
  'Deck inspected',
  'Underlayment',
  'Drip edge',
  'Shingles',
  'Flashing',
  'Ridge vent',
  'Cleanup',
  'Magnet sweep for nails',
  'Photos taken',
];

export const CHECKLIST_ITEM_MAX = 80;
/** A checklist a crew can get through on a phone; longer is a list of its own. */
export const MAX_CHECKLIST_ITEMS = 30;

/** My jobs shows today and the next 7 days. */
export const MY_JOBS_DAYS = 8;
/** The sync ahead keeps today and the next 14 days, so a week opened offline is still full. */
export const MY_JOBS_KEPT_DAYS = 15;
/** The most days one request of My jobs may cover. */
export const MY_JOBS_MAX_DAYS = 31;

/** How far a start or finish made offline may be dated back (a phone kept a week in a truck). */
export const JOB_TIME_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** A phone's clock may run a little ahead of the server's. */
export const JOB_TIME_MAX_AHEAD_MS = 10 * 60 * 1000;

export interface ChecklistItem {
  id: string;
  label: string;
  /** When it was ticked, or null. */
  doneAt: string | null;
  doneByName: string | null;
}

/** One line of what to install: no price, ever. */
export interface WorkOrderLine {
  name: string;
  quantity: number;
  unit: MaterialUnit;
}

/** A roof line drawn on the work order's diagram, in feet east (x) and north (y). */
export interface DiagramLine {
  type: EdgeType;
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  trueFt: number;
}

export interface WorkOrderDiagram {
  /** Each outline's corners in feet east and north of the roof's middle. */
  outlines: { name: string; points: { x: number; y: number }[] }[];
  lines: DiagramLine[];
}

export interface WorkOrder {
  /** Which option the order is of ("Best (accepted)"), or null for a one-option estimate. */
  option: string | null;
  /** "EST-000042", or null when the project has no saved estimate. */
  estimateNumber: string | null;
  lines: WorkOrderLine[];
  /** True lengths by type in feet, and the roof's sloped area; null when not measured. */
  lengths: Partial<Record<EdgeType, number>> | null;
  slopedAreaSqFt: number | null;
  diagram: WorkOrderDiagram | null;
  /** The project's photos: their thumbnail and full image paths. */
  photos: { id: string; caption: string; thumbUrl: string; imageUrl: string }[];
}

export type JobEventKind = 'inspection' | 'delivery' | 'production' | 'other';

/** One event on a crew member's list, with everything needed on the roof. */
export interface MyJob {
  eventId: string;
  kind: JobEventKind;
  title: string;
  /** First and last day (YYYY-MM-DD, company time); the same day for a timed event. */
  firstDay: string;
  lastDay: string;
  /** Timed events: start and end instants; null for whole days. */
  startsAt: string | null;
  endsAt: string | null;
  crew: { id: string; name: string; color: string } | null;
  notes: string;
  startedAt: string | null;
  finishedAt: string | null;
  project: {
    id: string;
    name: string;
    customerName: string;
    customerPhone: string;
    address: string;
    /** The project's material delivery day (the next one), or null. */
    deliveryDate: string | null;
  };
  checklist: ChecklistItem[];
  workOrder: WorkOrder;
}

export interface MyJobs {
  /** Today in the company's time zone (YYYY-MM-DD), and the last day covered. */
  from: string;
  to: string;
  timeZone: string;
  items: MyJob[];
}

/** The answer of Job started / Job finished. */
export interface JobTimes {
  eventId: string;
  startedAt: string | null;
  finishedAt: string | null;
  /** The stage the project moved to, or null when it stayed. */
  movedTo: string | null;
}

/**
 * Where "Job started" puts a project: In production (the last In progress stage of the default
 * pipeline, by its id while it exists, else the last stage of In progress), from any earlier
 * stage. A project already there or further on, or lost, stays.
 */
export function stageOnStarted(stages: readonly Stage[], currentId: string): Stage | undefined {
  const inProgress = orderStages(stages).filter((s) => s.status === 'in-progress');
  const target = inProgress.find((s) => s.id === 'in-production') ?? inProgress.at(-1);
  return target && isBefore(stages, currentId, target.id) ? target : undefined;
}

/** Where "Job finished" puts a project: the first Completed stage, from any earlier one. */
export function stageOnFinished(stages: readonly Stage[], currentId: string): Stage | undefined {
  const target = firstStageOf(stages, 'completed');
  return target && isBefore(stages, currentId, target.id) ? target : undefined;
}

/** A maps link that opens directions to the address in the phone's own maps app. */
export function directionsUrl(address: string): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`;
}

/** A tel: link of a phone number as typed ("(555) 010-2030" dials 5550102030). */
export function telUrl(phone: string): string | null {
  const dial = phone.replace(/[^\d+]/g, '');
  return dial.replace(/\D/g, '').length >= 3 ? `tel:${dial}` : null;
}

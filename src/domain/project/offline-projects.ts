import { z } from 'zod';
import type { EstimateSummary } from '../estimate/estimate-record';
import type { RoofOutlines } from '../geo/geo';
import { once } from '../common/once';
import type { Photo } from '../photo/photo';
import type { Project } from './project';
import type { ProposalSummary } from '../proposal/proposal';
import type { ScheduleEvent } from '../schedule/schedule';
import type { CrewTimeLog } from '../costing/costs';
import { msg } from '../common/messages';

// Syncing ahead: the most recently changed projects with everything their page reads, in one
// answer, so a phone can keep them for the roof with no signal (src/web/lib/offline/sync-ahead.ts).

/**
 * How many projects one answer holds, at most. A project page needs up to seven answers kept
 * (project, outlines, photos, schedule, crew time, estimates, proposals): 200 projects keep the
 * phone's cache near 1,400 entries and the answer within a few megabytes.
 */
export const OFFLINE_PROJECTS_MAX = 200;

/** GET /api/offline/projects */
export const offlineProjectsQuerySchema = once(() =>
  z.strictObject({
    limit: z.coerce
      .number({ error: /*i18n*/ 'Limit must be a number' })
      .int(/*i18n*/ 'Limit must be a whole number')
      .min(1, msg(/*i18n*/ 'Limit must be between 1 and {max}', { max: OFFLINE_PROJECTS_MAX }))
      .max(
        OFFLINE_PROJECTS_MAX,
        msg(/*i18n*/ 'Limit must be between 1 and {max}', { max: OFFLINE_PROJECTS_MAX }),
      )
      .default(OFFLINE_PROJECTS_MAX),
  }),
);

/**
 * One project and the answers its page reads, each exactly as its own route answers the caller
 * (crew: no money in the project, no estimates, no proposals, as those routes refuse crew).
 */
export interface OfflineProject {
  /** GET /api/projects/:id */
  project: Project | Omit<Project, 'estimatedCostCents'>;
  /** GET /api/projects/:id/outlines */
  outlines: RoofOutlines;
  /** GET /api/projects/:id/photos */
  photos: Photo[];
  /** GET /api/projects/:id/events: the events this caller sees (crew: their crews' and their own). */
  events: { items: ScheduleEvent[] };
  /** GET /api/projects/:id/crew-time: days and hours, never a rate. */
  crewTime: { items: CrewTimeLog[] };
  /** GET /api/projects/:id/estimates; absent for a role that route refuses. */
  estimates?: EstimateSummary[];
  /** GET /api/projects/:id/proposals; absent for a role that route refuses. */
  proposals?: ProposalSummary[];
}

/** GET /api/offline/projects: the most recently changed projects first. */
export interface OfflineProjects {
  projects: OfflineProject[];
}

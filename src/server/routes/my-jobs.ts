import type { FastifyPluginAsync } from 'fastify';
import {
  checklistTickSchema,
  jobTimeSchema,
  myJobsQuerySchema,
} from '../../domain/schedule/crew-day-schemas';
import { ANY_ROLE, userOf } from '../auth/access';
import type { Repositories } from '../db/repositories';
import { parseOr400 } from '../problem';
import { myJobs, recordProgress, tickChecklistItem } from '../services/crew-day';

type EventParams = { Params: { id: string } };

/**
 * The crew's day: My jobs (no money in it for anyone), checklist ticks, Job started and Job
 * finished. Every role may call them; the service lets only the event's crew and the office
 * write.
 */
export const myJobsRoutes: FastifyPluginAsync<{ repos: Repositories }> = async (app, { repos }) => {
  app.get('/api/my-jobs', ANY_ROLE, async (req) => {
    const { days } = parseOr400(myJobsQuerySchema(), req.query, 'query');
    return myJobs(repos, userOf(req), days);
  });

  app.put<{ Params: { id: string; itemId: string } }>(
    '/api/events/:id/checklist/:itemId',
    ANY_ROLE,
    async (req) => {
      const { done } = parseOr400(checklistTickSchema(), req.body, 'checklist item');
      return tickChecklistItem(repos, userOf(req), req.params.id, req.params.itemId, done);
    },
  );

  app.post<EventParams>('/api/events/:id/start', ANY_ROLE, async (req) => {
    const { at } = parseOr400(jobTimeSchema(), req.body ?? {}, 'job started');
    return recordProgress(repos, userOf(req), req.params.id, 'started', at);
  });

  app.post<EventParams>('/api/events/:id/finish', ANY_ROLE, async (req) => {
    const { at } = parseOr400(jobTimeSchema(), req.body ?? {}, 'job finished');
    return recordProgress(repos, userOf(req), req.params.id, 'finished', at);
  });
};

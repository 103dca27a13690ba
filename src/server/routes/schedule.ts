import type { FastifyPluginAsync } from 'fastify';
import { ANY_ROLE, OFFICE, OWNER_ONLY, userOf } from '../auth/access';
import {
  crewCreateSchema,
  crewPatchSchema,
  eventCreateSchema,
  eventPatchSchema,
  eventsQuerySchema,
  rainDelaySchema,
  scheduleSettingsPatchSchema,
} from '../../domain/schedule/schedule-schemas';
import type { Repositories } from '../db/repositories';
import type { Mailer } from '../mail/mailer';
import { conflict, parseOr400 } from '../problem';
import { createCrew, updateCrew } from '../services/crews';
import { rainDelay, recentRainDelays, undoRainDelay } from '../services/rain-delay';
import { emailCustomerTheDate } from '../services/schedule-email';
import {
  bookEvent,
  changeEvent,
  eventsBetween,
  eventsOfProject,
  removeEvent,
} from '../services/schedule-events';

type Id = { Params: { id: string } };

/**
 * The schedule: crews (owner), the schedule's settings, events on projects (the office books
 * and moves them; crew read their crews' events), rain delays and their undo.
 */
export const scheduleRoutes: FastifyPluginAsync<{
  repos: Pick<
    Repositories,
    'schedule' | 'rainDelays' | 'crews' | 'users' | 'projects' | 'activity' | 'settings'
  >;
  mailer: Mailer | null;
}> = async (app, { repos, mailer }) => {
  app.get('/api/crews', ANY_ROLE, async () => ({ items: await repos.crews.list() }));

  app.post('/api/crews', OWNER_ONLY, async (req, reply) => {
    const input = parseOr400(crewCreateSchema(), req.body, 'crew');
    return reply.code(201).send(await createCrew(repos, input, userOf(req)));
  });

  app.patch<Id>('/api/crews/:id', OWNER_ONLY, async (req) => {
    const patch = parseOr400(crewPatchSchema(), req.body, 'crew');
    return updateCrew(repos, req.params.id, patch, userOf(req));
  });

  app.get('/api/schedule/settings', ANY_ROLE, async () => ({
    ...(await repos.schedule.settings()),
    canEmail: mailer !== null,
  }));

  app.patch('/api/schedule/settings', OWNER_ONLY, async (req) => {
    const patch = parseOr400(scheduleSettingsPatchSchema(), req.body, 'schedule settings');
    const r = await repos.schedule.updateSettings(patch, userOf(req).id);
    if (r.kind === 'conflict') {
      throw conflict('The schedule settings were changed by someone else', r.settings);
    }
    await repos.activity.record(userOf(req), {
      kind: 'settings.updated',
      detail: { t: 'settings', parts: ['time zone and working days'] },
    });
    return { ...r.settings, canEmail: mailer !== null };
  });

  app.get('/api/events', ANY_ROLE, async (req) => {
    const query = parseOr400(eventsQuerySchema(), req.query, 'query');
    return { items: await eventsBetween(repos, query, userOf(req)) };
  });

  app.get<Id>('/api/projects/:id/events', ANY_ROLE, async (req) => ({
    items: await eventsOfProject(repos, req.params.id, userOf(req)),
  }));

  app.post<Id>('/api/projects/:id/events', OFFICE, async (req, reply) => {
    const input = parseOr400(eventCreateSchema(), req.body, 'event');
    return reply.code(201).send(await bookEvent(repos, req.params.id, input, userOf(req)));
  });

  app.patch<Id>('/api/events/:id', OFFICE, async (req) => {
    const patch = parseOr400(eventPatchSchema(), req.body, 'event');
    return changeEvent(repos, req.params.id, patch, userOf(req));
  });

  app.delete<Id>('/api/events/:id', OFFICE, async (req, reply) => {
    await removeEvent(repos, req.params.id, userOf(req));
    return reply.code(204).send();
  });

  app.post<Id>('/api/events/:id/email', OFFICE, async (req) =>
    emailCustomerTheDate(repos, mailer, req.params.id, userOf(req)),
  );

  app.post('/api/schedule/rain-delay', OFFICE, async (req) => {
    const input = parseOr400(rainDelaySchema(), req.body, 'rain delay');
    return rainDelay(repos, input, userOf(req));
  });

  app.get('/api/schedule/rain-delays', OFFICE, async () => recentRainDelays(repos));

  app.post<Id>('/api/schedule/rain-delays/:id/undo', OFFICE, async (req, reply) => {
    await undoRainDelay(repos, req.params.id, userOf(req));
    return reply.code(204).send();
  });
};

import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ANY_ROLE, PUBLIC, userOf } from '../auth/access';
import type { Repositories } from '../db/repositories';
import { rateLimit } from '../rate-limit';
import { setPrivateLinkHeaders } from '../security-headers';
import { feedText, newFeed } from '../services/calendar-feed';

/** Calendar apps poll a feed every few minutes at most; a script trying tokens is slowed down. */
export const FEED_READS_PER_MINUTE = 30;

/** What newToken() makes, then ".ics": anything else is not a feed we issued. */
const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

/**
 * Account -> Calendar feed (the signed-in user's own feed: made, replaced, ended) and the feed
 * itself, read by a calendar app with only the token in its URL.
 */
export const calendarFeedRoutes: FastifyPluginAsync<{
  repos: Repositories;
  publicUrl: string | undefined;
}> = async (app, { repos, publicUrl }) => {
  const originOf = (req: FastifyRequest) =>
    publicUrl ?? `${req.protocol}://${req.headers.host ?? 'localhost'}`;

  app.get('/api/me/calendar-feed', ANY_ROLE, async (req) =>
    repos.calendarFeeds.state(userOf(req).id),
  );

  // Made anew each time: the old URL ends with it.
  app.post('/api/me/calendar-feed', ANY_ROLE, async (req, reply) =>
    reply.code(201).send(await newFeed(repos, userOf(req), originOf(req))),
  );

  app.delete('/api/me/calendar-feed', ANY_ROLE, async (req, reply) => {
    await repos.calendarFeeds.remove(userOf(req).id);
    return reply.code(204).send();
  });

  const reads = rateLimit({ max: FEED_READS_PER_MINUTE, windowMs: 60_000 });
  app.get<{ Params: { file: string } }>(
    '/cal/:file',
    { ...PUBLIC, onRequest: reads },
    async (req, reply) => {
      setPrivateLinkHeaders(reply);
      const token = FEED_FILE.exec(req.params.file)?.[1];
      const text = token ? await feedText(repos, token, originOf(req)) : undefined;
      if (text === undefined) {
        return reply.code(404).type('text/plain; charset=utf-8').send('No such calendar feed.\n');
      }
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="ridgeline.ics"')
        .send(text);
    },
  );
};

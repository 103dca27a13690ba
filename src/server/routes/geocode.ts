import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { ANY_ROLE } from '../auth/access';
import type { GeocodeSearchResponse, ReverseGeocodeResponse } from '../../domain/geo/geo';
import { geocodeQuerySchema, reverseGeocodeQuerySchema } from '../../domain/geo/geo-schemas';
import type { Geocoder } from '../geocoder/geocoder';
import { GeocoderError } from '../geocoder/geocoder';
import { parseOr400, problem, ProblemError } from '../problem';
import { rateLimit } from '../rate-limit';

async function upstreamProblem<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (!(e instanceof GeocoderError)) throw e;
    if (e.retryAfterSeconds) reply.header('retry-after', String(e.retryAfterSeconds));
    throw new ProblemError(problem(e.status, e.message));
  }
}

/** Address lookups for the map, through the server so the geocoder's policy is kept. */
export const geocodeRoutes: FastifyPluginAsync<{
  geocoder: Geocoder;
  /** Lookups per client per minute: the upstream service is shared and slow on purpose. */
  perMinute: number;
}> = async (app, { geocoder, perMinute }) => {
  // One budget for both lookups: a client cannot double it by alternating them. The geocoder
  // shares its upstream turns between clients by the same key, the IP.
  const limit = rateLimit({ max: perMinute, windowMs: 60_000 });

  app.get(
    '/api/geocode',
    { ...ANY_ROLE, onRequest: limit },
    async (req, reply): Promise<GeocodeSearchResponse> => {
      const { q } = parseOr400(geocodeQuerySchema(), req.query, 'query');
      return { results: await upstreamProblem(reply, () => geocoder.search(q, req.ip)) };
    },
  );

  app.get(
    '/api/geocode/reverse',
    { ...ANY_ROLE, onRequest: limit },
    async (req, reply): Promise<ReverseGeocodeResponse> => {
      const { lat, lng } = parseOr400(reverseGeocodeQuerySchema(), req.query, 'query');
      return { result: await upstreamProblem(reply, () => geocoder.reverse(lat, lng, req.ip)) };
    },
  );
};

import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { problem, sendProblem } from './problem';

/**
 * Errors Fastify's router answers before any route or error handler runs (a path segment
 * over 100 characters, broken percent-encoding): problem+json like every other refusal,
 * instead of Fastify's own JSON shape. Found by the property-based test of bad input.
 */
export function frameworkErrors(error: FastifyError, _req: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return sendProblem(
      reply,
      problem(414, 'A part of the URL is longer than 100 characters', {
        title: /*i18n*/ 'URI Too Long',
      }),
    );
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    return sendProblem(reply, problem(400, 'The URL is not valid (bad percent-encoding)'));
  }
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  return sendProblem(reply, problem(status, 'The request could not be routed'));
}

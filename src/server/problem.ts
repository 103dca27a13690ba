import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { FieldError } from '../domain/common/field-errors';
import { fieldErrors } from '../domain/common/field-errors';
import { problemInLanguage, requestLanguage } from './problem-language';

/** RFC 9457 problem details: what every /api error answers with. */
export interface Problem {
  type: string;
  title: string;
  status: number;
  detail?: string;
  errors?: FieldError[];
  [extra: string]: unknown;
}

// Marked for the server's catalogue: a problem's title is answered in the reader's language.
const TITLES: Record<number, string> = {
  400: /*i18n*/ 'Bad Request',
  401: /*i18n*/ 'Unauthorized',
  403: /*i18n*/ 'Forbidden',
  404: /*i18n*/ 'Not Found',
  405: /*i18n*/ 'Method Not Allowed',
  409: /*i18n*/ 'Conflict',
  413: /*i18n*/ 'Payload Too Large',
  415: /*i18n*/ 'Unsupported Media Type',
  429: /*i18n*/ 'Too Many Requests',
  500: /*i18n*/ 'Internal Server Error',
  502: /*i18n*/ 'Bad Gateway',
  503: /*i18n*/ 'Service Unavailable',
  504: /*i18n*/ 'Gateway Timeout',
};

export function problem(status: number, detail?: string, extra: Partial<Problem> = {}): Problem {
  return {
    type: 'about:blank',
    title: TITLES[status] ?? /*i18n*/ 'Error',
    status,
    ...(detail ? { detail } : {}),
    ...extra,
  };
}

/** Answers a problem, in the language of whoever asked (the title and each field's message). */
export function sendProblem(reply: FastifyReply, p: Problem): FastifyReply {
  const answer = problemInLanguage(p, requestLanguage(reply.request));
  return reply.code(p.status).type('application/problem+json').send(answer);
}

/** Thrown by handlers; the app's error handler turns it into a problem response. */
export class ProblemError extends Error {
  constructor(readonly problem: Problem) {
    super(problem.detail ?? problem.title);
  }
}

/**
 * The answer to a write that carried a stale version: 409 with the record as it is stored now,
 * so the client can show it beside the user's own values and nothing is silently lost.
 */
export function conflict(detail: string, current: unknown): ProblemError {
  return new ProblemError(problem(409, detail, { current }));
}

/** A 400 that names every bad field; `where` says what was being read ("estimate"). */
export function badRequest(where: string, errors: FieldError[]): ProblemError {
  const first = errors[0];
  const detail = first
    ? `Invalid ${where}: ${first.path ? `${first.path}: ` : ''}${first.message}`
    : `Invalid ${where}`;
  return new ProblemError(problem(400, detail, { errors }));
}

/** Parses input with a shared domain schema, or throws a 400 that names every bad field. */
export function parseOr400<S extends z.ZodType>(
  schema: S,
  value: unknown,
  where: string,
): z.infer<S> {
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  throw badRequest(where, fieldErrors(r.error));
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import type { Role, SessionUser } from '../../domain/account/account';
import { ROLES } from '../../domain/account/account';
import type { SessionsRepository } from '../db/sessions-repository';
import { SESSION_IDLE_MS } from '../db/sessions-repository';
import { problem, ProblemError } from '../problem';
import { tokenHash } from './tokens';

/** Who may call a route: anyone ('public'), or a signed-in user with one of the roles. */
export type Access = 'public' | readonly Role[];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    /** The signed-in user, when the request carries a live session. */
    user: SessionUser | null;
    /** The hash of the request's session id, when it has a live session. */
    sessionHash: string | null;
  }
}

// Every /api route states its rule with one of these as its route options; a route without
// one stops the server from starting (and the route x role test from passing).
export const PUBLIC = { config: { access: 'public' } } as const;
export const ANY_ROLE = { config: { access: ROLES } } as const;
/** Owner and estimator: money, estimates, proposals, PDFs. */
export const OFFICE = { config: { access: ['owner', 'estimator'] } } as const;
export const OWNER_ONLY = { config: { access: ['owner'] } } as const;

export const SESSION_COOKIE = 'ridgeline_session';

export interface ApiRoute {
  method: string;
  url: string;
  access: Access;
}

const routesByApp = new WeakMap<FastifyInstance, ApiRoute[]>();

/** Every /api route of an app with its rule (the route x role test walks them all). */
export function apiRoutesOf(app: FastifyInstance): readonly ApiRoute[] {
  return routesByApp.get(app) ?? [];
}

/** The route's rule, for the route x role test and the guard. */
export function accessOf(config: unknown): Access | undefined {
  return (config as { access?: Access } | undefined)?.access;
}

/** The signed-in user of a route that requires one (the guard has already checked). */
export function userOf(req: FastifyRequest): SessionUser {
  if (!req.user) throw new ProblemError(problem(401, 'Sign in to continue.'));
  return req.user;
}

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: SESSION_IDLE_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}

/**
 * The signed-in user a session cookie's token names, with the token's hash; null for no token,
 * one longer than any issued (never hashed), or a session that has ended.
 */
export async function sessionOf(
  sessions: SessionsRepository,
  token: string | undefined,
): Promise<{ user: SessionUser; hash: string } | null> {
  if (!token || token.length > 100) return null;
  const hash = tokenHash(token);
  const user = await sessions.userOf(hash);
  return user ? { user, hash } : null;
}

/**
 * Resolves the session of every request that carries one and refuses /api routes whose rule
 * the caller does not meet: 401 without a session, 403 for a role the rule leaves out.
 */
export async function installAccessGuard(
  app: FastifyInstance,
  sessions: SessionsRepository,
): Promise<void> {
  await app.register(cookie);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionHash', null);

  const routes: ApiRoute[] = [];
  routesByApp.set(app, routes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const rule = accessOf(route.config);
    if (rule === undefined) {
      throw new Error(
        `${String(route.method)} ${route.url} states no access rule: give it PUBLIC, ANY_ROLE, OFFICE or OWNER_ONLY`,
      );
    }
    for (const method of [route.method].flat()) {
      // Fastify adds a HEAD twin to every GET; it shares the GET's rule.
      if (method !== 'HEAD') routes.push({ method, url: route.url, access: rule });
    }
  });

  app.addHook('onRequest', async (req) => {
    const rule = accessOf(req.routeOptions.config);
    if (rule === undefined) return; // not an API route: static files and pages
    const session = await sessionOf(sessions, req.cookies[SESSION_COOKIE]);
    if (session) {
      req.user = session.user;
      req.sessionHash = session.hash;
    }
    if (rule === 'public') return;
    if (!req.user) throw new ProblemError(problem(401, 'Sign in to continue.'));
    if (!rule.includes(req.user.role)) {
      throw new ProblemError(
        problem(403, `Your role (${req.user.role}) may not do this. Ask the owner if you need it.`),
      );
    }
  });
}

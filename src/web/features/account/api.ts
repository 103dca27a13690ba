import type { QueryClient } from '@tanstack/react-query';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { SessionUser } from '../../../domain/account/account';
import { apiFetch } from '../../lib/api-client';
import { apiPath } from '../../../domain/api/api-paths';

// The account feature's public surface: who is signed in. Every screen reads the user through
// useSessionUser(); the app shell loads the session before it renders any screen, so a screen
// always finds it here.
//
// Only what the shell needs on every page is here (the session): the app's first load carries
// this module. Signing out is in sign-out.ts, loaded with the account menu's links. The account screens' own mutations (sign in, setup, invitations,
// name and password) are in mutations.ts, which only those lazily loaded screens import.

export interface SessionState {
  /** The signed-in user, or null when signed out. */
  user: SessionUser | null;
  /** True when the server has no user yet: every page leads to /setup. */
  setupRequired: boolean;
}

export const accountKeys = {
  session: ['session'] as const,
  invitation: (token: string) => ['invitation', token] as const,
};

// GET /api/me answers 200 signed in or not: a browser logs every 401 as an error, and a
// signed-out visit is none.
const fetchSession = () => apiFetch<SessionState>(apiPath('me'));

export const sessionQuery = () =>
  queryOptions({
    queryKey: accountKeys.session,
    queryFn: fetchSession,
    // Read once per page load. After that only this app changes it: signing in or out, and the
    // first 401 from any request (app/session-gate.ts). Refetching it on its own would let a
    // screen find the user gone while it is still showing.
    staleTime: Infinity,
  });

/** The signed-in user. Only for screens inside the signed-in shell, which waits for the session. */
export function useSessionUser(): SessionUser {
  const user = useQuery(sessionQuery()).data?.user;
  // Signing out, or a session that ends, clears the user a moment before the screen showing it
  // goes away: until then it keeps the user it had.
  const [shown, setShown] = useState(user);
  if (user && user !== shown) setShown(user);
  const current = user ?? shown;
  if (!current) throw new Error('useSessionUser: no signed-in user (render inside the shell)');
  return current;
}

/**
 * Drops every cached answer but the session, so nothing one user saw is shown to the next.
 * Answers a screen on view still uses stay until it goes: removed under it, the screen would
 * ask for them again at once.
 */
function forgetCachedData(queryClient: QueryClient): void {
  queryClient.removeQueries({
    predicate: (q) => q.queryKey[0] !== accountKeys.session[0] && q.getObserversCount() === 0,
  });
}

/** A new session (signed in, set up, invitation accepted): nothing of an earlier one stays. */
export function startSession(queryClient: QueryClient, user: SessionUser): void {
  forgetCachedData(queryClient);
  queryClient.setQueryData<SessionState>(accountKeys.session, { user, setupRequired: false });
}

/**
 * Records that the session has ended. Returns false when the app already knew it was signed
 * out (a wrong password on the sign-in page is a 401 too).
 */
export function sessionEnded(queryClient: QueryClient, setupRequired = false): boolean {
  const known = queryClient.getQueryData<SessionState>(accountKeys.session);
  if (!known?.user) return false;
  queryClient.setQueryData<SessionState>(accountKeys.session, { user: null, setupRequired });
  return true;
}

/** What the sign-in page says above its form (after a restore, say), from its history state. */
export interface SignInNotice {
  notice?: string;
}

/** The notice in a location's state, if it holds one (history state is anyone's). */
export function signInNoticeOf(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return undefined;
  return typeof state.notice === 'string' ? state.notice : undefined;
}

/**
 * Leaves a session the server has already ended (signed out, or replaced by a restored team):
 * the sign-in page, with `notice` above its form, and an empty cache.
 */
export function useLeaveSession(): (notice?: string) => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (notice) => {
    sessionEnded(queryClient);
    const state: SignInNotice = notice ? { notice } : {};
    await navigate('/login', { state });
    forgetCachedData(queryClient);
  };
}

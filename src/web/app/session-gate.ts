import type { MiddlewareFunction } from 'react-router';
import { redirect } from 'react-router';
import type { SessionState } from '../features/account/api';
import { sessionEnded, sessionQuery } from '../features/account/api';
import { onUnauthorized } from '../lib/api-client';
import { switchLanguage } from '../lib/i18n/catalogs';
import { languageFor, rememberLanguage } from '../lib/i18n/language-choice';
import { queryClient } from './query-client';
import type { ScreenAccess } from './route-table';

// The gate: before a screen renders, the router's middleware loads the session once and sends a
// visitor who may not see the screen to where they should be (route-table.ts says who may).

const ORIGIN = 'http://ridgeline.invalid';

/**
 * Where to go after signing in: `next` when it is a path of this app, else the dashboard.
 * Anything a browser would read as another site ("//host", "/\host", "https:…") is refused, so
 * a link to the sign-in page cannot send someone off-site.
 */
export function safeNextPath(next: string | null): string {
  if (!next?.startsWith('/')) return '/';
  try {
    const url = new URL(next, ORIGIN);
    return url.origin === ORIGIN ? `${url.pathname}${url.search}${url.hash}` : '/';
  } catch {
    return '/';
  }
}

/** The sign-in page, coming back to `path` after. */
export function signInPath(path: string): string {
  return path === '/' ? '/login' : `/login?next=${encodeURIComponent(path)}`;
}

/** Where a visit to `url` goes instead, or null when the visitor may see it. */
export function redirectFor(access: ScreenAccess, session: SessionState, url: URL): string | null {
  const { user, setupRequired } = session;
  switch (access) {
    case 'public':
      return null;
    case 'signed-in':
      if (user) return null;
      return setupRequired ? '/setup' : signInPath(`${url.pathname}${url.search}`);
    case 'signed-out': {
      if (user) {
        const next = url.searchParams.get('next');
        // Crew start their day on My jobs; everyone else on the dashboard.
        if (next === null) return user.role === 'crew' ? '/my-jobs' : '/';
        return safeNextPath(next);
      }
      // Setup while no user exists; sign-in once one does.
      const want = setupRequired ? '/setup' : '/login';
      return url.pathname === want ? null : want;
    }
  }
}

/** The middleware of the screens with this access. */
export function gate(access: ScreenAccess): MiddlewareFunction {
  return async ({ request }) => {
    const session = await queryClient.ensureQueryData(sessionQuery());
    const to = redirectFor(access, session, new URL(request.url));
    if (to !== null) throw redirect(to);
    // The screen speaks the user's language (their choice, else the browser's: a signed-out
    // page follows the browser), its messages fetched before it shows.
    const language = languageFor(session.user);
    rememberLanguage(language);
    await switchLanguage(language);
  };
}

/**
 * A 401 from any request while signed in means the session has ended (expired, signed out on
 * another device, deactivated by the owner): the app marks it ended and asks the router to check
 * the current screen again, which the gate answers with the sign-in page, then back here.
 */
export function leaveEndedSessions(recheck: () => Promise<void>): void {
  onUnauthorized((problem) => {
    if (sessionEnded(queryClient, problem.setupRequired === true)) void recheck();
  });
}

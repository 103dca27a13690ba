import type { ApiError } from '../web/lib/api-client';

/** What the page says when the proposal (or invoice) cannot be shown. */
export interface LoadFailure {
  title: string;
  message: string;
  /** A passing problem (the network, a busy server) can be tried again; a dead link cannot. */
  canRetry: boolean;
}

/**
 * 404 and 410 are answers about the link, and say so plainly; anything else is a failure to
 * load that trying again may fix. A 410 is a withdrawn proposal or one replaced by a newer
 * version: the server's problem says which.
 */
export function loadFailureOf(
  error: ApiError,
  what: 'proposal' | 'invoice' = 'proposal',
): LoadFailure {
  if (error.status === 404) {
    return {
      title: 'This link is not valid.',
      message:
        'Check that you opened the whole link you were sent, or ask the company that sent it for a new one.',
      canRetry: false,
    };
  }
  if (error.status === 410) {
    const text = [error.problem.title, error.problem.detail, error.problem.state]
      .filter((s): s is string => typeof s === 'string')
      .join(' ');
    return /replaced/i.test(text)
      ? {
          title: 'This proposal was replaced by a newer version.',
          message:
            'The company sent you an updated proposal: open the link in their latest message.',
          canRetry: false,
        }
      : {
          title: 'This proposal was withdrawn.',
          message: 'The company that sent it withdrew it. Contact them if you have questions.',
          canRetry: false,
        };
  }
  if (error.status === 0) {
    return {
      title: `Could not load your ${what}`,
      message: 'Check your connection and try again.',
      canRetry: true,
    };
  }
  return {
    title: `Could not load your ${what}`,
    message: error.problem.detail ?? 'Something went wrong. Please try again in a moment.',
    canRetry: true,
  };
}

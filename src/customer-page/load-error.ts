import type { ApiError } from '../web/lib/api-client';
import { i18n } from './i18n';

/**
 * Why the proposal (or invoice) cannot be shown, kept as a kind rather than as words: the page
 * may change language after it failed (the browser's language arriving), and is written in the
 * one it reads at that moment (`failureText`).
 */
export type LoadFailure =
  | { kind: 'no-token' | 'not-found' | 'replaced' | 'withdrawn' }
  | { kind: 'network' | 'server'; what: 'proposal' | 'invoice'; detail?: string };

/**
 * 404 and 410 are answers about the link, and say so plainly; anything else is a failure to
 * load that trying again may fix. A 410 is a withdrawn proposal or one replaced by a newer
 * version: the server's problem says which.
 */
export function loadFailureOf(
  error: ApiError,
  what: 'proposal' | 'invoice' = 'proposal',
): LoadFailure {
  if (error.status === 404) return { kind: 'not-found' };
  if (error.status === 410) {
    const text = [error.problem.title, error.problem.detail, error.problem.state]
      .filter((s): s is string => typeof s === 'string')
      .join(' ');
    return { kind: /replaced/i.test(text) ? 'replaced' : 'withdrawn' };
  }
  if (error.status === 0) return { kind: 'network', what };
  return error.problem.detail === undefined
    ? { kind: 'server', what }
    : { kind: 'server', what, detail: error.problem.detail };
}

/** What the page says about a failure, in the language it reads now. */
export function failureText(failure: LoadFailure): {
  title: string;
  message: string;
  /** A passing problem (the network, a busy server) can be tried again; a dead link cannot. */
  canRetry: boolean;
} {
  switch (failure.kind) {
    case 'no-token':
      return {
        title: i18n._('This link is not valid.'),
        message: i18n._('Check that you opened the whole link you were sent.'),
        canRetry: false,
      };
    case 'not-found':
      return {
        title: i18n._('This link is not valid.'),
        message: i18n._(
          'Check that you opened the whole link you were sent, or ask the company that sent it for a new one.',
        ),
        canRetry: false,
      };
    case 'replaced':
      return {
        title: i18n._('This proposal was replaced by a newer version.'),
        message: i18n._(
          'The company sent you an updated proposal: open the link in their latest message.',
        ),
        canRetry: false,
      };
    case 'withdrawn':
      return {
        title: i18n._('This proposal was withdrawn.'),
        message: i18n._(
          'The company that sent it withdrew it. Contact them if you have questions.',
        ),
        canRetry: false,
      };
    case 'network':
    case 'server':
      return {
        title:
          failure.what === 'invoice'
            ? i18n._('Could not load your invoice')
            : i18n._('Could not load your proposal'),
        message:
          failure.kind === 'network'
            ? // The crew's screens say this with "tú"; the homeowner is addressed with "usted".
              i18n._({
                id: 'Check your connection and try again. (said to the homeowner)',
                message: 'Check your connection and try again.',
              })
            : // The server's detail is written in English for whoever reads its logs.
              (englishOnly(failure.detail) ??
              i18n._('Something went wrong. Please try again in a moment.')),
        canRetry: true,
      };
  }
}

/**
 * A text of the server's that stays in English whatever the reader's language (a problem's
 * `detail`): shown to a reader of English, replaced by the page's own words for the others.
 */
export function englishOnly(text: string | undefined): string | undefined {
  return i18n.locale === 'en' ? text : undefined;
}

import type { FieldError } from '../domain/common/field-errors';
import { formatIsoDate } from '../domain/format/format';
import type { PublicProposal } from '../domain/proposal/proposal';
import { isLanguage } from '../domain/language/language';
import type { ApiError } from '../web/lib/api-client';
import { i18n } from './i18n';
import { englishOnly } from './load-error';

/** A refused accept or decline, as the form shows it. */
export interface SubmitFailure {
  /** The proposal changed meanwhile (decided, expired, withdrawn): the page loads it again. */
  stale: boolean;
  message: string;
  /** A 400's messages by field path (`signerName`, `signature.png`, ...). */
  fieldErrors: FieldError[];
}

/** The signature the server found too large, as the form says it (also checked before sending). */
export const signatureTooLarge = () =>
  i18n._(
    'This signature is too large to send. Clear it and sign again, or type your name instead.',
  );

/**
 * Why the proposal can no longer be decided, in the page's language. The server's `detail` is
 * English whatever the reader's: its refusals are written again here, the same in English, from
 * the proposal it sends back (409) or its wording (410).
 */
function staleMessage(error: ApiError): string {
  const { detail, title } = error.problem;
  const current = error.problem.current as PublicProposal | undefined;
  const language = isLanguage(i18n.locale) ? i18n.locale : 'en';
  if (error.status === 409 && current?.status === 'accepted') {
    return i18n._('This proposal was already accepted. It cannot be changed.');
  }
  if (error.status === 409 && current?.status === 'declined') {
    return i18n._('This proposal was already declined. It cannot be changed.');
  }
  if (error.status === 409 && current?.status === 'expired') {
    return i18n._('This proposal expired on {date}. Ask the company for a new one.', {
      date: formatIsoDate(current.snapshot.validUntil, language),
    });
  }
  if (error.status === 410) {
    return /replaced/i.test(`${title ?? ''} ${detail ?? ''}`)
      ? i18n._(
          'This proposal was replaced by a newer version. Open the link in the newest message from the company.',
        )
      : i18n._('This proposal was withdrawn by the company that sent it.');
  }
  return englishOnly(detail) ?? title ?? i18n._('This proposal changed since you opened it.');
}

export function submitFailureOf(error: ApiError): SubmitFailure {
  const fieldErrors = error.status === 400 ? (error.problem.errors ?? []) : [];
  if (error.status === 409 || error.status === 410) {
    return { stale: true, message: staleMessage(error), fieldErrors };
  }
  if (error.status === 0) {
    return {
      stale: false,
      message: i18n._('Could not send your answer. Check your connection and try again.'),
      fieldErrors,
    };
  }
  if (error.status === 413) {
    return {
      stale: false,
      message: i18n._('This signature is too large to send.'),
      fieldErrors: [{ path: 'signature', message: signatureTooLarge() }],
    };
  }
  return {
    stale: false,
    message:
      englishOnly(error.problem.detail) ??
      error.problem.title ??
      i18n._('Something went wrong. Please try again.'),
    fieldErrors,
  };
}

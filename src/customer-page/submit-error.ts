import type { FieldError } from '../domain/common/field-errors';
import type { ApiError } from '../web/lib/api-client';

/** A refused accept or decline, as the form shows it. */
export interface SubmitFailure {
  /** The proposal changed meanwhile (decided, expired, withdrawn): the page loads it again. */
  stale: boolean;
  message: string;
  /** A 400's messages by field path (`signerName`, `signature.png`, ...). */
  fieldErrors: FieldError[];
}

export function submitFailureOf(error: ApiError): SubmitFailure {
  const fieldErrors = error.status === 400 ? (error.problem.errors ?? []) : [];
  if (error.status === 409 || error.status === 410) {
    return {
      stale: true,
      message:
        error.problem.detail ?? error.problem.title ?? 'This proposal changed since you opened it.',
      fieldErrors,
    };
  }
  if (error.status === 0) {
    return {
      stale: false,
      message: 'Could not send your answer. Check your connection and try again.',
      fieldErrors,
    };
  }
  if (error.status === 413) {
    return {
      stale: false,
      message: 'This signature is too large to send.',
      fieldErrors: [
        {
          path: 'signature',
          message:
            'This signature is too large to send. Clear it and sign again, or type your name instead.',
        },
      ],
    };
  }
  return {
    stale: false,
    message:
      error.problem.detail ?? error.problem.title ?? 'Something went wrong. Please try again.',
    fieldErrors,
  };
}

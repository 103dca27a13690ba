import type { z } from 'zod';
import type { FieldError } from '../../domain/common/field-errors';
import { firstMessageByPath } from '../../domain/common/field-errors';
import { i18n } from '../i18n';

// The one way the SPA talks to the server. Errors arrive as RFC 9457 problem details;
// ApiError keeps them so a form can show each message next to its field.

export interface ProblemBody {
  type?: string;
  title?: string;
  status?: number;
  detail?: string;
  errors?: FieldError[];
  [extra: string]: unknown;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly problem: ProblemBody,
  ) {
    super(problem.detail ?? problem.title ?? i18n._('Request failed ({status})', { status }));
  }

  /** Messages by field path, for showing next to the inputs. */
  fieldErrors(): Record<string, string> {
    return firstMessageByPath(this.problem.errors ?? []);
  }
}

/**
 * A save refused because the record changed since it was read (409). `current` is the record
 * as the server now stores it, checked with the resource's own schema.
 */
export class ConflictError<T> extends ApiError {
  constructor(
    problem: ProblemBody,
    readonly current: T,
  ) {
    super(409, problem);
  }
}

/**
 * The schema of the record a 409 carries. Loaded on demand: schemas pull in zod, which first-load
 * code does without, and a conflict is rare.
 */
export type CurrentSchema<T> = () => Promise<z.ZodType<T>>;

export interface ApiRequest extends RequestInit {
  /** Sent as JSON. */
  json?: unknown;
  accept?: string;
}

/** No answer at all: in the reader's language, made when it happens. */
export const networkError = (): ProblemBody => ({
  title: i18n._('Network error'),
  detail: i18n._('Could not reach Ridgeline. Check your connection and try again.'),
});

let onUnauthorizedAnswer: (problem: ProblemBody) => void = () => {};

/**
 * Every 401 answer is reported here, whichever screen asked: the app shell's one place that
 * notices a session has ended (app/session-gate.ts) registers itself.
 */
export function onUnauthorized(listener: (problem: ProblemBody) => void): void {
  onUnauthorizedAnswer = listener;
}

let onSuccessfulAnswer: (res: Response) => void = () => {};

/**
 * Every 2xx answer is reported here: the app shell tells from them how old the data on screen
 * is when the network is gone (app/pwa/pwa-state.ts).
 */
export function onAnswer(listener: (res: Response) => void): void {
  onSuccessfulAnswer = listener;
}

/** Sends a request; an answer that is not 2xx becomes an ApiError with its problem body. */
export async function apiRequest(path: string, init: ApiRequest = {}): Promise<Response> {
  const { json, accept = 'application/json', ...rest } = init;
  const headers = new Headers(rest.headers);
  headers.set('accept', accept);
  if (json !== undefined) headers.set('content-type', 'application/json');
  let res: Response;
  try {
    res = await fetch(path, {
      ...rest,
      headers,
      body: json !== undefined ? JSON.stringify(json) : rest.body,
    });
  } catch {
    throw new ApiError(0, networkError());
  }
  if (!res.ok) {
    const problem = await problemOf(res);
    if (res.status === 401) onUnauthorizedAnswer(problem);
    throw new ApiError(res.status, problem);
  }
  onSuccessfulAnswer(res);
  return res;
}

async function problemOf(res: Response): Promise<ProblemBody> {
  const body: unknown = await res.json().catch(() => undefined);
  return body && typeof body === 'object' ? (body as ProblemBody) : { title: res.statusText };
}

export async function apiFetch<T>(path: string, init: ApiRequest = {}): Promise<T> {
  const res = await apiRequest(path, init);
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

/**
 * A write that carries the version it read. A stale version fails with a ConflictError holding
 * the current record; if the answer's record does not match its schema, the plain ApiError stands.
 */
export async function apiFetchVersioned<T, C>(
  path: string,
  init: ApiRequest,
  currentSchema: CurrentSchema<C>,
): Promise<T> {
  try {
    return await apiFetch<T>(path, init);
  } catch (e) {
    return conflictOr(e, currentSchema);
  }
}

/** Throws a versioned write's failure: a 409 with the current record as a ConflictError. */
export async function conflictOr<C>(e: unknown, currentSchema: CurrentSchema<C>): Promise<never> {
  if (e instanceof ApiError && e.status === 409 && e.problem.current !== undefined) {
    const parsed = (await currentSchema()).safeParse(e.problem.current);
    if (parsed.success) throw new ConflictError(e.problem, parsed.data);
  }
  throw e;
}

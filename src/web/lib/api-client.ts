// The one way the SPA talks to the server. Errors arrive as RFC 9457 problem details;
// ApiError keeps them so a form can show each message next to its field.

export interface FieldError {
  path: string;
  message: string;
}

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
    super(problem.detail ?? problem.title ?? `Request failed (${status})`);
  }

  /** Messages by field path, for showing next to the inputs. */
  fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const e of this.problem.errors ?? []) out[e.path] ??= e.message;
    return out;
  }
}

export async function apiFetch<T>(
  path: string,
  init: RequestInit & { json?: unknown } = {},
): Promise<T> {
  const { json, ...rest } = init;
  const headers = new Headers(rest.headers);
  headers.set('accept', 'application/json');
  if (json !== undefined) headers.set('content-type', 'application/json');
  let res: Response;
  try {
    res = await fetch(path, {
      ...rest,
      headers,
      body: json !== undefined ? JSON.stringify(json) : rest.body,
    });
  } catch {
    throw new ApiError(0, {
      title: 'Network error',
      detail: 'Could not reach Ridgeline. Check your connection and try again.',
    });
  }
  if (res.status === 204) return undefined as T;
  const body: unknown = await res.json().catch(() => undefined);
  if (!res.ok) {
    const problem: ProblemBody =
      body && typeof body === 'object' ? (body as ProblemBody) : { title: res.statusText };
    throw new ApiError(res.status, problem);
  }
  return body as T;
}

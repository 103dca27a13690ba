import type { ProblemBody } from './api-client';
import { ApiError, networkError } from './api-client';
import { i18n } from '../i18n';

// A request whose body's upload is shown as it goes (photos, a backup to restore).
// XMLHttpRequest rather than fetch: only it reports the upload's progress (fetch can stream a
// request body only over HTTP/2 and reports nothing while sending).

export interface ProgressRequest {
  method: 'POST' | 'PUT';
  url: string;
  body: XMLHttpRequestBodyInit;
  /** The body's type when the browser would not set it (a File of an unknown type). */
  contentType?: string;
  onProgress?: (sent: number, total: number) => void;
  /** The whole body has been sent: the server is now working on it. */
  onSent?: () => void;
}

function problemOf(xhr: XMLHttpRequest): ProblemBody {
  try {
    const body: unknown = JSON.parse(xhr.responseText);
    if (body && typeof body === 'object') return body as ProblemBody;
  } catch {
    // Not JSON (a proxy's error page): the status line says enough.
  }
  return { title: xhr.statusText || i18n._('Upload failed ({status})', { status: xhr.status }) };
}

/**
 * Sends the body, reporting its upload's progress. Resolves with the answer's JSON; rejects
 * with an ApiError carrying the server's problem (status 0 when the server could not be reached).
 */
export function sendWithProgress<T>(request: ProgressRequest): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    // As api-client.ts asks for every answer: errors then come as problem+json. The browser adds
    // the Origin header the server's same-site check reads, and the session cookie.
    xhr.setRequestHeader('accept', 'application/json');
    if (request.contentType) xhr.setRequestHeader('content-type', request.contentType);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) request.onProgress?.(e.loaded, e.total);
    };
    xhr.upload.onload = () => request.onSent?.();
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          return resolve(JSON.parse(xhr.responseText) as T);
        } catch {
          return reject(
            new ApiError(xhr.status, { title: i18n._('Unexpected answer from the server') }),
          );
        }
      }
      reject(new ApiError(xhr.status, problemOf(xhr)));
    };
    xhr.onerror = () => reject(new ApiError(0, networkError()));
    xhr.ontimeout = xhr.onerror;
    xhr.send(request.body);
  });
}

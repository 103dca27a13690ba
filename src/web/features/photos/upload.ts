import type { Photo, PhotoTag } from '../../../domain/photo';
import type { ProblemBody } from '../../lib/api-client';
import { ApiError } from '../../lib/api-client';
import { apiPath } from '../../../domain/api-paths';

// One photo's upload. XMLHttpRequest rather than fetch: only it reports the upload's progress
// (fetch can stream a request body only over HTTP/2 and reports nothing while sending).

export interface UploadRequest {
  projectId: string;
  body: Blob;
  name: string;
  tag: PhotoTag;
  onProgress: (sent: number, total: number) => void;
}

const NETWORK_ERROR: ProblemBody = {
  title: 'Network error',
  detail: 'Could not reach Ridgeline. Check your connection and try again.',
};

function problemOf(xhr: XMLHttpRequest): ProblemBody {
  try {
    const body: unknown = JSON.parse(xhr.responseText);
    if (body && typeof body === 'object') return body as ProblemBody;
  } catch {
    // Not JSON (a proxy's error page): the status line says enough.
  }
  return { title: xhr.statusText || `Upload failed (${xhr.status})` };
}

/**
 * Sends one file as multipart form data, the fields first (the server streams the file to
 * storage and needs its tag by then). Resolves with the stored photo; rejects with an ApiError
 * carrying the server's problem (status 0 when the server could not be reached).
 */
export function uploadPhoto({
  projectId,
  body,
  name,
  tag,
  onProgress,
}: UploadRequest): Promise<Photo> {
  const form = new FormData();
  form.append('tag', tag);
  form.append('file', body, name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiPath('projectPhotos', { id: projectId }));
    // As api-client.ts asks for every answer: errors then come as problem+json. The browser adds
    // the Origin header the server's same-site check reads, and the session cookie.
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded, e.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          const photos = JSON.parse(xhr.responseText) as Photo[];
          if (photos[0]) return resolve(photos[0]);
        } catch {
          // Falls through to the error below.
        }
        return reject(new ApiError(xhr.status, { title: 'Unexpected answer from the server' }));
      }
      reject(new ApiError(xhr.status, problemOf(xhr)));
    };
    xhr.onerror = () => reject(new ApiError(0, NETWORK_ERROR));
    xhr.ontimeout = xhr.onerror;
    xhr.send(form);
  });
}

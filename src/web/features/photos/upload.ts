import type { Photo, PhotoTag } from '../../../domain/photo/photo';
import { ApiError } from '../../lib/api-client';
import { apiPath } from '../../../domain/api/api-paths';
import { sendWithProgress } from '../../lib/send-with-progress';
import { i18n } from './i18n';

// One photo's upload, with its progress for the photo's bar.

export interface UploadRequest {
  projectId: string;
  body: Blob;
  name: string;
  tag: PhotoTag;
  onProgress: (sent: number, total: number) => void;
}

/**
 * Sends one file as multipart form data, the fields first (the server streams the file to
 * storage and needs its tag by then). Resolves with the stored photo; rejects with an ApiError
 * carrying the server's problem (status 0 when the server could not be reached).
 */
export async function uploadPhoto({
  projectId,
  body,
  name,
  tag,
  onProgress,
}: UploadRequest): Promise<Photo> {
  const form = new FormData();
  form.append('tag', tag);
  form.append('file', body, name);
  const photos = await sendWithProgress<Photo[]>({
    method: 'POST',
    url: apiPath('projectPhotos', { id: projectId }),
    body: form,
    onProgress,
  });
  if (!Array.isArray(photos) || !photos[0]) {
    throw new ApiError(201, { title: i18n._('Unexpected answer from the server') });
  }
  return photos[0];
}

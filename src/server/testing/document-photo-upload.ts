import type { Photo } from '../../domain/photo/photo';
import { cookieFor } from './test-app';

/**
 * Uploads a photo as the app does (multipart, one `file` part, `tag` and `caption` fields);
 * answers the photo the server stored.
 */
export async function uploadPhoto(
  base: string,
  projectId: string,
  bytes: Uint8Array,
  fields: { tag?: string; caption?: string; name?: string; type?: string; cookie?: string } = {},
): Promise<Photo> {
  const form = new FormData();
  if (fields.tag) form.append('tag', fields.tag);
  if (fields.caption) form.append('caption', fields.caption);
  form.append(
    'file',
    new Blob([new Uint8Array(bytes)], { type: fields.type ?? 'image/jpeg' }),
    fields.name ?? 'photo.jpg',
  );
  const res = await fetch(`${base}/api/projects/${projectId}/photos`, {
    method: 'POST',
    headers: { cookie: fields.cookie ?? cookieFor(base) },
    body: form,
  });
  const body = (await res.json()) as Photo[];
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${JSON.stringify(body)}`);
  return body[0]!;
}

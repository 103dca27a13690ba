// Where each file of a photo lives in the photo storage. One place builds every key, so the
// folder layout (which backups copy and project deletion empties) is written down once.

/**
 * A key is a relative path of lower-case letters, digits and `_ . -` in segments joined by `/`:
 * no empty segment, no segment starting with a dot (so no `..`, and nothing that could be a
 * hidden or temporary file). Nothing under such a key can leave the storage's folder.
 */
const KEY_PATTERN = /^[a-z0-9_-][a-z0-9_.-]*(\/[a-z0-9_-][a-z0-9_.-]*)*$/;
export const MAX_KEY_LENGTH = 512;

export function isValidKey(key: string): boolean {
  return key.length <= MAX_KEY_LENGTH && KEY_PATTERN.test(key);
}

/** A prefix is a key's leading folders: `projects/<id>/` (or `''` for everything). */
export function isValidPrefix(prefix: string): boolean {
  if (prefix === '') return true;
  if (!prefix.endsWith('/')) return false;
  return isValidKey(prefix.slice(0, -1));
}

export class InvalidKeyError extends Error {
  constructor(key: string) {
    super(`Not a valid photo storage key: ${JSON.stringify(key.slice(0, 100))}`);
  }
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new InvalidKeyError(key);
}

export function assertValidPrefix(prefix: string): void {
  if (!isValidPrefix(prefix)) throw new InvalidKeyError(prefix);
}

/** Every file of a project's photos (what deleting the project removes). */
export const projectPhotosPrefix = (projectId: string) => `projects/${projectId.toLowerCase()}/`;

/** The served image: `projects/<projectId>/<photoId>.<ext>` (ext `jpg` or `webp`). */
export const photoImageKey = (projectId: string, photoId: string, ext: 'jpg' | 'webp') =>
  `${projectPhotosPrefix(projectId)}${photoId.toLowerCase()}.${ext}`;

export const photoThumbKey = (projectId: string, photoId: string) =>
  `${projectPhotosPrefix(projectId)}${photoId.toLowerCase()}.thumb.jpg`;

/** A proposal's own copies of its chosen photos (kept as sent, whatever happens to the photo). */
export const proposalPhotosPrefix = (proposalId: string) =>
  `proposals/${proposalId.toLowerCase()}/`;

/** The n-th (from 0 or 1, as the proposal numbers them) photo copy of a proposal. */
export const proposalPhotoKey = (proposalId: string, n: number) =>
  `${proposalPhotosPrefix(proposalId)}${n}.jpg`;

/** The content type a stored file has, from its key's extension. */
export function contentTypeOfKey(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1);
  switch (ext) {
    case 'jpg':
    case 'jpeg':
      return 'image/jpeg';
    case 'png':
      return 'image/png';
    case 'webp':
      return 'image/webp';
    case 'heic':
      return 'image/heic';
    default:
      return 'application/octet-stream';
  }
}

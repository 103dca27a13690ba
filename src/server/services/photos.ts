import type { SessionUser } from '../../domain/account/account';
import { newId } from '../../domain/common/ids';
import type { Photo, PhotoTag } from '../../domain/photo/photo';
import type { PhotoEdit, StoredPhoto } from '../db/photos-repository';
import { photoOf } from '../db/photos-repository';
import type { Repositories } from '../db/repositories';
import { photoImageKey, photoThumbKey } from '../photos/keys';
import type { ProcessedPhoto } from '../photos/process-photo';
import type { PhotoStorage } from '../photos/storage';
import { conflict, problem, ProblemError } from '../problem';
import { existingProject } from './projects';

// The rules of job photos, apart from HTTP: photos are stored all or nothing (files first,
// then rows; a failure takes back what was stored), a burst of uploads is one line in the
// activity log, and a deleted photo's row goes before its files. The route receives and
// decodes the upload (multipart, the image queue) and calls these.

type PhotoRepos = Pick<Repositories, 'photos' | 'projects' | 'activity'>;

/** Uploads by one person to one project this close together are one line in the activity log. */
export const ACTIVITY_BURST_MS = 15 * 60 * 1000;

/** The 404 of a photo that does not exist (or no longer does). */
export const photoNotFound = (id: string): ProblemError =>
  new ProblemError(problem(404, `No photo with id ${id}`));

/**
 * One line in the activity log for a burst of uploads: the app sends one photo per request,
 * and twenty lines for twenty photos of one visit would push everything else off the
 * dashboard. Photos added by the same person to the same project within ACTIVITY_BURST_MS of
 * the last add up on that person's latest line.
 */
export async function logPhotosAdded(
  activity: Repositories['activity'],
  user: SessionUser,
  project: { id: string; name: string },
  count: number,
  now = new Date(),
): Promise<void> {
  const since = new Date(now.getTime() - ACTIVITY_BURST_MS).toISOString();
  const latest = await activity.latestBy(user.id, 'photos.added', project.id, since);
  // Entries from before the log kept parts are not added to: a new one starts.
  const before = latest?.detail?.t === 'photos' ? latest.detail.count : null;
  if (latest && before !== null) {
    const detail = { t: 'photos', project: project.name, count: before + count } as const;
    await activity.restate(latest.id, detail, now);
  } else {
    await activity.record(
      user,
      {
        kind: 'photos.added',
        detail: { t: 'photos', project: project.name, count },
        projectId: project.id,
      },
      now,
    );
  }
}

/** A received photo, read and ready to keep: its decoded files and the name it was sent with. */
export interface PhotoToStore {
  originalName: string;
  processed: ProcessedPhoto;
}

/** Writes a processed photo's two files and its row; on failure, takes the files back. */
async function storeOne(
  photos: Repositories['photos'],
  storage: PhotoStorage,
  projectId: string,
  { originalName, processed }: PhotoToStore,
  fields: { tag: PhotoTag; caption: string },
  by: string,
): Promise<StoredPhoto> {
  const id = newId();
  const storageKey = photoImageKey(projectId, id, processed.ext);
  const thumbKey = photoThumbKey(projectId, id);
  try {
    await storage.put(storageKey, processed.image, processed.contentType);
    await storage.put(thumbKey, processed.thumb, 'image/jpeg');
    return await photos.create(
      {
        id,
        projectId,
        tag: fields.tag,
        caption: fields.caption,
        takenAt: processed.takenAt,
        latitude: processed.latitude,
        longitude: processed.longitude,
        width: processed.width,
        height: processed.height,
        contentType: processed.contentType,
        byteSize: processed.image.length,
        storageKey,
        thumbKey,
        originalName,
      },
      by,
    );
  } catch (e) {
    await storage.remove([storageKey, thumbKey]).catch(() => {});
    throw e;
  }
}

/**
 * Stores every photo of one upload, all or nothing, and logs them. A project deleted while its
 * photos were being read is a 404, and none of them stays.
 */
export async function storePhotos(
  repos: PhotoRepos,
  storage: PhotoStorage,
  user: SessionUser,
  project: { id: string; name: string },
  files: readonly PhotoToStore[],
  fields: { tag: PhotoTag; caption: string },
): Promise<Photo[]> {
  const created: StoredPhoto[] = [];
  try {
    for (const f of files) {
      created.push(await storeOne(repos.photos, storage, project.id, f, fields, user.id));
    }
  } catch (e) {
    // All or nothing: the photos of this request stored so far go too.
    for (const c of created) {
      await repos.photos.remove(c.id);
      await storage.remove([c.storageKey, c.thumbKey]).catch(() => {});
    }
    await existingProject(repos.projects, project.id);
    throw e;
  }
  await logPhotosAdded(repos.activity, user, project, created.length);
  return created.map(photoOf);
}

/** A photo's tag or caption changed over the version the user read; a stale one is a 409. */
export async function editPhoto(
  photos: Repositories['photos'],
  user: SessionUser,
  id: string,
  patch: PhotoEdit,
): Promise<Photo> {
  const result = await photos.update(id, patch, user.id);
  if (result.kind === 'not-found') throw photoNotFound(id);
  if (result.kind === 'conflict') {
    throw conflict(
      'This photo was changed by someone else since you opened it.',
      photoOf(result.current),
    );
  }
  return photoOf(result.photo);
}

/**
 * Deletes a photo and logs it. The row goes first: a file left behind by a storage failure is
 * only wasted space (reported to `onFilesLeft`), never a photo in the gallery without its image.
 */
export async function deletePhoto(
  repos: PhotoRepos,
  storage: PhotoStorage,
  user: SessionUser,
  id: string,
  onFilesLeft: (error: unknown, keys: string[]) => void,
): Promise<void> {
  const photo = await repos.photos.get(id);
  const keys = photo ? await repos.photos.remove(photo.id) : null;
  if (!photo || !keys) throw photoNotFound(id);
  try {
    await storage.remove(keys);
  } catch (e) {
    onFilesLeft(e, keys);
  }
  const project = await repos.projects.get(photo.projectId);
  await repos.activity.record(user, {
    kind: 'photo.deleted',
    subject: project?.name ?? 'a project',
    projectId: photo.projectId,
  });
}

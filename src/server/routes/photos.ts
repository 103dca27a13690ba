import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionUser } from '../../domain/account';
import { photoFieldsSchema, photoPatchSchema } from '../../domain/photo-schemas';
import { MAX_PHOTO_BYTES } from '../../domain/photo';
import { ANY_ROLE, OFFICE, userOf } from '../auth/access';
import { allowBodyTime } from '../body-timeout';
import type { ActivityRepository } from '../db/activity-repository';
import { newId } from '../../domain/ids';
import type { PhotosRepository, StoredPhoto } from '../db/photos-repository';
import { photoOf } from '../db/photos-repository';
import type { ProjectsRepository } from '../db/projects-repository';
import { photoImageKey, photoThumbKey } from '../photos/keys';
import type { ProcessedPhoto } from '../photos/process-photo';
import {
  PHOTOS_RETRY_AFTER_S,
  PhotoRejectedError,
  processPhoto,
  QueueFullError,
  UploadAbandonedError,
} from '../photos/process-photo';
import type { ReceivedFile } from '../photos/receive-upload';
import { receiveUpload, UPLOAD_LIMITS } from '../photos/receive-upload';
import { photoTypeOf } from '../photos/sniff';
import type { PhotoStorage } from '../photos/storage';
import { conflict, parseOr400, problem, ProblemError } from '../problem';
import { existingProject } from '../services/projects';

export interface PhotoRoutesOptions {
  photos: PhotosRepository;
  projects: ProjectsRepository;
  activity: ActivityRepository;
  storage: PhotoStorage;
  /** The app's time for a request body (REQUEST_TIMEOUT_MS); uploads get at least UPLOAD_BODY_MS. */
  requestTimeoutMs: number;
}

/**
 * A photo of 15 MB from a phone on a roof, over a slow uplink, takes longer than a JSON body:
 * an upload's body may take this long once the caller is known to be allowed.
 */
export const UPLOAD_BODY_MS = 120_000;

/** A stored file never changes under its URL (new photo, new key): caches may keep it for good. */
const IMMUTABLE = 'private, max-age=31536000, immutable';

const fileProblem = (status: number, message: string) =>
  new ProblemError(problem(status, message, { errors: [{ path: 'file', message }] }));

const photoNotFound = (id: string) => new ProblemError(problem(404, `No photo with id ${id}`));

/** Uploads by one person to one project this close together are one line in the activity log. */
export const ACTIVITY_BURST_MS = 15 * 60 * 1000;

/** "Henderson Re-roof (3 photos)". */
const addedSubject = (projectName: string, n: number) =>
  `${projectName} (${n === 1 ? '1 photo' : `${n} photos`})`;

/** The count an `addedSubject` holds, or null if the subject is not one for this project. */
function countInSubject(subject: string, projectName: string): number | null {
  if (!subject.startsWith(`${projectName} (`)) return null;
  const m = /^ \((\d+) photos?\)$/.exec(subject.slice(projectName.length));
  return m ? Number(m[1]) : null;
}

const quoted = (name: string) => (name ? `“${name.slice(0, 100)}”` : 'The file');

/** Type and size checks that need no decoding: 413 and 415 before any image work starts. */
function checkReceived(files: ReceivedFile[]) {
  if (files.length === 0) throw fileProblem(400, 'Choose a photo to upload');
  return files.map((f) => {
    if (f.tooLarge) {
      throw fileProblem(
        413,
        `${quoted(f.filename)} is larger than ${MAX_PHOTO_BYTES / 1024 / 1024} MB`,
      );
    }
    const type = photoTypeOf(f.head);
    if (!type) {
      throw fileProblem(415, `${quoted(f.filename)} is not a JPEG, PNG, WebP or HEIC photo`);
    }
    return { ...f, type };
  });
}

export const photoRoutes: FastifyPluginAsync<PhotoRoutesOptions> = async (
  app,
  { photos, projects, activity, storage, requestTimeoutMs },
) => {
  /** Writes a processed photo's two files and its row; on failure, takes the files back. */
  async function store(
    projectId: string,
    file: ReceivedFile,
    processed: ProcessedPhoto,
    fields: { tag: StoredPhoto['tag']; caption: string },
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
          originalName: file.filename,
        },
        by,
      );
    } catch (e) {
      await storage.remove([storageKey, thumbKey]).catch(() => {});
      throw e;
    }
  }

  /**
   * One line in the activity log for a burst of uploads: the app sends one photo per request,
   * and twenty lines for twenty photos of one visit would push everything else off the
   * dashboard. Photos added by the same person to the same project within ACTIVITY_BURST_MS of
   * the last add up on that person's latest line.
   */
  async function logAdded(
    user: SessionUser,
    project: { id: string; name: string },
    count: number,
  ): Promise<void> {
    const now = new Date();
    const since = new Date(now.getTime() - ACTIVITY_BURST_MS).toISOString();
    const latest = await activity.latestBy(user.id, 'photos.added', project.id, since);
    const before = latest ? countInSubject(latest.subject, project.name) : null;
    if (latest && before !== null) {
      await activity.restate(latest.id, addedSubject(project.name, before + count), now);
    } else {
      await activity.record(
        user,
        { kind: 'photos.added', subject: addedSubject(project.name, count), projectId: project.id },
        now,
      );
    }
  }

  // The upload is the only route that reads multipart: the parser is registered in its own
  // scope, so every other route keeps refusing bodies that are not JSON.
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: UPLOAD_LIMITS, throwFileSizeLimit: false });
    // Runs after the access guard (an app-wide onRequest hook): a stranger keeps the short time.
    scope.addHook('onRequest', async (req) => {
      if (!req.user) return;
      allowBodyTime(req, Math.max(requestTimeoutMs, UPLOAD_BODY_MS));
      // A photo may wait its turn behind a burst of others with nothing sent either way: the
      // connection's idle timeout must not cut it off meanwhile.
      req.raw.socket.setTimeout(Math.max(requestTimeoutMs, UPLOAD_BODY_MS));
    });

    scope.post<{ Params: { id: string } }>(
      '/api/projects/:id/photos',
      ANY_ROLE,
      async (req, reply) => {
        const user = userOf(req);
        const project = await existingProject(projects, req.params.id);
        if (!req.isMultipart()) {
          throw fileProblem(415, 'Send the photos as multipart/form-data in a field named file');
        }
        const upload = await receiveUpload(req);
        // The connection closed before the answer was sent: the client gave up waiting.
        const abandoned = new AbortController();
        reply.raw.once('close', () => {
          if (!reply.raw.writableFinished) abandoned.abort();
        });
        try {
          const fields = parseOr400(photoFieldsSchema(), upload.fields, 'photo');
          const files = checkReceived(upload.files);
          // Every file is read before any is stored: one unreadable photo stores none.
          const processed: ProcessedPhoto[] = [];
          for (const f of files) {
            try {
              processed.push(await processPhoto(f.path, f.type, abandoned.signal));
            } catch (e) {
              if (e instanceof PhotoRejectedError) {
                throw fileProblem(e.status, `${quoted(f.filename)}: ${e.message}`);
              }
              if (e instanceof UploadAbandonedError) {
                throw new ProblemError(problem(408, 'The upload was given up before its turn'));
              }
              if (e instanceof QueueFullError) {
                reply.header('retry-after', String(PHOTOS_RETRY_AFTER_S));
                throw new ProblemError(
                  problem(
                    503,
                    `The server is busy with other photos: send this one again in ${PHOTOS_RETRY_AFTER_S} seconds`,
                  ),
                );
              }
              throw e;
            }
          }
          await upload.cleanup();
          const created: StoredPhoto[] = [];
          try {
            for (const [i, p] of processed.entries()) {
              created.push(await store(project.id, files[i]!, p, fields, user.id));
            }
          } catch (e) {
            // All or nothing: the photos of this request stored so far go too.
            for (const c of created) {
              await photos.remove(c.id);
              await storage.remove([c.storageKey, c.thumbKey]).catch(() => {});
            }
            // The project was deleted while its photos were being read.
            await existingProject(projects, project.id);
            throw e;
          }
          await logAdded(user, project, created.length);
          return reply.code(201).send(created.map(photoOf));
        } finally {
          await upload.cleanup();
        }
      },
    );
  });

  app.get<{ Params: { id: string } }>('/api/projects/:id/photos', ANY_ROLE, async (req) => {
    const project = await existingProject(projects, req.params.id);
    return (await photos.listForProject(project.id)).map(photoOf);
  });

  /** Sends a stored file with headers for an immutable file; 304 when the client has it. */
  async function sendFile(
    req: FastifyRequest<{ Params: { id: string } }>,
    reply: FastifyReply,
    which: 'image' | 'thumb',
  ) {
    const photo = await photos.get(req.params.id);
    if (!photo) throw photoNotFound(req.params.id);
    const key = which === 'image' ? photo.storageKey : photo.thumbKey;
    const etag = `"${photo.id}-${which}"`;
    reply.header('cache-control', IMMUTABLE).header('etag', etag);
    const ifNoneMatch = req.headers['if-none-match'];
    if (ifNoneMatch && ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) {
      return reply.code(304).send();
    }
    const file = await storage.get(key);
    if (!file) {
      req.log.warn({ photoId: photo.id, key }, 'photo file missing from storage');
      reply.removeHeader('cache-control').removeHeader('etag');
      throw photoNotFound(req.params.id);
    }
    reply
      .type(which === 'image' ? photo.contentType : 'image/jpeg')
      .header('content-length', file.byteSize);
    if (req.method === 'HEAD') {
      // Fastify would read the whole file (from S3, perhaps) only to drop it: an empty stream
      // instead, which keeps the real Content-Length.
      file.body.destroy();
      return reply.send(Readable.from([]));
    }
    return reply.send(file.body);
  }

  app.get<{ Params: { id: string } }>('/api/photos/:id/image', ANY_ROLE, (req, reply) =>
    sendFile(req, reply, 'image'),
  );
  app.get<{ Params: { id: string } }>('/api/photos/:id/thumb', ANY_ROLE, (req, reply) =>
    sendFile(req, reply, 'thumb'),
  );

  app.patch<{ Params: { id: string } }>('/api/photos/:id', ANY_ROLE, async (req) => {
    const patch = parseOr400(photoPatchSchema(), req.body, 'photo');
    const result = await photos.update(req.params.id, patch, userOf(req).id);
    if (result.kind === 'not-found') throw photoNotFound(req.params.id);
    if (result.kind === 'conflict') {
      throw conflict(
        'This photo was changed by someone else since you opened it.',
        photoOf(result.current),
      );
    }
    return photoOf(result.photo);
  });

  app.delete<{ Params: { id: string } }>('/api/photos/:id', OFFICE, async (req, reply) => {
    const photo = await photos.get(req.params.id);
    const keys = photo ? await photos.remove(photo.id) : null;
    if (!photo || !keys) throw photoNotFound(req.params.id);
    // The row goes first: a file left behind by a storage failure is only wasted space, never
    // a photo in the gallery without its image.
    try {
      await storage.remove(keys);
    } catch (e) {
      req.log.error({ err: e, keys }, 'could not remove a deleted photo’s files from storage');
    }
    const project = await projects.get(photo.projectId);
    await activity.record(userOf(req), {
      kind: 'photo.deleted',
      subject: project?.name ?? 'a project',
      projectId: photo.projectId,
    });
    return reply.code(204).send();
  });
};

import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { photoFieldsSchema, photoPatchSchema } from '../../domain/photo/photo-schemas';
import { MAX_PHOTO_BYTES } from '../../domain/photo/photo';
import { ANY_ROLE, OFFICE, userOf } from '../auth/access';
import { allowBodyTime } from '../body-timeout';
import type { ActivityRepository } from '../db/activity-repository';
import type { PhotosRepository } from '../db/photos-repository';
import { photoOf } from '../db/photos-repository';
import type { ProjectsRepository } from '../db/projects-repository';
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
import { parseOr400, problem, ProblemError } from '../problem';
import { deletePhoto, editPhoto, photoNotFound, storePhotos } from '../services/photos';
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

export const photoRoutes: FastifyPluginAsync<PhotoRoutesOptions> = async (app, options) => {
  const { photos, projects, storage, requestTimeoutMs } = options;
  const repos = options;
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
          const toStore = processed.map((p, i) => ({
            originalName: files[i]!.filename,
            processed: p,
          }));
          const created = await storePhotos(repos, storage, user, project, toStore, fields);
          return reply.code(201).send(created);
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
    return editPhoto(photos, userOf(req), req.params.id, patch);
  });

  app.delete<{ Params: { id: string } }>('/api/photos/:id', OFFICE, async (req, reply) => {
    await deletePhoto(repos, storage, userOf(req), req.params.id, (err, keys) =>
      req.log.error({ err, keys }, 'could not remove a deleted photo’s files from storage'),
    );
    return reply.code(204).send();
  });
};

import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
// The multipart plugin's additions to the request (parts()).
import type {} from '@fastify/multipart';
import { MAX_PHOTO_BYTES } from '../../domain/photo/photo';
import { problem, ProblemError } from '../problem';
import { SNIFF_BYTES } from './sniff';

/**
 * Files one upload request may carry. The app sends one photo per request (each with its own
 * progress bar and Retry), and one photo is what a request may cost: a request of twenty
 * near-limit photos would hold the photo queue for everyone else for the time of twenty.
 */
export const MAX_FILES_PER_UPLOAD = 1;
/** Text fields one upload may carry: the app sends `tag` and `caption`. */
const MAX_FIELDS_PER_UPLOAD = 4;

/** Busboy's limits for the upload route: one photo at most MAX_PHOTO_BYTES, a few small fields. */
export const UPLOAD_LIMITS = {
  fileSize: MAX_PHOTO_BYTES,
  files: MAX_FILES_PER_UPLOAD,
  fields: MAX_FIELDS_PER_UPLOAD,
  // A caption of MAX_PHOTO_CAPTION characters of 4 UTF-8 bytes each fits.
  fieldSize: 4096,
  fieldNameSize: 100,
  parts: MAX_FILES_PER_UPLOAD + MAX_FIELDS_PER_UPLOAD,
  headerPairs: 50,
} as const;

/** The name every temp file of this process's uploads starts with (in os.tmpdir()). */
export const UPLOAD_TEMP_PREFIX = `ridgeline-upload-${process.pid}-`;

export interface ReceivedFile {
  /** The temp file holding the bytes (already removed when `tooLarge`). */
  path: string;
  /** The name the client gave it (only kept for the record, never used as a path). */
  filename: string;
  byteSize: number;
  /** Its first bytes, to tell its type by. */
  head: Buffer;
  tooLarge: boolean;
}

export interface ReceivedUpload {
  fields: Record<string, unknown>;
  files: ReceivedFile[];
  /** Removes every temp file; safe to call more than once. */
  cleanup(): Promise<void>;
}

const badUpload = (status: number, path: string, message: string) =>
  new ProblemError(problem(status, message, { errors: [{ path, message }] }));

/** The multipart plugin's and busboy's errors, as problems that say what to change. */
function uploadProblem(e: unknown): unknown {
  const code = (e as { code?: unknown } | null)?.code;
  const message = e instanceof Error ? e.message : '';
  switch (code) {
    case 'FST_FILES_LIMIT':
      return badUpload(413, 'file', 'Send one photo per upload');
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return badUpload(413, 'file', 'The upload has too many parts');
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return badUpload(400, 'file', 'The upload has a field that cannot be read');
    case 'FST_MP_PREMATURE_CLOSE':
      return e; // the client went away: nobody reads the answer
    default:
      if (/multipart|boundary|part header|unexpected end/i.test(message)) {
        return badUpload(400, 'file', 'The upload is not well-formed multipart/form-data');
      }
      return e;
  }
}

/** Keeps the first bytes of a stream and counts all of them, passing everything on. */
function headAndCount() {
  let head = Buffer.alloc(0);
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _enc, done) {
      if (head.length < SNIFF_BYTES) {
        head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
      }
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  return { stream, result: () => ({ head, bytes }) };
}

/**
 * Reads a multipart upload off the wire: text fields into `fields`, each `file` part streamed to
 * a temp file of its own (never held in memory). A part over MAX_PHOTO_BYTES is cut by busboy
 * and marked `tooLarge`; the rest of the request is still read, so the client gets the answer.
 * On any failure every temp file is removed before the error is thrown.
 */
export async function receiveUpload(req: FastifyRequest): Promise<ReceivedUpload> {
  const files: ReceivedFile[] = [];
  const temps = new Set<string>();
  const fields: Record<string, unknown> = {};
  // Every name stays in `temps`: a write stream may still create its file after an early
  // cleanup (the client left mid-part), and the cleanup after the failed pipeline removes it.
  const cleanup = async () => {
    await Promise.all([...temps].map((file) => fs.rm(file, { force: true })));
  };
  // A request that ends mid-body (the client gave up) leaves nothing behind either.
  req.raw.once('close', () => {
    if (!req.raw.complete) void cleanup();
  });

  try {
    for await (const part of req.parts({ limits: UPLOAD_LIMITS })) {
      if (part.type === 'field') {
        if (part.valueTruncated) {
          // Cut at fieldSize: kept over-long, so the field's own rule names it as too long.
          fields[part.fieldname] = `${String(part.value)}${' '.repeat(UPLOAD_LIMITS.fieldSize)}`;
        } else {
          fields[part.fieldname] = part.value;
        }
        continue;
      }
      if (part.fieldname !== 'file') {
        part.file.resume();
        throw badUpload(400, part.fieldname, 'Send photos in the field named file');
      }
      const temp = path.join(
        os.tmpdir(),
        `${UPLOAD_TEMP_PREFIX}${randomBytes(12).toString('hex')}`,
      );
      temps.add(temp);
      const counter = headAndCount();
      await pipeline(part.file, counter.stream, createWriteStream(temp, { flags: 'wx' }));
      const { head, bytes } = counter.result();
      const tooLarge = part.file.truncated;
      if (tooLarge) {
        await fs.rm(temp, { force: true });
        temps.delete(temp);
      }
      files.push({
        path: temp,
        filename: (part.filename ?? '').slice(0, 255),
        byteSize: bytes,
        head,
        tooLarge,
      });
    }
  } catch (e) {
    await cleanup();
    throw uploadProblem(e);
  }
  return { fields, files, cleanup };
}

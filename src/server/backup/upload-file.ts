import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { problem, ProblemError } from '../problem';
import { insufficientStorage } from './backup-zip';

/** A request body written to a temp file (read later from disk, never held in memory). */
export class UploadedFile {
  constructor(
    readonly file: string,
    readonly bytes: number,
  ) {}

  /** Removes the file and its folder; safe to call more than once. */
  async remove(): Promise<void> {
    await fsp.rm(path.dirname(this.file), { recursive: true, force: true });
  }
}

const tooLarge = (limit: number) =>
  new ProblemError(problem(413, `The request body is larger than ${limit} bytes`));

// Room the disk keeps after an upload (for the database, logs, and the files the import writes).
const DISK_RESERVE_BYTES = 512 * 1024 * 1024;

/**
 * Streams a request body to a new file in its own folder under `dir`, refusing it (413) once it
 * passes `limit` bytes, or up front when its Content-Length says it will, or when the disk has no
 * room for it (507). A body that fails half way leaves no file behind. `signal` ends the upload:
 * a request whose connection closes (after a 408, say) does not always end its body stream.
 */
export async function receiveToFile(
  body: NodeJS.ReadableStream,
  contentLength: string | undefined,
  limit: number,
  dir: string,
  signal?: AbortSignal,
): Promise<UploadedFile> {
  const declared = contentLength === undefined ? undefined : Number(contentLength);
  if (declared !== undefined && declared > limit) throw tooLarge(limit);
  await fsp.mkdir(dir, { recursive: true });
  if (declared !== undefined) {
    const disk = await fsp.statfs(dir);
    if (declared + DISK_RESERVE_BYTES > disk.bavail * disk.bsize) {
      throw insufficientStorage(
        `The server's disk has no room for a ${declared}-byte upload (${disk.bavail * disk.bsize} bytes free)`,
      );
    }
  }
  const folder = await fsp.mkdtemp(path.join(dir, 'upload-'));
  const file = path.join(folder, 'body');
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > limit) done(tooLarge(limit));
      else done(null, chunk);
    },
  });
  try {
    await pipeline(body, counter, fs.createWriteStream(file, { flags: 'wx' }), { signal });
  } catch (e) {
    await fsp.rm(folder, { recursive: true, force: true });
    if (e instanceof ProblemError) throw e;
    const err = e as NodeJS.ErrnoException;
    if (err.code === 'ENOSPC') throw insufficientStorage("The server's disk is full");
    // Writing the file failed: the server's fault, not the client's.
    if (err.syscall) throw e;
    // The client went away or the body broke off: nothing was stored.
    throw new ProblemError(problem(400, 'The upload broke off before its end'));
  }
  return new UploadedFile(file, bytes);
}

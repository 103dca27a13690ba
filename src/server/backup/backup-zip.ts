// A backup with its photos, as one zip archive: `backup.json` (exactly the JSON export) and
// `photos/<storage key>` for every photo-storage file the data refers to. Written with yazl and
// read with yauzl: both stream (no archive, and no more than one photo per reader, is ever held
// in memory), and yauzl reads the central directory, so every entry's name and size is known
// and checked before a byte of it is read.
import { crc32 } from 'node:zlib';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import yazl from 'yazl';
import { MAX_PHOTO_BYTES } from '../../domain/photo/photo';
import type { FieldError } from '../../domain/common/field-errors';
import { isValidKey } from '../photos/keys';
import { photoTypeOf } from '../photos/sniff';
import type { PhotoStorage } from '../photos/storage';
import { badRequest, problem, ProblemError } from '../problem';
import type { PhotoFile } from './photo-files';

export const BACKUP_JSON_ENTRY = 'backup.json';
export const PHOTOS_FOLDER = 'photos/';

/**
 * The archive of a backup, streamed: backup.json first, then each file, read from the storage
 * only when the archive reaches it (one open file at a time). Photos are stored as they are
 * (JPEG and WebP do not deflate); the JSON is deflated. A file that cannot be read ends the
 * stream with an error, so the download fails rather than arrive incomplete.
 */
export function backupZipStream(
  json: Buffer,
  files: readonly PhotoFile[],
  storage: PhotoStorage,
  at: Date,
): Readable {
  const zip = new yazl.ZipFile();
  const out = zip.outputStream as Readable;
  let reading: Readable | undefined;
  let finished = false;
  out.once('end', () => {
    finished = true;
  });
  // A client that goes away mid-download: close the file being read, not only the archive.
  out.once('close', () => {
    if (!finished) reading?.destroy();
  });
  zip.on('error', (e: Error) => out.destroy(e));
  zip.addBuffer(json, BACKUP_JSON_ENTRY, { mtime: at });
  for (const file of files) {
    zip.addReadStreamLazy(`${PHOTOS_FOLDER}${file.key}`, { mtime: at, compress: false }, (cb) => {
      storage.get(file.key).then(
        (found) => {
          if (!found) {
            cb(new Error(`Photo file ${file.key} is no longer in the photo storage`), undefined!);
            return;
          }
          reading = found.body;
          // yazl pipes the stream but does not listen for its errors.
          found.body.once('error', (e) => out.destroy(e));
          cb(null, found.body);
        },
        (e: unknown) => cb(e, undefined!),
      );
    });
  }
  zip.end();
  return out;
}

export interface ZipLimits {
  /** backup.json's largest size (as the JSON import's body limit). */
  jsonBytes: number;
  /** Every entry's size together, once uncompressed. */
  totalBytes: number;
  /** How many entries an archive may have. */
  entries: number;
}

/** An opened backup archive whose entries' names and sizes are checked. */
export interface BackupArchive {
  /** backup.json's bytes (checked against its size and checksum). */
  readJson(): Promise<Buffer>;
  /** Every `photos/` file, by storage key. */
  readonly files: ReadonlyMap<string, yauzl.Entry>;
  /** One file's bytes (at most MAX_PHOTO_BYTES, checksum checked). */
  readFile(key: string): Promise<Buffer>;
  close(): void;
}

const refuse = (errors: FieldError[]) => badRequest('archive', errors);

/**
 * Opens an uploaded archive and checks its table of contents: a zip, exactly one backup.json,
 * every other entry a `photos/<key>` file with a storage key's shape, no name twice, no unsafe
 * name (yauzl refuses absolute paths, `..` and backslashes), nothing encrypted, and sizes within
 * bounds: a zip bomb is refused on its declared sizes, and yauzl stops any entry whose data
 * turns out longer than declared.
 */
export async function openBackupZip(file: string, limits: ZipLimits): Promise<BackupArchive> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(file, {
      autoClose: false,
      strictFileNames: true,
      validateEntrySizes: true,
    });
  } catch {
    throw refuse([{ path: '', message: 'The body is not a zip archive' }]);
  }
  try {
    if (zip.entryCount > limits.entries) {
      throw refuse([{ path: '', message: `The archive has more than ${limits.entries} entries` }]);
    }
    const errors: FieldError[] = [];
    const files = new Map<string, yauzl.Entry>();
    let json: yauzl.Entry | undefined;
    let total = 0;
    try {
      for await (const entry of zip.eachEntry()) {
        if (errors.length >= 100) break;
        const name = entry.fileName;
        // Folders (from re-zipping an unpacked backup) carry nothing.
        if (name.endsWith('/') && (name === PHOTOS_FOLDER || name.startsWith(PHOTOS_FOLDER))) {
          continue;
        }
        const wrong = (message: string) => errors.push({ path: name, message });
        if (entry.isEncrypted() || !entry.canDecodeFileData()) {
          wrong('Must be stored or deflated, without encryption');
          continue;
        }
        total += entry.uncompressedSize;
        if (name === BACKUP_JSON_ENTRY) {
          if (json) wrong('The archive has backup.json twice');
          else if (entry.uncompressedSize > limits.jsonBytes) {
            wrong(`Must be at most ${limits.jsonBytes} bytes`);
          }
          json = entry;
        } else if (name.startsWith(PHOTOS_FOLDER)) {
          const key = name.slice(PHOTOS_FOLDER.length);
          if (!isValidKey(key)) wrong('Not a photo file of a Ridgeline backup');
          else if (files.has(key)) wrong('The archive has this file twice');
          else if (entry.uncompressedSize > MAX_PHOTO_BYTES) {
            wrong(`A photo file is at most ${MAX_PHOTO_BYTES} bytes`);
          } else files.set(key, entry);
        } else {
          wrong('Not part of a Ridgeline backup (backup.json and photos/ only)');
        }
      }
    } catch (e) {
      // yauzl's own refusals: an unsafe file name, a damaged central directory.
      throw refuse([...errors, { path: '', message: `Not a valid zip archive: ${messageOf(e)}` }]);
    }
    if (total > limits.totalBytes) {
      errors.push({
        path: '',
        message: `The archive unpacks to more than ${limits.totalBytes} bytes`,
      });
    }
    if (!json && errors.length === 0) {
      errors.push({ path: BACKUP_JSON_ENTRY, message: 'The archive has no backup.json' });
    }
    if (errors.length > 0 || !json) throw refuse(errors);
    const jsonEntry = json;
    return {
      files,
      readJson: () => readEntry(zip, jsonEntry, limits.jsonBytes),
      readFile(key) {
        const entry = files.get(key);
        if (!entry) throw new Error(`No ${key} in the archive`);
        return readEntry(zip, entry, MAX_PHOTO_BYTES);
      },
      close: () => zip.close(),
    };
  } catch (e) {
    zip.close();
    throw e;
  }
}

/** An entry's bytes, at most `max`, refused when they do not match the entry's checksum. */
async function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry, max: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  try {
    const stream = await zip.openReadStreamPromise(entry);
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      length += chunk.length;
      if (length > max) {
        stream.destroy();
        throw new Error(`larger than ${max} bytes`);
      }
      chunks.push(chunk);
    }
  } catch (e) {
    throw refuse([{ path: entry.fileName, message: `Cannot be read: ${messageOf(e)}` }]);
  }
  const bytes = Buffer.concat(chunks, length);
  // yauzl checks sizes, not checksums: a damaged archive must not restore damaged photos.
  if (crc32(bytes) !== entry.crc32) {
    throw refuse([{ path: entry.fileName, message: 'Damaged: its checksum does not match' }]);
  }
  return bytes;
}

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e)).slice(0, 300);

/**
 * Checks the archive's files against what the data refers to: each referenced file present
 * (an image of the size its row records), nothing else.
 */
export function checkArchiveFiles(archive: BackupArchive, files: readonly PhotoFile[]): void {
  const errors: FieldError[] = [];
  const wanted = new Set(files.map((f) => f.key));
  for (const file of files) {
    if (errors.length >= 100) break;
    const entry = archive.files.get(file.key);
    if (!entry) {
      errors.push({
        path: `${PHOTOS_FOLDER}${file.key}`,
        message: `Missing from the archive (${file.path} refers to it)`,
      });
    } else if (file.byteSize !== undefined && entry.uncompressedSize !== file.byteSize) {
      errors.push({
        path: `${PHOTOS_FOLDER}${file.key}`,
        message: `Is ${entry.uncompressedSize} bytes, but ${file.path.replace(/storage_key$/, 'byte_size')} says ${file.byteSize}`,
      });
    }
  }
  for (const key of archive.files.keys()) {
    if (errors.length >= 100) break;
    if (!wanted.has(key)) {
      errors.push({
        path: `${PHOTOS_FOLDER}${key}`,
        message: 'No record of the backup refers to this file',
      });
    }
  }
  if (errors.length > 0) throw refuse(errors);
}

/** Photo files written to the storage at once while a backup is restored. */
const RESTORE_CONCURRENCY = 4;

/**
 * Writes every referenced file from the archive to the storage under its key, each checked to
 * be the image its type says. Answers the keys it wrote that were not in the storage before (the
 * ones to remove if the import then fails). On any failure it removes those itself and throws.
 */
export async function restoreArchiveFiles(
  archive: BackupArchive,
  files: readonly PhotoFile[],
  storage: PhotoStorage,
  before: ReadonlySet<string>,
): Promise<string[]> {
  const written: string[] = [];
  let next = 0;
  let failed: unknown;
  const worker = async () => {
    while (failed === undefined && next < files.length) {
      const file = files[next++]!;
      try {
        const bytes = await archive.readFile(file.key);
        if (photoTypeOf(bytes) !== file.contentType) {
          throw refuse([
            {
              path: `${PHOTOS_FOLDER}${file.key}`,
              message: `Must be a ${file.contentType} image, as ${file.path} says`,
            },
          ]);
        }
        await storage.put(file.key, bytes, file.contentType);
        if (!before.has(file.key)) written.push(file.key);
      } catch (e) {
        failed ??= e;
      }
    }
  };
  await Promise.all(Array.from({ length: RESTORE_CONCURRENCY }, worker));
  if (failed !== undefined) {
    await storage.remove(written);
    throw failed;
  }
  return written;
}

/** 507 when the disk cannot take the upload whole. */
export function insufficientStorage(detail: string): ProblemError {
  return new ProblemError(problem(507, detail, { title: 'Insufficient Storage' }));
}

import type { FieldError } from '../../domain/common/field-errors';
import type { BackupRows } from './tables';
import { contentTypeOfKey, proposalPhotoKey } from '../photos/keys';
import type { PhotoStorage } from '../photos/storage';

/** Where every file a backup refers to lives in the photo storage. */
export const PHOTO_STORAGE_PREFIXES = ['projects/', 'proposals/'] as const;

/** A file in the photo storage that a backup's rows refer to. */
export interface PhotoFile {
  key: string;
  contentType: string;
  /** The size its row records (a photo's image); undefined when no row records one. */
  byteSize: number | undefined;
  /** The value in the backup that names it, e.g. `tables.photos.3.storage_key`. */
  path: string;
}

/**
 * Every photo-storage file the backup's data refers to, each once: every photo's image and
 * thumbnail, and the copies of the photos each proposal was sent with (which stay as sent even
 * when the photo is later edited or deleted). Takes rows as `validateBackup` checked them.
 */
export function referencedPhotoFiles(tables: BackupRows['tables']): PhotoFile[] {
  const files = new Map<string, PhotoFile>();
  const add = (file: PhotoFile) => {
    if (!files.has(file.key)) files.set(file.key, file);
  };
  for (const [i, row] of (tables.photos ?? []).entries()) {
    const image = String(row.storage_key);
    const thumb = String(row.thumb_key);
    add({
      key: image,
      contentType: String(row.content_type),
      byteSize: Number(row.byte_size),
      path: `tables.photos.${i}.storage_key`,
    });
    add({
      key: thumb,
      contentType: contentTypeOfKey(thumb),
      byteSize: undefined,
      path: `tables.photos.${i}.thumb_key`,
    });
  }
  for (const [i, row] of (tables.proposals ?? []).entries()) {
    const count = proposalPhotoCount(String(row.snapshot_json));
    for (let n = 0; n < count; n++) {
      const key = proposalPhotoKey(String(row.id), n);
      add({
        key,
        contentType: contentTypeOfKey(key),
        byteSize: undefined,
        path: `tables.proposals.${i}.snapshot_json.photos.${n}`,
      });
    }
  }
  return [...files.values()];
}

/** How many photos a proposal's snapshot shows (validateBackup has checked the snapshot). */
function proposalPhotoCount(snapshotJson: string): number {
  try {
    const photos = (JSON.parse(snapshotJson) as { photos?: unknown }).photos;
    return Array.isArray(photos) ? photos.length : 0;
  } catch {
    return 0;
  }
}

/** Every key in the photo storage under the prefixes backups cover. */
export async function storedPhotoKeys(storage: PhotoStorage): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const prefix of PHOTO_STORAGE_PREFIXES) {
    for (const key of await storage.list(prefix)) keys.add(key);
  }
  return keys;
}

// A refusal names this many files at most: enough to act on, and a bounded answer.
const MAX_REPORTED = 100;

/**
 * The referenced files the photo storage lacks, as errors naming where the backup refers to
 * each.
 */
export async function filesMissingFromStorage(
  files: readonly PhotoFile[],
  storage: PhotoStorage,
  message = (f: PhotoFile) => `The file ${f.key} is missing from the photo storage`,
): Promise<FieldError[]> {
  if (files.length === 0) return [];
  const stored = await storedPhotoKeys(storage);
  const errors: FieldError[] = [];
  for (const file of files) {
    if (errors.length >= MAX_REPORTED) break;
    if (!stored.has(file.key)) {
      errors.push({ path: file.path, message: message(file) });
    }
  }
  return errors;
}

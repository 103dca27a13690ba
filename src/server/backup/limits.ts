import type { ZipLimits } from './backup-zip';

// How large a backup may be, for the import and for the check of every backup the server makes
// (a backup it could not import again is no backup).

/**
 * A backup is far larger than any other request body: 100,000 projects, each with its creation
 * in the activity log, export as about 84 MB (bench/projects-scale.ts). The same bound
 * applies to the backup.json inside a zip archive.
 */
export const IMPORT_BODY_LIMIT_BYTES = 100 * 1024 * 1024;

/**
 * A zip archive carries every photo too. A stored photo is at most 2048 px (about 0.3 to 1.5 MB
 * with its thumbnail), so 4 GiB holds a few thousand photos: years of a small company's jobs.
 * The upload goes to a temp file on disk, never to memory, and the disk's free space is checked
 * first. A photo library larger than this is moved by copying the photo folder (or bucket) and
 * importing the JSON backup, which accepts photos whose files are already in the storage.
 */
export const IMPORT_ZIP_LIMIT_BYTES = 4 * 1024 * 1024 * 1024;

/**
 * How long an archive's upload may take once the owner is signed in: 4 GiB at about 1.2 MB/s.
 * (Other bodies get REQUEST_TIMEOUT_MS; a stalled upload is still cut by CONNECTION_TIMEOUT_MS.)
 */
export const IMPORT_ZIP_BODY_TIME_MS = 60 * 60 * 1000;

/** Entries an archive may have: two files per photo and six per proposal leave ample room. */
export const MAX_ZIP_ENTRIES = 500_000;

/** The bounds an archive of at most `zipBytes` is opened with. */
export function zipLimitsFor(zipBytes: number = IMPORT_ZIP_LIMIT_BYTES): ZipLimits {
  return {
    jsonBytes: IMPORT_BODY_LIMIT_BYTES,
    // Photos are stored as they are, so they unpack to about the archive's size; backup.json
    // deflates, and has its own bound.
    totalBytes: zipBytes + IMPORT_BODY_LIMIT_BYTES,
    entries: MAX_ZIP_ENTRIES,
  };
}

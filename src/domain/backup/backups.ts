// The backups the server makes, as the owner's screens show them (Settings -> Backups and the
// dashboard's warning) and as GET /api/backups answers.

/** A backup the server made, or is making. */
export interface BackupRun {
  id: string;
  trigger: 'schedule' | 'manual';
  status: 'running' | 'ok' | 'failed';
  startedAt: string;
  finishedAt: string | null;
  /** The zip's name where backups are kept; null until it is made (or when it failed). */
  fileName: string | null;
  sizeBytes: number | null;
  /** What the check after writing counted in the archive; null until it passed. */
  checked: BackupCheck | null;
  /** Why the backup failed (the server's words); null otherwise. */
  message: string | null;
}

/** What a backup's check counted, reopening the archive as a restore would read it. */
export interface BackupCheck {
  projects: number;
  estimates: number;
  photoFiles: number;
}

/**
 * Why the owner should look at the backups: the last one failed (with the server's reason), or
 * the last good one is older than two scheduled intervals (the day it was made).
 */
export type BackupWarning =
  { kind: 'failed'; reason: string | null } | { kind: 'stale'; lastGoodOn: string };

/** Where backups are kept: a folder on the server's disk, or a bucket and the prefix under it. */
export type BackupLocation =
  { kind: 'folder'; path: string } | { kind: 'bucket'; bucket: string; prefix: string };

export interface BackupStatus {
  /** Newest first. */
  backups: BackupRun[];
  /** The five-field cron expression, or null when automatic backups are off. */
  schedule: string | null;
  nextAt: string | null;
  keep: number;
  /** Where backups go: a folder on the server, or a bucket (the page says it in its language). */
  location: BackupLocation;
  /** Why the owner should look (the last backup failed, or none is recent); null when all is well. */
  warning: BackupWarning | null;
  /** A backup may be restored: the server has no projects yet. */
  canRestore: boolean;
  /** The largest backup archive the server takes, in bytes. */
  restoreMaxBytes: number;
}

/** What a restore brought back (rows per table, and photo files from the archive). */
export interface RestoreResult {
  imported: Record<string, number>;
  files?: number;
}

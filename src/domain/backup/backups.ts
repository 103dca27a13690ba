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
  /** What the check after writing found, or why the backup failed. */
  message: string | null;
}

export interface BackupStatus {
  /** Newest first. */
  backups: BackupRun[];
  /** The five-field cron expression, or null when automatic backups are off. */
  schedule: string | null;
  nextAt: string | null;
  keep: number;
  /** Where backups go, in words ("the folder /srv/ridgeline/backups"). */
  location: string;
  /** Why the owner should look (the last backup failed, or none is recent); null when all is well. */
  warning: string | null;
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

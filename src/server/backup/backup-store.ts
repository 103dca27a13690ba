import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { BackupLocation } from '../../domain/backup/backups';
import type { S3StorageConfig } from '../photos/storage-s3';
import { s3ClientOf } from '../photos/storage-s3';

/**
 * Where finished backups are kept: a folder (BACKUP_DIR) on one server, or the S3 bucket under
 * `backups/` when photos are there too (several servers share it). A backup is written whole to
 * `tempPath` first and checked there; only `keep` makes it a backup, so a crash mid-way never
 * leaves a half archive that looks whole.
 */
export interface BackupStore {
  /** Where the archive is written before it is kept (the same disk as the folder, for a rename). */
  tempPath(id: string): string;
  /** Makes the checked file at `temp` the backup `name` (and removes `temp`). */
  keep(temp: string, name: string): Promise<void>;
  open(name: string): Promise<{ body: Readable; byteSize: number } | null>;
  remove(names: readonly string[]): Promise<void>;
  /** For the owner: where backups go. */
  location: BackupLocation;
  close(): void;
}

/** Names the server gives backups: nothing a path or key could be tricked with. */
const NAME = /^ridgeline-backup-[0-9TZ-]+-[0-9a-f]{8}\.zip$/;

function assertName(name: string) {
  if (!NAME.test(name)) throw new Error(`Not a backup name: ${name}`);
}

export function createFsBackupStore(dir: string): BackupStore {
  return {
    tempPath: (id) => {
      fs.mkdirSync(dir, { recursive: true });
      return path.join(dir, `.partial-${id}.zip`);
    },
    async keep(temp, name) {
      assertName(name);
      // A rename within one folder is atomic: the name appears only with the whole file.
      await fs.promises.rename(temp, path.join(dir, name));
    },
    async open(name) {
      assertName(name);
      const file = path.join(dir, name);
      try {
        const { size } = await fs.promises.stat(file);
        return { body: fs.createReadStream(file), byteSize: size };
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw e;
      }
    },
    async remove(names) {
      for (const name of names) {
        assertName(name);
        await fs.promises.rm(path.join(dir, name), { force: true });
      }
    },
    location: { kind: 'folder', path: dir },
    close: () => {},
  };
}

const PREFIX = 'backups/';

export function createS3BackupStore(config: S3StorageConfig): BackupStore {
  const client = s3ClientOf(config);
  const Bucket = config.bucket;
  const tempDir = path.join(os.tmpdir(), 'ridgeline-backups');
  return {
    tempPath: (id) => {
      fs.mkdirSync(tempDir, { recursive: true });
      return path.join(tempDir, `${id}.zip`);
    },
    async keep(temp, name) {
      assertName(name);
      const { size } = await fs.promises.stat(temp);
      try {
        // One PUT: the object appears whole or not at all (S3 takes up to 5 GB this way).
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: PREFIX + name,
            Body: fs.createReadStream(temp),
            ContentLength: size,
            ContentType: 'application/zip',
          }),
        );
      } finally {
        await fs.promises.rm(temp, { force: true });
      }
    },
    async open(name) {
      assertName(name);
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: PREFIX + name }));
        if (!out.Body) return null;
        return { body: out.Body as Readable, byteSize: Number(out.ContentLength ?? 0) };
      } catch (e) {
        if (e instanceof S3ServiceException && e.$metadata.httpStatusCode === 404) return null;
        throw e;
      }
    },
    async remove(names) {
      names.forEach(assertName);
      if (names.length === 0) return;
      await client.send(
        new DeleteObjectsCommand({
          Bucket,
          Delete: { Objects: names.map((n) => ({ Key: PREFIX + n })), Quiet: true },
        }),
      );
    },
    location: { kind: 'bucket', bucket: Bucket, prefix: PREFIX },
    close: () => client.destroy(),
  };
}

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startLoopbackS3 } from './loopback-s3';
import type { PhotoStorage } from '../photos/storage';
import { createFsPhotoStorage } from '../photos/storage-fs';
import { createS3PhotoStorage } from '../photos/storage-s3';

/** One photo storage backend a test suite runs against, opened fresh and closed after. */
export interface StorageBackend {
  name: string;
  open(): Promise<{ storage: PhotoStorage; close(): Promise<void> }>;
}

/** Both backends: a temp folder, and S3 on a loopback s3rver (never a real cloud). */
export const storageBackends: StorageBackend[] = [
  {
    name: 'folder',
    async open() {
      const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ridgeline-photos-'));
      return {
        storage: createFsPhotoStorage(dir),
        close: () => fs.rm(dir, { recursive: true, force: true }),
      };
    },
  },
  {
    name: 'S3 (loopback s3rver)',
    async open() {
      const s3 = await startLoopbackS3();
      const storage = createS3PhotoStorage(s3.config);
      return {
        storage,
        async close() {
          storage.close();
          await s3.close();
        },
      };
    },
  },
];

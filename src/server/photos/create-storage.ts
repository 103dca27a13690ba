import path from 'node:path';
import type { Config } from '../config';
import { createFsPhotoStorage } from './storage-fs';
import { createS3PhotoStorage } from './storage-s3';
import type { PhotoStorage } from './storage';

/** The folder photos go to when no object storage is configured. */
export const photosDirOf = (dataDir: string) => path.join(dataDir, 'photos');

/**
 * The photo storage the configuration asks for: S3-compatible object storage when S3_* are set,
 * otherwise a folder under DATA_DIR. `close` frees the storage's connections (call it once,
 * when the app closes).
 */
export function createPhotoStorage(
  config: Pick<Config, 'dataDir' | 's3'>,
): PhotoStorage & { close(): void } {
  if (config.s3) return createS3PhotoStorage(config.s3);
  return { ...createFsPhotoStorage(photosDirOf(config.dataDir)), close: () => {} };
}

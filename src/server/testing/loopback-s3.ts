import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3StorageConfig } from '../photos/storage-s3';

/**
 * An S3-compatible server on 127.0.0.1 (a free port) keeping its objects in a temp folder, with
 * one empty bucket: for tests of the S3 photo storage, never a real cloud.
 */
export async function startLoopbackS3(
  bucket = 'ridgeline-test',
): Promise<{ config: S3StorageConfig; close(): Promise<void> }> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'ridgeline-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    // Buckets in the path: the storage sets forcePathStyle, as for MinIO.
    vhostBuckets: false,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    config: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      region: 'us-east-1',
      // s3rver's fixed credentials.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    async close() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}

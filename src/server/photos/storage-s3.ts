import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertValidKey, assertValidPrefix, contentTypeOfKey } from './keys';
import type { PhotoStorage } from './storage';

export interface S3StorageConfig {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path (`host/bucket/key`), as MinIO and most self-hosted stores expect. */
  forcePathStyle: boolean;
}

/** S3 answers at most this many keys per list page and deletes at most this many at once. */
const S3_BATCH = 1000;

function isNotFound(e: unknown): boolean {
  if (!(e instanceof S3ServiceException)) return false;
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata.httpStatusCode === 404;
}

/** A client of the configured object storage (photos, and backups when S3 is configured). */
export function s3ClientOf(config: S3StorageConfig): S3Client {
  return new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    forcePathStyle: config.forcePathStyle,
    // Only the checksums S3 itself requires: many S3-compatible stores do not understand the
    // newer optional checksum headers the SDK would otherwise add to every upload.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
}

/**
 * Photo files in S3-compatible object storage (AWS S3, MinIO, Cloudflare R2, ...), so several
 * servers behind one PostgreSQL share the same photos. Keys are the object names.
 */
export function createS3PhotoStorage(config: S3StorageConfig): PhotoStorage & {
  close(): void;
} {
  const client = s3ClientOf(config);
  const Bucket = config.bucket;

  return {
    async put(key, body, contentType) {
      assertValidKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
        }),
      );
    },

    async get(key) {
      assertValidKey(key);
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!out.Body) return null;
        return {
          // In Node the SDK's body is an http.IncomingMessage: a Readable of the object's bytes.
          body: out.Body as Readable,
          contentType: out.ContentType ?? contentTypeOfKey(key),
          byteSize: Number(out.ContentLength ?? 0),
        };
      } catch (e) {
        if (isNotFound(e)) return null;
        throw e;
      }
    },

    async remove(keys) {
      keys.forEach(assertValidKey);
      for (let i = 0; i < keys.length; i += S3_BATCH) {
        const batch = keys.slice(i, i + S3_BATCH);
        const out = await client.send(
          new DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
          }),
        );
        // A missing key is not an error for S3; anything reported here is a real failure.
        const failed = (out.Errors ?? []).filter((e) => e.Code !== 'NoSuchKey');
        if (failed.length > 0) {
          const first = failed[0];
          throw new Error(
            `Could not remove ${failed.length} photo file(s) from S3: ${first?.Key ?? '?'}: ${first?.Code ?? ''} ${first?.Message ?? ''}`,
          );
        }
      }
    },

    async list(prefix) {
      assertValidPrefix(prefix);
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const out = await client.send(
          new ListObjectsV2Command({
            Bucket,
            Prefix: prefix,
            MaxKeys: S3_BATCH,
            ContinuationToken,
          }),
        );
        for (const o of out.Contents ?? []) if (o.Key) keys.push(o.Key);
        ContinuationToken = out.IsTruncated ? out.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys.sort();
    },

    async ping() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },

    close() {
      client.destroy();
    },
  };
}

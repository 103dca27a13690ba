import type { Readable } from 'node:stream';

/**
 * Where photo files live: a folder under DATA_DIR (one server), or S3-compatible object storage
 * (several servers on one PostgreSQL). Keys are relative paths such as
 * `projects/<projectId>/<photoId>.jpg`; a key is written once and never changed, so what is
 * served under it can be cached for good.
 */
export interface PhotoStorage {
  /** Stores the bytes under the key (replacing nothing: keys are new). */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The stored bytes as a stream, or null when there is no such key. */
  get(key: string): Promise<{ body: Readable; contentType: string; byteSize: number } | null>;
  /** Removes the keys; a missing key is not an error. */
  remove(keys: readonly string[]): Promise<void>;
  /** Every key under a prefix (`projects/<id>/`), for tests and for backups. */
  list(prefix: string): Promise<string[]>;
  /** Can the storage be reached (health)? */
  ping(): Promise<void>;
}

import type { Readable } from 'node:stream';
import { expect } from 'vitest';
import yauzl from 'yauzl';
import yazl from 'yazl';
import { DEFAULT_ESTIMATE_INPUT } from '../../domain/estimate/estimate';
import { createPhotoStorage } from '../photos/create-storage';
import type { PhotoStorage } from '../photos/storage';
import { documentPhotoJpeg } from './document-photo-fixtures';
import { uploadPhoto } from './document-photo-upload';
import { startLoopbackS3 } from './loopback-s3';
import { fetchBytes } from './photo-requests';
import { readyForProposals } from './proposal-fixtures';
import type { DbTarget, TestApp } from './test-app';
import { api, cookieFor, dbTargets, startTestApp } from './test-app';

// For the tests of backups with their photos (GET /api/export?format=zip and POST /api/import
// of that archive), on both databases and both photo storages (a folder, and S3 through a
// loopback s3rver): servers with their own storage, a source server with photos and its
// archive, and archives read and written.

export type Backend = 'folder' | 's3';

/** Each database with each photo storage. */
export function archiveCases(): [DbTarget, Backend][] {
  return dbTargets().flatMap((t) =>
    (['folder', 's3'] as const).map((b): [DbTarget, Backend] => [t, b]),
  );
}

export type ServerWithStorage = TestApp & { storage: PhotoStorage };

/** Servers on that database and storage; `closeAll` closes every one `server` started. */
export function archiveServers(target: DbTarget, backend: Backend) {
  const closers: (() => Promise<void>)[] = [];
  return {
    /** A server with its own database and its own photo storage. */
    server: async (): Promise<ServerWithStorage> => {
      let overrides = {};
      if (backend === 's3') {
        const s3 = await startLoopbackS3();
        closers.push(s3.close);
        overrides = { s3: s3.config };
      }
      const t = await startTestApp(target, overrides);
      const storage = createPhotoStorage(t.config);
      closers.push(async () => {
        await t.close();
        storage.close();
      });
      return { ...t, storage };
    },
    closeAll: async () => {
      for (const close of closers.reverse()) await close();
    },
  };
}

export interface ArchiveSource {
  source: ServerWithStorage;
  projectId: string;
  /** The customer link's token of the proposal sent with a photo. */
  token: string;
  /** The zip export. */
  zip: Buffer;
  /** The JSON export. */
  exported: { tables: Record<string, Record<string, unknown>[]> };
}

/** A server with a project, two photos and a proposal sent with one of them; its exports. */
export async function archiveSource(
  server: () => Promise<ServerWithStorage>,
): Promise<ArchiveSource> {
  const source = await server();
  const project = await api(source.url, 'POST', '/api/projects', {
    name: 'Henderson Re-roof',
    address: '2847 SE Belmont St',
  });
  const projectId = project.body.id as string;
  const tagged = async (jpeg: Buffer, tag: string) =>
    uploadPhoto(source.url, projectId, jpeg, {
      tag,
      caption: `A ${tag} photo`,
      name: `${tag}.jpg`,
    });
  await tagged(await documentPhotoJpeg(900, 600, 1), 'damage');
  const chosen = await tagged(await documentPhotoJpeg(600, 900, 2), 'after');
  const estimate = await api(source.url, 'POST', '/api/estimates', {
    ...DEFAULT_ESTIMATE_INPUT,
    projectId,
  });
  expect(estimate.status).toBe(201);
  await readyForProposals(source.url);
  const r = await api(source.url, 'POST', `/api/estimates/${estimate.body.id}/proposals`, {
    photoIds: [chosen.id],
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  const token = String(r.body.url).split('/p/')[1]!;
  const got = await fetchBytes(source.url, '/api/export?format=zip');
  expect(got.status).toBe(200);
  const exported = (await api(source.url, 'GET', '/api/export')).body as ArchiveSource['exported'];
  return { source, projectId, token, zip: got.bytes, exported };
}

export async function bytesOf(stream: Readable | NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** Every entry of an archive, by name. */
export async function entriesOf(zip: Buffer): Promise<Map<string, Buffer>> {
  const file = await yauzl.fromBufferPromise(zip);
  const out = new Map<string, Buffer>();
  for await (const entry of file.eachEntry()) {
    out.set(entry.fileName, await bytesOf(await file.openReadStreamPromise(entry)));
  }
  return out;
}

/** An archive of these entries; `rename` swaps a name for one yazl would refuse to write. */
export async function zipOf(
  entries: Map<string, Buffer>,
  rename?: [string, string],
): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, data] of entries) zip.addBuffer(data, name, { compress: false });
  zip.end();
  const bytes = await bytesOf(zip.outputStream);
  if (!rename) return bytes;
  const [from, to] = rename;
  expect(to.length).toBe(from.length);
  return Buffer.from(bytes.toString('latin1').split(from).join(to), 'latin1');
}

/** POST /api/import with raw bytes (fetch would turn a string into UTF-8). */
export async function importZip(base: string, zip: Buffer, type = 'application/zip') {
  const r = await fetch(`${base}/api/import`, {
    method: 'POST',
    headers: { cookie: cookieFor(base), 'content-type': type },
    body: new Uint8Array(zip),
  });
  const text = await r.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: r.status, headers: r.headers, body: body as any };
}

import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { api, cookieFor } from './test-app';

// Requests the photo API tests make: uploads as a browser's FormData sends them, the served
// bytes, a project to put photos in; and the HEIC samples (an iPhone's format).

export const HEIC = fs.readFileSync(
  path.join(import.meta.dirname, '../photos/fixtures/sample.heic'),
);
export const HEIC_64_MEGAPIXELS = fs.readFileSync(
  path.join(import.meta.dirname, '../photos/fixtures/64-megapixel.heic'),
);

interface UploadFile {
  bytes: Uint8Array;
  name?: string;
  type?: string;
}

/** POST /api/projects/:id/photos as a browser's FormData would send it. */
export async function upload(
  base: string,
  projectId: string,
  files: UploadFile[],
  fields: Record<string, string> = {},
  cookie = cookieFor(base),
) {
  const form = new FormData();
  // Fields first, as the app sends them.
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const f of files) {
    form.append(
      'file',
      new Blob([new Uint8Array(f.bytes)], { type: f.type ?? 'image/jpeg' }),
      f.name ?? 'photo.jpg',
    );
  }
  const res = await fetch(`${base}/api/projects/${projectId}/photos`, {
    method: 'POST',
    headers: { cookie },
    body: form,
  });
  const text = await res.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const body: any = text ? JSON.parse(text) : undefined;
  return { status: res.status, headers: res.headers, body };
}

export async function fetchBytes(base: string, url: string, headers: Record<string, string> = {}) {
  const res = await fetch(base + url, { headers: { cookie: cookieFor(base), ...headers } });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

export async function newProject(base: string, name = 'Photo Roof'): Promise<string> {
  const r = await api(base, 'POST', '/api/projects', { name, address: '1 Main St' });
  expect(r.status).toBe(201);
  return r.body.id as string;
}

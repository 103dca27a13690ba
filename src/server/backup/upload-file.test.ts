import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProblemError } from '../problem';
import { receiveToFile } from './upload-file';

let dir: string;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ridgeline-upload-test-'));
});
afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

const chunks = (n: number, size: number) =>
  Readable.from(Array.from({ length: n }, (_, i) => Buffer.alloc(size, i)));

const statusOf = (p: Promise<unknown>) =>
  p.then(
    () => 0,
    (e: unknown) => (e instanceof ProblemError ? e.problem.status : -1),
  );

describe('receiving an upload to a temp file', () => {
  it('writes the body to a file of its own and removes it when asked', async () => {
    const upload = await receiveToFile(chunks(4, 1000), '4000', 10_000, dir);
    expect(upload.bytes).toBe(4000);
    expect((await fs.stat(upload.file)).size).toBe(4000);
    await upload.remove();
    await upload.remove();
    expect(await fs.readdir(dir)).toEqual([]);
  });

  it('refuses a body over the limit by its Content-Length, before reading it', async () => {
    const body = chunks(1, 10);
    expect(await statusOf(receiveToFile(body, '10001', 10_000, dir))).toBe(413);
    expect(body.readableDidRead).toBe(false);
  });

  it('stops a body without a Content-Length once it passes the limit, leaving no file', async () => {
    expect(await statusOf(receiveToFile(chunks(20, 1000), undefined, 10_000, dir))).toBe(413);
    expect(await fs.readdir(dir)).toEqual([]);
  });

  it('answers a body that breaks off with a 400, leaving no file', async () => {
    const broken = new Readable({
      read() {
        this.push(Buffer.alloc(100));
        this.destroy(new Error('aborted'));
      },
    });
    expect(await statusOf(receiveToFile(broken, undefined, 10_000, dir))).toBe(400);
    expect(await fs.readdir(dir)).toEqual([]);
  });

  it('ends, leaving no file, when its connection closes though the body never ends', async () => {
    // A request answered 408 and disconnected does not always end its body stream.
    const stalled = new Readable({ read() {} });
    stalled.push(Buffer.alloc(100));
    const closed = new AbortController();
    const upload = receiveToFile(stalled, '1000', 10_000, dir, closed.signal);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await fs.readdir(dir)).toHaveLength(1);
    closed.abort();
    expect(await statusOf(upload)).toBe(400);
    expect(await fs.readdir(dir)).toEqual([]);
  });

  it('refuses an upload the disk has no room for (507)', async () => {
    const huge = String(Number.MAX_SAFE_INTEGER);
    expect(await statusOf(receiveToFile(chunks(1, 1), huge, Number.MAX_SAFE_INTEGER, dir))).toBe(
      507,
    );
  });
});

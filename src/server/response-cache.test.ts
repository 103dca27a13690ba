import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { addResponseCache } from './response-cache';

let clock = 0;
const apps: ReturnType<typeof Fastify>[] = [];

/** A stand-in for the database: a value, and how many times it was read. */
async function appWithCache(maxEntries = 500) {
  const state = { value: 1, reads: 0 };
  const app = Fastify();
  apps.push(app);
  addResponseCache(app, {
    paths: ['/api/summary', '/api/slow'],
    maxEntries,
    maxAgeMs: 1000,
    now: () => clock,
  });
  let release = () => {};
  const gate = new Promise<void>((r) => (release = r));
  app.get('/api/slow', async () => {
    state.reads += 1;
    const value = state.value;
    await gate;
    return { value };
  });
  app.get('/api/summary', async () => {
    state.reads += 1;
    return { value: state.value };
  });
  app.get('/api/other', async () => {
    state.reads += 1;
    return { value: state.value };
  });
  app.post<{ Body: { value: number } }>('/api/summary', async (req, reply) => {
    if (typeof req.body?.value !== 'number') return reply.code(400).send({ status: 400 });
    state.value = req.body.value;
    return reply.code(201).send({ value: state.value });
  });
  await app.ready();
  const get = async (url = '/api/summary') => {
    const r = await app.inject({ method: 'GET', url });
    return { value: (r.json() as { value: number }).value, cache: r.headers['x-cache'] };
  };
  const write = (body: unknown) =>
    app.inject({ method: 'POST', url: '/api/summary', payload: body as object });
  return { app, state, get, write, release: () => release() };
}

afterEach(async () => {
  clock = 0;
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

describe('addResponseCache', () => {
  it('answers a repeated read from memory, with the same body and type', async () => {
    const { app, state, get } = await appWithCache();
    expect(await get()).toEqual({ value: 1, cache: undefined });
    expect(await get()).toEqual({ value: 1, cache: 'hit' });
    expect(state.reads).toBe(1);
    const r = await app.inject({ method: 'GET', url: '/api/summary' });
    expect(r.headers['content-type']).toContain('application/json');
  });

  it('forgets everything when a write succeeds, so the writer reads its own write', async () => {
    const { state, get, write } = await appWithCache();
    await get();
    expect((await write({ value: 2 })).statusCode).toBe(201);
    expect(await get()).toEqual({ value: 2, cache: undefined });
    expect(state.reads).toBe(2);
  });

  it('keeps answers when a write is refused (nothing changed)', async () => {
    const { state, get, write } = await appWithCache();
    await get();
    expect((await write({ value: 'x' })).statusCode).toBe(400);
    expect(await get()).toEqual({ value: 1, cache: 'hit' });
    expect(state.reads).toBe(1);
  });

  it('keys on the whole URL, leaves other paths alone and expires old answers', async () => {
    const { state, get } = await appWithCache();
    await get('/api/summary?limit=5');
    expect((await get('/api/summary?limit=6')).cache).toBeUndefined();
    expect((await get('/api/summary?limit=5')).cache).toBe('hit');
    await get('/api/other');
    expect((await get('/api/other')).cache).toBeUndefined();
    expect(state.reads).toBe(4);
    clock += 1000;
    expect((await get('/api/summary?limit=5')).cache).toBeUndefined();
  });

  it('never stores a read that overlapped a write', async () => {
    const { state, get, write, release } = await appWithCache();
    // The read takes its value, a write lands while it is still running, then it answers.
    const slowRead = get('/api/slow');
    await new Promise((r) => setTimeout(r, 20));
    expect((await write({ value: 3 })).statusCode).toBe(201);
    release();
    expect(await slowRead).toEqual({ value: 1, cache: undefined });
    expect(await get('/api/slow')).toEqual({ value: 3, cache: undefined });
    expect(state.reads).toBe(2);
  });

  it('holds at most maxEntries answers', async () => {
    const { state, get } = await appWithCache(2);
    await get('/api/summary?a');
    await get('/api/summary?b');
    await get('/api/summary?c');
    expect((await get('/api/summary?a')).cache).toBeUndefined();
    expect((await get('/api/summary?c')).cache).toBe('hit');
    expect(state.reads).toBe(4);
  });
});

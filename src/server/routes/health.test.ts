import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../testing/test-app';
import { api, dbTargets, startTestApp } from '../testing/test-app';

describe.each(dbTargets())('health on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(async () => t.close());

  it('answers ok after a database round trip, with security headers', async () => {
    const r = await api(t.url, 'GET', '/api/health');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ status: 'ok', database: target });
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(r.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('answers while a long write holds the app’s connection (a restore, say)', async () => {
    const order: string[] = [];
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const write = t.database.db.transaction().execute(async (trx) => {
      await trx.updateTable('settings').set({ company_name: 'Busy' }).execute();
      await held;
      order.push('write');
    });
    // As a load balancer asks: no session to look up.
    const r = await api(t.url, 'GET', '/api/health', undefined, { cookie: '' });
    order.push('health');
    release();
    await write;
    expect(r.status).toBe(200);
    expect(order).toEqual(['health', 'write']);
  });
});

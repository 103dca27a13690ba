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
});

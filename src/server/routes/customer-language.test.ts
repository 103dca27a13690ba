import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../testing/test-app';
import { api, dbTargets, startTestApp } from '../testing/test-app';

const valid = { name: 'Ortega Re-roof', address: '12 Calle Sol, San Antonio, TX 78205' };

describe.each(dbTargets())('the customer language on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(async () => t.close());

  it('is English unless the office sets Spanish, and is kept', async () => {
    const made = await api(t.url, 'POST', '/api/projects', valid);
    expect(made.status).toBe(201);
    expect(made.body.customerLanguage).toBe('en');
    const es = await api(t.url, 'PATCH', `/api/projects/${made.body.id}`, {
      customerLanguage: 'es',
      version: made.body.version,
    });
    expect(es.status).toBe(200);
    expect(es.body.customerLanguage).toBe('es');
    const got = await api(t.url, 'GET', `/api/projects/${made.body.id}`);
    expect(got.body.customerLanguage).toBe('es');
    const created = await api(t.url, 'POST', '/api/projects', { ...valid, customerLanguage: 'es' });
    expect(created.body.customerLanguage).toBe('es');
  });

  it('refuses a language Ridgeline does not speak, naming the field', async () => {
    for (const customerLanguage of ['fr', '', 'ES', null, 1]) {
      const r = await api(t.url, 'POST', '/api/projects', { ...valid, customerLanguage });
      expect(r.status).toBe(400);
      expect(r.headers.get('content-type')).toContain('application/problem+json');
      expect(r.body.errors[0].path).toBe('customerLanguage');
      expect(r.body.errors[0].message).toBe('Customer language must be one of en, es');
    }
  });
});

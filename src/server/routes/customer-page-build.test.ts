import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { DbHandle } from '../db/connection';
import { openDatabase } from '../db/connection';
import { expectPrivate } from '../testing/customer-side';
import { projectWithEstimate, sendProposal } from '../testing/proposal-fixtures';
import { signedInUser, signIn, TEST_PASSWORD } from '../testing/test-app';

// The customer's page in a real web build: the link serves the customer build's page, never
// the office app.

describe('the customer page of a web build', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ridgeline-customer-page-'));
  const web = path.join(dir, 'web');
  // What the build's page shows before its code runs, as src/customer-page/index.html has it.
  const CUSTOMER_PAGE =
    '<!doctype html><html lang="en"><head><title>From your roofer</title></head><body><div id="proposal"><p>Loading…</p></div><noscript>This page needs JavaScript turned on.</noscript></body></html>';
  let app: FastifyInstance;
  let database: DbHandle;
  let base: string;

  beforeAll(async () => {
    fs.mkdirSync(path.join(web, '.vite'), { recursive: true });
    fs.mkdirSync(path.join(web, 'customer', 'assets'), { recursive: true });
    fs.writeFileSync(path.join(web, '.vite', 'manifest.json'), '{}');
    fs.writeFileSync(
      path.join(web, 'index.html'),
      '<!doctype html><html lang="en"><head><title>Ridgeline</title></head><body><div id="root"></div></body></html>',
    );
    fs.writeFileSync(path.join(web, 'customer', 'index.html'), CUSTOMER_PAGE);
    fs.writeFileSync(path.join(web, 'customer', 'assets', 'page-AbC123.js'), 'export {};\n');
    database = openDatabase({ sqliteFile: path.join(dir, 'test.sqlite') });
    app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', SEED_SAMPLE_DATA: 'false' }),
      database,
      webRoot: web,
    });
    base = await app.listen({ host: '127.0.0.1', port: 0 });
    const owner = await signedInUser(database, 'owner', 'Olive Owner');
    await signIn(base, owner.user.email, TEST_PASSWORD);
  });
  afterAll(async () => {
    await app?.close();
    await database?.db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('serves customer/index.html at the link, and never the office app under /p/', async () => {
    const { estimate } = await projectWithEstimate(base);
    const { token } = await sendProposal(base, estimate.id);
    const page = await fetch(`${base}/p/${token}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toBe(CUSTOMER_PAGE);
    expectPrivate(page.headers, 'built page');
    const head = await fetch(`${base}/p/${token}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('text/html; charset=utf-8');

    for (const p of [`/p/${'B'.repeat(43)}`, '/p/a/b', '/p/']) {
      const r = await fetch(base + p);
      expect(r.status, p).toBe(404);
      const html = await r.text();
      expect(html, p).toContain('This link is not valid');
      expect(html, p).not.toContain('id="root"');
      expectPrivate(r.headers, p);
    }
    const asset = await fetch(`${base}/customer/assets/page-AbC123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    // The office app's history fallback still answers its own pages.
    const office = await fetch(`${base}/projects`);
    expect(office.status).toBe(200);
    expect(await office.text()).toContain('id="root"');
  });

  it('shows a Spanish customer the page in Spanish before its code runs, and unknown links in the browser’s language', async () => {
    const { estimate } = await projectWithEstimate(base, undefined, { customerLanguage: 'es' });
    const { token } = await sendProposal(base, estimate.id);
    const page = await (await fetch(`${base}/p/${token}`)).text();
    expect(page).toContain('<html lang="es">');
    expect(page).toContain('<title>De su techador</title>');
    expect(page).toContain('<p>Cargando…</p>');
    expect(page).toContain('Esta página necesita JavaScript activado.');
    expect(page).not.toContain('Loading');

    const unknown = await fetch(`${base}/p/${'B'.repeat(43)}`, {
      headers: { 'accept-language': 'es-US,es;q=0.9,en;q=0.5' },
    });
    expect(unknown.status).toBe(404);
    const html = await unknown.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('Este enlace no es válido');
  });
});

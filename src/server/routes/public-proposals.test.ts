import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { DbHandle } from '../db/connection';
import { openDatabase } from '../db/connection';
import { DEFAULT_ESTIMATE_INPUT } from '../../domain/estimate/estimate';
import type { PublicProposal } from '../../domain/proposal/proposal';
import { MAX_SIGNATURE_BYTES } from '../../domain/proposal/proposal';
import { pdfToText } from '../testing/pdf-text';
import { MAX_SIGNATURE_BASE64 } from '../../domain/proposal/proposal';
import { acceptance, pngOf, projectWithEstimate, sendProposal } from '../testing/proposal-fixtures';
import type { TestApp } from '../testing/test-app';
import {
  api,
  dbTargets,
  signedInUser,
  signIn,
  startTestApp,
  TEST_PASSWORD,
} from '../testing/test-app';
import {
  ACCEPT_BODY_LIMIT,
  PUBLIC_DECISIONS_PER_MINUTE,
  PUBLIC_READS_PER_MINUTE,
} from './public-proposals';

// The customer's side: no account, only the link. Each test's customer has an address of its
// own (X-Forwarded-For, trusted one hop here), so the per-address limits do not add up across tests.
let nextAddress = 1;
const newAddress = () => `10.2.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

function expectPrivate(headers: Headers, what: string) {
  expect(headers.get('cache-control'), what).toBe('no-store');
  expect(headers.get('x-robots-tag'), what).toBe('noindex');
}

describe.each(dbTargets())('proposals API (customer) on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target, { trustProxy: 1 });
  });
  afterAll(async () => t?.close());

  /** A request from the customer: no session, their own address. */
  const as = (ip: string) => ({
    get: (path: string) =>
      api(t.url, 'GET', path, undefined, { cookie: '', 'x-forwarded-for': ip }),
    post: (path: string, body?: unknown) =>
      api(t.url, 'POST', path, body, { cookie: '', 'x-forwarded-for': ip }),
    page: (path: string, method = 'GET') =>
      fetch(t.url + path, { method, headers: { 'x-forwarded-for': ip } }),
  });

  const stored = (id: string) =>
    t.database.db
      .selectFrom('proposals')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const activity = async () =>
    (await api(t.url, 'GET', '/api/dashboard')).body.activity as {
      kind: string;
      userName: string;
      subject: string;
    }[];

  it('serves the customer page at the link, never cached or indexed; HEAD too', async () => {
    const { estimate } = await projectWithEstimate(t.url);
    const { token } = await sendProposal(t.url, estimate.id);
    const c = as(newAddress());
    const page = await c.page(`/p/${token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expectPrivate(page.headers, 'page');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(await page.text()).toMatch(/^<!doctype html>/);
    const head = await c.page(`/p/${token}`, 'HEAD');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expectPrivate(head.headers, 'HEAD');
    // Opening the page is not yet a view: the proposal is read by the page's request.
    expect(
      (await api(t.url, 'GET', `/api/projects/${estimate.projectId}/proposals`)).body[0].viewCount,
    ).toBe(0);
  });

  it('answers an unknown token with 404 that reveals nothing', async () => {
    const { estimate } = await projectWithEstimate(t.url);
    await sendProposal(t.url, estimate.id);
    const c = as(newAddress());
    // Over 100 characters the router itself refuses the path (414), still privately.
    const long = await c.page(`/p/${'x'.repeat(300)}`);
    expect(long.status).toBe(414);
    expectPrivate(long.headers, 'long token');
    // A NUL character is refused before any route (400), still privately.
    const nul = await c.get('/api/public/proposals/%00');
    expect(nul.status).toBe(400);
    expectPrivate(nul.headers, 'NUL');
    for (const token of ['A'.repeat(43), 'short', 'x'.repeat(90), '..%2F..%2Fetc']) {
      const page = await c.page(`/p/${token}`);
      expect(page.status, token).toBe(404);
      expect(page.headers.get('content-type')).toContain('text/html');
      expectPrivate(page.headers, token);
      const html = await page.text();
      expect(html).toContain('This link is not valid');
      for (const secret of ['Dana', 'Henderson', 'Summit', 'Olive'])
        expect(html).not.toContain(secret);
      const r = await c.get(`/api/public/proposals/${token}`);
      expect(r.status, token).toBe(404);
      expect(r.headers.get('content-type')).toContain('application/problem+json');
      expectPrivate(r.headers, token);
      expect(JSON.stringify(r.body)).not.toMatch(/Dana|Henderson|proposal with id/);
      for (const action of ['accept', 'decline']) {
        const w = await c.post(`/api/public/proposals/${token}/${action}`, acceptance(0));
        expect(w.status, `${action} ${token}`).toBe(404);
      }
      expect((await c.get(`/api/public/proposals/${token}/pdf`)).status).toBe(404);
    }
    // Deeper paths under the link are not the office app either.
    for (const path of ['/p/', '/p/a/b', '/p']) {
      const page = await c.page(path);
      expect(page.status, path).toBe(404);
      expect(page.headers.get('content-type')).toContain('text/html');
      expectPrivate(page.headers, path);
    }
    const deeper = await c.get('/api/public/proposals/x/y/z');
    expect(deeper.status).toBe(404);
    expectPrivate(deeper.headers, 'unknown public API route');
  });

  it('shows the customer the frozen proposal and records the views, the first in the log', async () => {
    const { projectId, estimate } = await projectWithEstimate(t.url);
    const sent = await sendProposal(t.url, estimate.id);
    // Editing the estimate afterwards does not change what was sent.
    const e = await api(t.url, 'GET', `/api/estimates/${estimate.id}`);
    const edited = await api(t.url, 'PATCH', `/api/estimates/${estimate.id}`, {
      ...DEFAULT_ESTIMATE_INPUT,
      laborRateCents: 900,
      version: e.body.version,
    });
    expect(edited.status).toBe(200);

    const c = as(newAddress());
    const first = await c.get(`/api/public/proposals/${sent.token}`);
    expect(first.status).toBe(200);
    expectPrivate(first.headers, 'proposal');
    const body = first.body as PublicProposal;
    expect(body.status).toBe('viewed');
    expect(body.decision).toBeNull();
    expect(body.snapshot.options.map((o) => [o.name, o.totals.totalCents])).toEqual(
      estimate.options.map((o) => [o.name, o.totals.totalCents]),
    );
    expect(body.snapshot.laborRateCents).toBe(250);
    // Nothing about the office: no ids, no token hash, no creator.
    expect(Object.keys(body).sort()).toEqual(['decision', 'snapshot', 'status']);
    expect(JSON.stringify(body)).not.toMatch(/Olive|token|projectId|estimateId/);

    await c.get(`/api/public/proposals/${sent.token}`);
    await c.get(`/api/public/proposals/${sent.token}`);
    const row = await stored(sent.proposal.id);
    expect(row.view_count).toBe(3);
    expect(row.first_viewed_at).not.toBeNull();
    expect(row.last_viewed_at! >= row.first_viewed_at!).toBe(true);
    const views = (await activity()).filter((a) => a.kind === 'proposal.viewed');
    expect(views).toHaveLength(1);
    // Whoever opened the link is not known to be Dana Garcia.
    expect(views[0]).toMatchObject({ userName: 'the customer', subject: 'Henderson Re-roof' });
    const entry = await t.database.db
      .selectFrom('activity')
      .selectAll()
      .where('kind', '=', 'proposal.viewed')
      .where('project_id', '=', projectId)
      .executeTakeFirstOrThrow();
    expect(entry.user_id).toBeNull();

    // Someone of the team checking the link is not counted as the customer, nor is a HEAD.
    const office = await api(t.url, 'GET', `/api/public/proposals/${sent.token}`);
    expect(office.status).toBe(200);
    const head = await c.page(`/api/public/proposals/${sent.token}`, 'HEAD');
    expect(head.status).toBe(200);
    expectPrivate(head.headers, 'HEAD');
    expect((await stored(sent.proposal.id)).view_count).toBe(3);
  });

  it('logs a view as by "the customer", with or without a customer name', async () => {
    const { estimate } = await projectWithEstimate(t.url, undefined, {
      name: 'Nameless Customer Job',
      customerName: '',
    });
    const sent = await sendProposal(t.url, estimate.id);
    const c = as(newAddress());
    expect((await c.get(`/api/public/proposals/${sent.token}`)).status).toBe(200);
    expect((await activity())[0]).toMatchObject({
      kind: 'proposal.viewed',
      userName: 'the customer',
      subject: 'Nameless Customer Job',
    });
  });

  it('accepts an option with a drawn signature: the project takes its total and starts', async () => {
    const { projectId, estimate } = await projectWithEstimate(t.url);
    const sent = await sendProposal(t.url, estimate.id);
    const projectBefore = (await api(t.url, 'GET', `/api/projects/${projectId}`)).body;
    expect(projectBefore.status).toBe('pending');
    // Sending moved it to Proposal sent; accepting moves it to Sold (In progress).
    expect(projectBefore.stageId).toBe('proposal-sent');
    const dashBefore = (await api(t.url, 'GET', '/api/dashboard')).body;

    const c = as('10.9.8.7');
    const png = pngOf(640, 240);
    const r = await api(
      t.url,
      'POST',
      `/api/public/proposals/${sent.token}/accept`,
      acceptance(1, png),
      { cookie: '', 'x-forwarded-for': '10.9.8.7', 'user-agent': `Phone ${'x'.repeat(600)}` },
    );
    expect(r.status).toBe(200);
    expectPrivate(r.headers, 'accept');
    const body = r.body as PublicProposal;
    expect(body.status).toBe('accepted');
    expect(body.decision).toMatchObject({
      outcome: 'accepted',
      option: 1,
      signerName: 'Dana Garcia',
      signatureKind: 'drawn',
      declineReason: null,
    });

    const better = estimate.options[1]!.totals.totalCents;
    const project = (await api(t.url, 'GET', `/api/projects/${projectId}`)).body;
    expect(project).toMatchObject({
      status: 'in-progress',
      stageId: 'sold',
      estimatedCostCents: better,
      version: projectBefore.version + 1,
    });
    const moves = (await api(t.url, 'GET', `/api/projects/${projectId}/stage-moves`)).body;
    expect(moves.items.map((m: { toStageName: string }) => m.toStageName)).toEqual([
      'Sold',
      'Proposal sent',
    ]);
    expect(moves.items[0]).toMatchObject({
      userName: 'Dana Garcia',
      fromStageName: 'Proposal sent',
    });
    const dash = (await api(t.url, 'GET', '/api/dashboard')).body;
    expect(dash.pending).toBe(dashBefore.pending - 1);
    expect(dash.inProgress).toBe(dashBefore.inProgress + 1);
    expect(dash.totalValueCents).toBe(
      dashBefore.totalValueCents - projectBefore.estimatedCostCents + better,
    );
    expect(dash.activity[0]).toMatchObject({
      kind: 'proposal.accepted',
      userName: 'Dana Garcia',
      subject: 'Henderson Re-roof',
      projectId,
    });

    const row = await stored(sent.proposal.id);
    expect(row).toMatchObject({
      state: 'accepted',
      accepted_option: 1,
      signer_name: 'Dana Garcia',
      signature_kind: 'drawn',
      signature_png: png.toString('base64'),
      signer_ip: '10.9.8.7',
    });
    expect(row.signer_user_agent).toHaveLength(500);
    expect(row.signer_user_agent!.startsWith('Phone x')).toBe(true);

    const list = (await api(t.url, 'GET', `/api/projects/${projectId}/proposals`)).body;
    expect(list[0]).toMatchObject({
      status: 'accepted',
      acceptedOption: { index: 1, name: 'Better', totalCents: better },
      signerName: 'Dana Garcia',
    });

    // Accepted cannot be accepted again, nor declined, nor changed to another option.
    const again = await c.post(`/api/public/proposals/${sent.token}/accept`, acceptance(2));
    expect(again.status).toBe(409);
    expect(again.headers.get('content-type')).toContain('application/problem+json');
    expectPrivate(again.headers, '409');
    expect(again.body.detail).toMatch(/already accepted/);
    const decline = await c.post(`/api/public/proposals/${sent.token}/decline`, {});
    expect(decline.status).toBe(409);
    expect((await stored(sent.proposal.id)).accepted_option).toBe(1);

    // The customer can still open it, and sees the outcome.
    const view = await c.get(`/api/public/proposals/${sent.token}`);
    expect(view.body.status).toBe('accepted');
    expect(view.body.decision.option).toBe(1);
  });

  it('accepts with a typed signature (no image)', async () => {
    const { estimate } = await projectWithEstimate(t.url, DEFAULT_ESTIMATE_INPUT);
    const sent = await sendProposal(t.url, estimate.id);
    const r = await as(newAddress()).post(`/api/public/proposals/${sent.token}/accept`, {
      option: 0,
      signerName: '  Dana Q. Garcia ',
      agreed: true,
      signature: { kind: 'typed' },
    });
    expect(r.status).toBe(200);
    expect(r.body.decision).toMatchObject({ signatureKind: 'typed', signerName: 'Dana Q. Garcia' });
    const row = await stored(sent.proposal.id);
    expect(row.signature_png).toBeNull();
    expect(row.signature_kind).toBe('typed');
  });

  it('of two accepts at once exactly one wins; the other gets 409', async () => {
    const { projectId, estimate } = await projectWithEstimate(t.url);
    const sent = await sendProposal(t.url, estimate.id);
    const answers = await Promise.all(
      [0, 1, 2, 0, 1, 2].map((option) =>
        as(newAddress()).post(`/api/public/proposals/${sent.token}/accept`, acceptance(option)),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    const winner = answers.find((a) => a.status === 200)!.body as PublicProposal;
    const project = (await api(t.url, 'GET', `/api/projects/${projectId}`)).body;
    expect(project.estimatedCostCents).toBe(
      estimate.options[winner.decision!.option!]!.totals.totalCents,
    );
    // Saved (2), sent to Proposal sent (3), accepted once (4).
    expect(project.version).toBe(2 + 1 + 1);
    const accepted = (await activity()).filter(
      (a) => a.kind === 'proposal.accepted' && a.subject === 'Henderson Re-roof',
    );
    expect(accepted.length).toBeGreaterThanOrEqual(1);
  });

  it('declines with an optional reason; then it cannot be accepted (409)', async () => {
    const { projectId, estimate } = await projectWithEstimate(t.url);
    const sent = await sendProposal(t.url, estimate.id);
    const c = as(newAddress());
    const tooLong = await c.post(`/api/public/proposals/${sent.token}/decline`, {
      reason: 'x'.repeat(1001),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors.map((e: { path: string }) => e.path)).toEqual(['reason']);
    const r = await c.post(`/api/public/proposals/${sent.token}/decline`, {
      reason: ' We went with a metal roof from another company. ',
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      status: 'declined',
      decision: {
        outcome: 'declined',
        option: null,
        declineReason: 'We went with a metal roof from another company.',
      },
    });
    const accept = await c.post(`/api/public/proposals/${sent.token}/accept`, acceptance(0));
    expect(accept.status).toBe(409);
    expect(accept.body.detail).toMatch(/already declined/);
    const project = (await api(t.url, 'GET', `/api/projects/${projectId}`)).body;
    expect(project.status).toBe('pending');
    expect((await activity())[0]).toMatchObject({
      kind: 'proposal.declined',
      userName: 'the customer',
    });
    // Without a body at all.
    const other = await sendProposal(t.url, (await projectWithEstimate(t.url)).estimate.id);
    const bare = await fetch(`${t.url}/api/public/proposals/${other.token}/decline`, {
      method: 'POST',
      headers: { 'x-forwarded-for': newAddress() },
    });
    expect(bare.status).toBe(200);
    expect((await stored(other.proposal.id)).decline_reason).toBeNull();
  });

  it('an expired proposal can be opened but no longer accepted or declined (409)', async () => {
    const { projectId, estimate } = await projectWithEstimate(t.url);
    const sent = await sendProposal(t.url, estimate.id, { validDays: 1 });
    await t.database.db
      .updateTable('proposals')
      .set({ valid_until: new Date(Date.now() - 60_000).toISOString() })
      .where('id', '=', sent.proposal.id)
      .execute();
    const c = as(newAddress());
    expect((await c.page(`/p/${sent.token}`)).status).toBe(200);
    const view = await c.get(`/api/public/proposals/${sent.token}`);
    expect(view.status).toBe(200);
    expect(view.body.status).toBe('expired');
    const accept = await c.post(`/api/public/proposals/${sent.token}/accept`, acceptance(0));
    expect(accept.status).toBe(409);
    expect(accept.body.detail).toMatch(/expired/);
    const decline = await c.post(`/api/public/proposals/${sent.token}/decline`, {});
    expect(decline.status).toBe(409);
    expect((await api(t.url, 'GET', `/api/projects/${projectId}`)).body.status).toBe('pending');
    expect((await stored(sent.proposal.id)).state).toBe('open');
  });

  it('refuses a signature that is not a PNG, too large, or absurd, naming signature.png', async () => {
    const { estimate } = await projectWithEstimate(t.url);
    const sent = await sendProposal(t.url, estimate.id);
    const path = `/api/public/proposals/${sent.token}/accept`;
    const png = pngOf(300, 100);
    const truncated = png.subarray(0, png.length - 20);
    const corrupt = Buffer.from(png);
    corrupt.fill(7, 45, 60); // inside the compressed pixels
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Buffer.alloc(100)]);
    const huge = pngOf(5000, 10);
    const cases: [string, string][] = [
      ['jpeg', jpeg.toString('base64')],
      ['text', Buffer.from('hello, this is not an image').toString('base64')],
      ['truncated', truncated.toString('base64')],
      ['corrupt pixels', corrupt.toString('base64')],
      ['too wide', huge.toString('base64')],
      // Rows with a filter type PNG does not define: the PDF could not print it.
      ['unknown row filter', pngOf(40, 10, { filter: 9 }).toString('base64')],
      ['not base64', '<svg onload=alert(1)>'],
      ['empty', ''],
      // Above the cap, below the body limit: the schema's own message.
      ['too large', 'A'.repeat(MAX_SIGNATURE_BASE64 + 4)],
    ];
    const c = as(newAddress());
    for (const [what, b64] of cases) {
      const r = await api(
        t.url,
        'POST',
        path,
        {
          ...acceptance(0),
          signature: { kind: 'drawn', png: b64 },
        },
        { cookie: '', 'x-forwarded-for': newAddress() },
      );
      expect(r.status, what).toBe(400);
      expect(r.headers.get('content-type')).toContain('application/problem+json');
      expect(
        r.body.errors.map((e: { path: string }) => e.path),
        what,
      ).toEqual(['signature.png']);
      expectPrivate(r.headers, what);
    }
    // Exactly the cap in bytes is accepted by size (and refused only if not a PNG).
    expect(MAX_SIGNATURE_BASE64).toBe(Math.ceil(MAX_SIGNATURE_BYTES / 3) * 4);

    // A body above the route's limit is refused before it is read: 413 problem+json.
    const big = JSON.stringify({
      ...acceptance(0),
      signature: { kind: 'drawn', png: 'A'.repeat(ACCEPT_BODY_LIMIT) },
    });
    const tooBig = await fetch(t.url + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': newAddress() },
      body: big,
    });
    expect(tooBig.status).toBe(413);
    expect(tooBig.headers.get('content-type')).toContain('application/problem+json');
    expectPrivate(tooBig.headers, '413');
    await tooBig.text();
    expect((await stored(sent.proposal.id)).state).toBe('open');
    // Still open: a good signature is taken.
    expect((await c.post(path, acceptance(0))).status).toBe(200);
  });

  it('refuses bad acceptances with 400 naming the field', async () => {
    const { estimate } = await projectWithEstimate(t.url, DEFAULT_ESTIMATE_INPUT);
    const sent = await sendProposal(t.url, estimate.id);
    const path = `/api/public/proposals/${sent.token}/accept`;
    const cases: [string, unknown, string][] = [
      // A one-option proposal has option 0 only.
      ['option past the last', acceptance(1), 'option'],
      ['option out of range', { ...acceptance(0), option: 7 }, 'option'],
      ['option negative', { ...acceptance(0), option: -1 }, 'option'],
      ['option text', { ...acceptance(0), option: '0' }, 'option'],
      ['not agreed', { ...acceptance(0), agreed: false }, 'agreed'],
      ['no name', { ...acceptance(0), signerName: '  ' }, 'signerName'],
      ['long name', { ...acceptance(0), signerName: 'x'.repeat(201) }, 'signerName'],
      [
        'unknown signature kind',
        { ...acceptance(0), signature: { kind: 'stamp' } },
        'signature.kind',
      ],
    ];
    for (const [what, body, field] of cases) {
      const r = await as(newAddress()).post(path, body);
      expect(r.status, what).toBe(400);
      expect(
        r.body.errors.map((e: { path: string }) => e.path),
        what,
      ).toContain(field);
    }
    for (const raw of ['{"option": ', 'null', '[]', '"x"']) {
      const r = await api(t.url, 'POST', path, raw, {
        cookie: '',
        'x-forwarded-for': newAddress(),
        'content-type': 'application/json',
      });
      expect(r.status, raw).toBe(400);
      expect(r.headers.get('content-type')).toContain('application/problem+json');
    }
    expect((await stored(sent.proposal.id)).state).toBe('open');
  });

  it('gives the customer the PDF, signed once accepted; not once withdrawn', async () => {
    const { estimate } = await projectWithEstimate(t.url);
    const sent = await sendProposal(t.url, estimate.id);
    const c = as(newAddress());
    expect((await c.post(`/api/public/proposals/${sent.token}/accept`, acceptance(0))).status).toBe(
      200,
    );
    const res = await c.page(`/api/public/proposals/${sent.token}/pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="proposal-est-\d{6}-v1-signed-henderson-re-roof\.pdf"$/,
    );
    expectPrivate(res.headers, 'pdf');
    const text = await pdfToText(Buffer.from(await res.arrayBuffer()));
    expect(text).toContain('Dana Garcia');

    const other = await sendProposal(t.url, (await projectWithEstimate(t.url)).estimate.id);
    await api(t.url, 'POST', `/api/proposals/${other.proposal.id}/withdraw`);
    const gone = await c.get(`/api/public/proposals/${other.token}/pdf`);
    expect(gone.status).toBe(410);
    expectPrivate(gone.headers, 'pdf 410');
  });

  it('limits each address: reads, then accepting and declining (429 with Retry-After)', async () => {
    const { estimate } = await projectWithEstimate(t.url);
    const sent = await sendProposal(t.url, estimate.id);
    const c = as(newAddress());
    for (let i = 0; i < PUBLIC_READS_PER_MINUTE; i++) {
      const r = await c.page(i % 2 ? `/p/${sent.token}` : `/api/public/proposals/nope`);
      expect(r.status).not.toBe(429);
      await r.text();
    }
    const limited = await c.get(`/api/public/proposals/${sent.token}`);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.headers.get('content-type')).toContain('application/problem+json');
    expectPrivate(limited.headers, '429');
    const page = await c.page(`/p/${sent.token}`);
    expect(page.status).toBe(429);
    await page.text();
    // Another address is not affected.
    expect((await as(newAddress()).get(`/api/public/proposals/${sent.token}`)).status).toBe(200);

    const d = as(newAddress());
    for (let i = 0; i < PUBLIC_DECISIONS_PER_MINUTE; i++) {
      const r = await d.post(`/api/public/proposals/${sent.token}/decline`, { reason: 7 });
      expect(r.status).toBe(400);
    }
    const tooMany = await d.post(`/api/public/proposals/${sent.token}/accept`, acceptance(0));
    expect(tooMany.status).toBe(429);
    expect(tooMany.headers.get('retry-after')).not.toBeNull();
    expect((await stored(sent.proposal.id)).state).toBe('open');
  });
});

describe('the customer page of a web build', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ridgeline-customer-page-'));
  const web = path.join(dir, 'web');
  const CUSTOMER_PAGE =
    '<!doctype html><html lang="en"><head><title>Your proposal</title></head><body><div id="proposal"></div></body></html>';
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
});

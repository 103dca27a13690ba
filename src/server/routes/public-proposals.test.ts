import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ESTIMATE_INPUT } from '../../domain/estimate/estimate';
import type { PublicProposal } from '../../domain/proposal/proposal';
import { acceptance, pngOf, projectWithEstimate, sendProposal } from '../testing/proposal-fixtures';
import type { TestApp } from '../testing/test-app';
import { api, dbTargets, startTestApp } from '../testing/test-app';
import { customerSide, expectPrivate, newAddress } from '../testing/customer-side';

// The customer's side: no account, only the link. What it refuses, the PDF and the limits per
// address are in public-proposal-refusals.test.ts.

describe.each(dbTargets())('proposals API (customer) on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target, { trustProxy: 1 });
  });
  afterAll(async () => t?.close());

  const as = (ip: string) => customerSide(t).as(ip);
  const stored = (id: string) => customerSide(t).stored(id);
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
    expect(Object.keys(body).sort()).toEqual(['decision', 'language', 'snapshot', 'status']);
    expect(body.language).toBe('en');
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
});

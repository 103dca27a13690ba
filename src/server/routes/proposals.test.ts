import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ESTIMATE_INPUT } from '../../domain/estimate/estimate';
import type { ProposalSnapshot, ProposalSummary } from '../../domain/proposal/proposal';
import { pdfToText } from '../testing/pdf-text';
import {
  acceptance,
  projectWithEstimate,
  PROPOSAL_SETTINGS,
  sendProposal,
  THREE_OPTIONS,
} from '../testing/proposal-fixtures';
import type { TestApp } from '../testing/test-app';
import { api, dbTargets, startTestApp } from '../testing/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(dbTargets())('proposals API (office) on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    // The customer's requests below come from addresses of their own (X-Forwarded-For).
    t = await startTestApp(target, { trustProxy: 1 });
  });
  afterAll(async () => t?.close());

  const row = (id: string) =>
    t.database.db
      .selectFrom('proposals')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const customer = (ip: string) => ({ cookie: '', 'x-forwarded-for': ip });

  it('freezes a saved estimate into a proposal with a link whose token only the customer has', async () => {
    const { projectId, estimate } = await projectWithEstimate(t.url);
    const before = Date.now();
    const r = await api(t.url, 'POST', `/api/estimates/${estimate.id}/proposals`, {});
    expect(r.status).toBe(201);
    expect(r.headers.get('cache-control')).toBe('no-store');
    expect(r.body.url).toMatch(new RegExp(`^${t.url}/p/[A-Za-z0-9_-]{43}$`));
    expect(r.body.canEmail).toBe(false);
    const p = r.body.proposal as ProposalSummary;
    expect(p).toMatchObject({
      projectId,
      estimateId: estimate.id,
      estimateNumber: `EST-${String(estimate.number).padStart(6, '0')}`,
      proposalVersion: 1,
      status: 'sent',
      customerName: 'Dana Garcia',
      createdByName: 'Olive Owner',
      emailedTo: null,
      viewCount: 0,
      acceptedOption: null,
      options: estimate.options.map((o) => ({ name: o.name, totalCents: o.totals.totalCents })),
    });
    expect(p.options.map((o) => o.name)).toEqual(['Good', 'Better', 'Best']);
    // 30 days by default (Settings).
    const validFor = Date.parse(p.validUntil) - Date.parse(p.createdAt);
    expect(validFor).toBe(30 * DAY_MS);
    expect(Date.parse(p.createdAt)).toBeGreaterThanOrEqual(before - 1000);

    // The database keeps the token's hash, never the token.
    const token = (r.body.url as string).split('/p/')[1]!;
    const stored = await row(p.id);
    expect(stored.token_hash).toBe(createHash('sha256').update(token).digest('base64url'));
    expect(JSON.stringify(stored)).not.toContain(token);
    // The snapshot's hash is of exactly the stored text.
    expect(stored.snapshot_sha256).toBe(
      createHash('sha256').update(stored.snapshot_json, 'utf8').digest('hex'),
    );
    const snapshot = JSON.parse(stored.snapshot_json) as ProposalSnapshot;
    expect(snapshot).toMatchObject({
      customer: { name: 'Dana Garcia', phone: '(503) 555-0142', email: 'dana@example.com' },
      project: { name: 'Henderson Re-roof', address: '2847 SE Belmont St, Portland, OR 97214' },
      roof: { planAreaSqFt: 2000, pitch: 6 },
      laborRateCents: 250,
      costs: [{ description: 'Removal of old roofing', amountCents: 150_000 }],
      terms: PROPOSAL_SETTINGS.terms,
      company: { name: PROPOSAL_SETTINGS.companyName, logoDataUrl: null },
    });
    expect(snapshot.options).toHaveLength(3);
    expect(snapshot.options[0]!.totals.totalCents).toBe(1_059_017);

    const activity = (await api(t.url, 'GET', '/api/dashboard')).body.activity;
    expect(activity[0]).toMatchObject({
      kind: 'proposal.sent',
      userName: 'Olive Owner',
      subject: 'Henderson Re-roof',
      projectId,
    });
  });

  it('takes the terms and days from Settings, and days from the request', async () => {
    const s = await api(t.url, 'GET', '/api/settings');
    const patched = await api(t.url, 'PATCH', '/api/settings', {
      company: { name: 'Summit Roofing Co.', phone: '(503) 555-0100' },
      proposalTerms: 'Half on signing, half on completion.',
      proposalValidDays: 10,
      version: s.body.version,
    });
    expect(patched.status).toBe(200);
    const { estimate } = await projectWithEstimate(t.url, DEFAULT_ESTIMATE_INPUT);
    const byDefault = await sendProposal(t.url, estimate.id);
    const p = byDefault.proposal;
    expect(Date.parse(p.validUntil) - Date.parse(p.createdAt)).toBe(10 * DAY_MS);
    const snapshot = JSON.parse((await row(p.id)).snapshot_json) as ProposalSnapshot;
    expect(snapshot.terms).toBe('Half on signing, half on completion.');
    expect(snapshot.company).toMatchObject({ name: 'Summit Roofing Co.', phone: '(503) 555-0100' });
    // A one-option estimate is a one-option proposal, priced as always ($10,590).
    expect(p.options).toEqual([{ name: 'Good', totalCents: 1_059_017 }]);

    const asked = await sendProposal(t.url, estimate.id, { validDays: 1 });
    expect(Date.parse(asked.proposal.validUntil) - Date.parse(asked.proposal.createdAt)).toBe(
      DAY_MS,
    );
  });

  it('refuses a bad validity with 400 naming validDays, and an unknown estimate with 404', async () => {
    const { estimate } = await projectWithEstimate(t.url);
    for (const validDays of [0, 366, 1.5, '30']) {
      const r = await api(t.url, 'POST', `/api/estimates/${estimate.id}/proposals`, { validDays });
      expect(r.status).toBe(400);
      expect(r.headers.get('content-type')).toContain('application/problem+json');
      expect(r.body.errors.map((e: { path: string }) => e.path)).toContain('validDays');
    }
    const extra = await api(t.url, 'POST', `/api/estimates/${estimate.id}/proposals`, { x: 1 });
    expect(extra.status).toBe(400);
    const unknown = await api(t.url, 'POST', '/api/estimates/no-such-id/proposals', {});
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toContain('application/problem+json');
    // Without a body at all: the defaults.
    const bare = await fetch(`${t.url}/api/estimates/${estimate.id}/proposals`, {
      method: 'POST',
      headers: { cookie: t.cookie },
    });
    expect(bare.status).toBe(201);
  });

  it("lists a project's proposals newest first; 404 for an unknown project", async () => {
    const { projectId, estimate } = await projectWithEstimate(t.url);
    const first = await sendProposal(t.url, estimate.id);
    const second = await sendProposal(t.url, estimate.id);
    const list = await api(t.url, 'GET', `/api/projects/${projectId}/proposals`);
    expect(list.status).toBe(200);
    expect(list.body.map((p: ProposalSummary) => [p.id, p.proposalVersion, p.status])).toEqual([
      [second.proposal.id, 2, 'sent'],
      [first.proposal.id, 1, 'replaced'],
    ]);
    expect((await row(first.proposal.id)).replaced_by).toBe(second.proposal.id);
    const other = await projectWithEstimate(t.url);
    expect((await api(t.url, 'GET', `/api/projects/${other.projectId}/proposals`)).body).toEqual(
      [],
    );
    const unknown = await api(t.url, 'GET', '/api/projects/no-such-id/proposals');
    expect(unknown.status).toBe(404);
  });

  it('sending again replaces the open version: its link says so (410)', async () => {
    const { estimate } = await projectWithEstimate(t.url);
    const old = await sendProposal(t.url, estimate.id);
    await sendProposal(t.url, estimate.id);
    const page = await fetch(`${t.url}/p/${old.token}`);
    expect(page.status).toBe(410);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('replaced by a newer version');
    const apiAnswer = await api(t.url, 'GET', `/api/public/proposals/${old.token}`, undefined, {
      cookie: '',
    });
    expect(apiAnswer.status).toBe(410);
    expect(apiAnswer.headers.get('content-type')).toContain('application/problem+json');
  });

  it('withdraws an open proposal once: then its link is gone (410), page and API', async () => {
    const { projectId, estimate } = await projectWithEstimate(t.url);
    const sent = await sendProposal(t.url, estimate.id);
    const r = await api(t.url, 'POST', `/api/proposals/${sent.proposal.id}/withdraw`);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: sent.proposal.id, status: 'withdrawn' });
    const again = await api(t.url, 'POST', `/api/proposals/${sent.proposal.id}/withdraw`);
    expect(again.status).toBe(409);
    expect(again.body.current.status).toBe('withdrawn');
    const stored = await row(sent.proposal.id);
    expect(stored.withdrawn_by).toBe(t.owner.id);
    expect(stored.withdrawn_at).not.toBeNull();

    const page = await fetch(`${t.url}/p/${sent.token}`);
    expect(page.status).toBe(410);
    const html = await page.text();
    expect(html).toContain('This proposal was withdrawn');
    expect(page.headers.get('cache-control')).toBe('no-store');
    const apiAnswer = await api(t.url, 'GET', `/api/public/proposals/${sent.token}`, undefined, {
      cookie: '',
    });
    expect(apiAnswer.status).toBe(410);
    const accept = await api(
      t.url,
      'POST',
      `/api/public/proposals/${sent.token}/accept`,
      acceptance(0),
      customer('10.1.0.1'),
    );
    expect(accept.status).toBe(410);

    const activity = (await api(t.url, 'GET', '/api/dashboard')).body.activity;
    expect(activity[0]).toMatchObject({ kind: 'proposal.withdrawn', projectId });
    expect((await api(t.url, 'POST', '/api/proposals/no-such-id/withdraw')).status).toBe(404);
  });

  it('withdraws an expired proposal too, but not an accepted one', async () => {
    const { estimate } = await projectWithEstimate(t.url);
    const expired = await sendProposal(t.url, estimate.id, { validDays: 1 });
    await t.database.db
      .updateTable('proposals')
      .set({ valid_until: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', expired.proposal.id)
      .execute();
    const list = await api(t.url, 'GET', `/api/projects/${estimate.projectId}/proposals`);
    expect(list.body[0].status).toBe('expired');
    expect(
      (await api(t.url, 'POST', `/api/proposals/${expired.proposal.id}/withdraw`)).status,
    ).toBe(200);

    const accepted = await sendProposal(t.url, estimate.id);
    const a = await api(
      t.url,
      'POST',
      `/api/public/proposals/${accepted.token}/accept`,
      acceptance(2),
      customer('10.1.0.2'),
    );
    expect(a.status).toBe(200);
    const w = await api(t.url, 'POST', `/api/proposals/${accepted.proposal.id}/withdraw`);
    expect(w.status).toBe(409);
    expect(w.body.current).toMatchObject({
      status: 'accepted',
      acceptedOption: {
        index: 2,
        name: 'Best',
        totalCents: estimate.options[2]!.totals.totalCents,
      },
      signerName: 'Dana Garcia',
    });
    // Once accepted, the estimate takes no new proposal.
    const resend = await api(t.url, 'POST', `/api/estimates/${estimate.id}/proposals`, {});
    expect(resend.status).toBe(409);
    expect(resend.headers.get('content-type')).toContain('application/problem+json');
  });

  it('the estimator may do all of it; the crew none of it (403); signed out 401', async () => {
    const { projectId, estimate } = await projectWithEstimate(t.url);
    const { cookie: estimator } = await t.signInAs('estimator', 'Esme Estimator');
    const created = await api(
      t.url,
      'POST',
      `/api/estimates/${estimate.id}/proposals`,
      {},
      { cookie: estimator },
    );
    expect(created.status).toBe(201);
    expect(created.body.proposal.createdByName).toBe('Esme Estimator');
    const id = created.body.proposal.id as string;
    const token = (created.body.url as string).split('/p/')[1]!;
    const office: [string, string, unknown?][] = [
      ['POST', `/api/estimates/${estimate.id}/proposals`, {}],
      ['GET', `/api/projects/${projectId}/proposals`],
      ['GET', `/api/proposals/${id}/pdf`],
      ['POST', `/api/proposals/${id}/email`, { token }],
      ['POST', `/api/proposals/${id}/withdraw`],
    ];
    const { cookie: crew } = await t.signInAs('crew');
    for (const [method, path, body] of office) {
      const r = await api(t.url, method, path, body, { cookie: crew });
      expect(r.status, `${method} ${path}`).toBe(403);
      expect(r.headers.get('content-type')).toContain('application/problem+json');
      const out = await api(t.url, method, path, body, { cookie: '' });
      expect(out.status, `${method} ${path}`).toBe(401);
    }
    expect(
      (
        await api(t.url, 'GET', `/api/projects/${projectId}/proposals`, undefined, {
          cookie: estimator,
        })
      ).status,
    ).toBe(200);
    const w = await api(t.url, 'POST', `/api/proposals/${id}/withdraw`, undefined, {
      cookie: estimator,
    });
    expect(w.status).toBe(200);
    // The crew's log shows no office-only proposal entries.
    const crewLog = (await api(t.url, 'GET', '/api/dashboard', undefined, { cookie: crew })).body
      .activity as { kind: string }[];
    expect(crewLog.filter((e) => e.kind === 'proposal.sent')).toEqual([]);
  });

  it('email: 503 when the server has no mail set up, 400 naming token or to, 409 unless open', async () => {
    const { estimate } = await projectWithEstimate(t.url);
    const sent = await sendProposal(t.url, estimate.id);
    const path = `/api/proposals/${sent.proposal.id}/email`;
    const wrong = await api(t.url, 'POST', path, { token: 'x'.repeat(43) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.map((e: { path: string }) => e.path)).toEqual(['token']);
    const missing = await api(t.url, 'POST', path, {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors.map((e: { path: string }) => e.path)).toContain('token');
    const badTo = await api(t.url, 'POST', path, { token: sent.token, to: 'not an email' });
    expect(badTo.status).toBe(400);
    expect(badTo.body.errors.map((e: { path: string }) => e.path)).toContain('to');
    const r = await api(t.url, 'POST', path, { token: sent.token });
    expect(r.status).toBe(503);
    expect(r.headers.get('content-type')).toContain('application/problem+json');
    expect(r.body.detail).toBe('Email is not set up');
    expect((await row(sent.proposal.id)).emailed_at).toBeNull();

    // No address on file and none given.
    const noEmail = await projectWithEstimate(t.url, THREE_OPTIONS, { customerEmail: '' });
    const quiet = await sendProposal(t.url, noEmail.estimate.id);
    const noTo = await api(t.url, 'POST', `/api/proposals/${quiet.proposal.id}/email`, {
      token: quiet.token,
    });
    expect(noTo.status).toBe(400);
    expect(noTo.body.errors.map((e: { path: string }) => e.path)).toEqual(['to']);

    await api(t.url, 'POST', `/api/proposals/${sent.proposal.id}/withdraw`);
    const gone = await api(t.url, 'POST', path, { token: sent.token });
    expect(gone.status).toBe(409);
    expect(
      (await api(t.url, 'POST', '/api/proposals/no-such-id/email', { token: sent.token })).status,
    ).toBe(404);
  });

  it('prints the proposal as a PDF download', async () => {
    const { estimate } = await projectWithEstimate(t.url);
    const sent = await sendProposal(t.url, estimate.id);
    const res = await fetch(`${t.url}/api/proposals/${sent.proposal.id}/pdf`, {
      headers: { cookie: t.cookie },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="proposal-${sent.proposal.estimateNumber.toLowerCase()}-v1-henderson-re-roof.pdf"`,
    );
    const text = await pdfToText(Buffer.from(await res.arrayBuffer()));
    expect(text).toContain('Dana Garcia');
    const unknown = await api(t.url, 'GET', '/api/proposals/no-such-id/pdf');
    expect(unknown.status).toBe(404);
  });
});

describe.each(dbTargets())('a proposal before Settings are filled in, on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(async () => t?.close());

  it('is refused with a 409 naming the company name and the terms, then made once both are set', async () => {
    const p = await api(t.url, 'POST', '/api/projects', {
      name: 'First job',
      address: '12 Oak St, Portland, OR',
    });
    expect(p.status).toBe(201);
    const e = await api(t.url, 'POST', '/api/estimates', {
      ...DEFAULT_ESTIMATE_INPUT,
      projectId: p.body.id,
    });
    const create = () => api(t.url, 'POST', `/api/estimates/${e.body.id}/proposals`, {});
    const refused = await create();
    expect(refused.status).toBe(409);
    expect(refused.headers.get('content-type')).toContain('application/problem+json');
    expect(refused.body.missing).toEqual(['company.name', 'proposalTerms']);
    expect(refused.body.detail).toContain('the company name and the terms in Settings');
    expect((await api(t.url, 'GET', `/api/projects/${p.body.id}/proposals`)).body).toEqual([]);

    // A name of spaces is no name; with the name set, only the terms are missing.
    const s = await api(t.url, 'GET', '/api/settings');
    const named = await api(t.url, 'PATCH', '/api/settings', {
      company: { name: 'Summit Roofing Co.' },
      proposalTerms: '   ',
      version: s.body.version,
    });
    expect(named.status).toBe(200);
    const noTerms = await create();
    expect(noTerms.status).toBe(409);
    expect(noTerms.body.missing).toEqual(['proposalTerms']);
    expect(noTerms.body.detail).toMatch(/^Fill in the terms in Settings/);

    const withTerms = await api(t.url, 'PATCH', '/api/settings', {
      proposalTerms: 'Net 30.',
      version: named.body.version,
    });
    expect(withTerms.status).toBe(200);
    expect((await create()).status).toBe(201);
  });
});

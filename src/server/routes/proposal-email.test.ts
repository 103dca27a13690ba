import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestSmtp } from '../testing/test-smtp';
import { readMail, startTestSmtp } from '../testing/test-smtp';
import { projectWithEstimate, sendProposal } from '../testing/proposal-fixtures';
import type { TestApp } from '../testing/test-app';
import { api, dbTargets, startTestApp } from '../testing/test-app';

// Emailing a proposal's link to the customer through the mail server (a test SMTP server
// here): the message, what is recorded, and a refusal from the mail server.

describe.each(dbTargets())('emailing a proposal on %s', (target) => {
  let smtp: TestSmtp;
  let refusing: TestSmtp;
  let t: TestApp;
  let refused: TestApp;
  beforeAll(async () => {
    [smtp, refusing] = await Promise.all([startTestSmtp(), startTestSmtp({ refuse: true })]);
    [t, refused] = await Promise.all([
      startTestApp(target, {
        smtp: { url: smtp.url, from: 'Summit Roofing <office@summit.test>' },
        publicUrl: 'https://roofs.example.com',
      }),
      startTestApp(target, { smtp: { url: refusing.url, from: 'office@summit.test' } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([t?.close(), refused?.close()]);
    await Promise.all([smtp?.close(), refusing?.close()]);
  });

  it('sends the link to the customer, records it, and logs it', async () => {
    const { projectId, estimate } = await projectWithEstimate(t.url);
    const sent = await sendProposal(t.url, estimate.id);
    expect(sent.canEmail).toBe(true);
    // The public address, not the one the office happens to use.
    expect(sent.url).toBe(`https://roofs.example.com/p/${sent.token}`);
    const r = await api(t.url, 'POST', `/api/proposals/${sent.proposal.id}/email`, {
      token: sent.token,
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: sent.proposal.id, emailedTo: 'dana@example.com' });
    expect(r.body.emailedAt).not.toBeNull();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(['dana@example.com']);
    const mail = readMail(smtp.received[0]!.raw);
    expect(mail.text).toContain(sent.url);
    expect(mail.html).toContain(sent.url);

    // Another address, given by the office.
    const other = await api(t.url, 'POST', `/api/proposals/${sent.proposal.id}/email`, {
      token: sent.token,
      to: 'dana.garcia@work.example',
    });
    expect(other.status).toBe(200);
    expect(other.body.emailedTo).toBe('dana.garcia@work.example');
    expect(smtp.received.at(-1)!.to).toEqual(['dana.garcia@work.example']);
    const activity = (await api(t.url, 'GET', '/api/dashboard')).body.activity;
    expect(activity[0]).toMatchObject({
      kind: 'proposal.emailed',
      subject: 'Henderson Re-roof',
      projectId,
    });
  });

  it('answers 502 problem when the mail server refuses, and records nothing', async () => {
    const { estimate } = await projectWithEstimate(refused.url);
    const sent = await sendProposal(refused.url, estimate.id);
    const r = await api(refused.url, 'POST', `/api/proposals/${sent.proposal.id}/email`, {
      token: sent.token,
    });
    expect(r.status).toBe(502);
    expect(r.headers.get('content-type')).toContain('application/problem+json');
    expect(r.body.detail).toMatch(/refused/);
    const stored = await refused.database.db
      .selectFrom('proposals')
      .select(['emailed_to', 'emailed_at'])
      .where('id', '=', sent.proposal.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ emailed_to: null, emailed_at: null });
  });
});

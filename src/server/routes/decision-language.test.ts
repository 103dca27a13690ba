import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProposalSummary } from '../../domain/proposal/proposal';
import { customerSide, newAddress } from '../testing/customer-side';
import { pdfToText } from '../testing/pdf-text';
import { acceptance, projectWithEstimate, sendProposal } from '../testing/proposal-fixtures';
import type { TestApp } from '../testing/test-app';
import { api, dbTargets, startTestApp } from '../testing/test-app';

// The language the customer read the proposal in when they decided is part of the audit record:
// kept with the decision (the project's language may change later), shown to the office with the
// proposal, and stated on the signed PDF, which is written in it.

const squeeze = (s: string) => s.replace(/[ \t]+/g, ' ');

describe.each(dbTargets())('the decision language on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target, { trustProxy: 1 });
  });
  afterAll(async () => t?.close());

  const summaries = async (projectId: string) =>
    (await api(t.url, 'GET', `/api/projects/${projectId}/proposals`)).body as ProposalSummary[];

  it('keeps the language a Spanish customer accepted in, and prints the PDF in it', async () => {
    const { projectId, estimate } = await projectWithEstimate(t.url, undefined, {
      customerLanguage: 'es',
    });
    const sent = await sendProposal(t.url, estimate.id);
    expect((await summaries(projectId))[0]!.decisionLanguage).toBeNull();
    const c = customerSide(t).as(newAddress());
    const accepted = await c.post(`/api/public/proposals/${sent.token}/accept`, acceptance(1));
    expect(accepted.status).toBe(200);
    expect((await summaries(projectId))[0]!.decisionLanguage).toBe('es');
    expect((await customerSide(t).stored(sent.proposal.id)).decision_language).toBe('es');

    // The office switches the project to English afterwards: what the customer saw stays.
    const project = await api(t.url, 'GET', `/api/projects/${projectId}`);
    const patched = await api(t.url, 'PATCH', `/api/projects/${projectId}`, {
      customerLanguage: 'en',
      version: project.body.version,
    });
    expect(patched.status).toBe(200);
    expect((await summaries(projectId))[0]!.decisionLanguage).toBe('es');

    const res = await fetch(`${t.url}/api/proposals/${sent.proposal.id}/pdf`, {
      headers: { cookie: t.cookie },
    });
    expect(res.status).toBe(200);
    const text = squeeze(pdfToText(Buffer.from(await res.arrayBuffer())));
    expect(text).toContain('Propuesta de reemplazo de');
    expect(text).toContain('Registro de auditoría');
    expect(text).toContain('Idioma español');
    expect(text).toContain('Firmado por Dana Garcia');
  });

  it('keeps English for an English customer who declines; the PDF says so', async () => {
    const { projectId, estimate } = await projectWithEstimate(t.url);
    const sent = await sendProposal(t.url, estimate.id);
    const c = customerSide(t).as(newAddress());
    const declined = await c.post(`/api/public/proposals/${sent.token}/decline`, {
      reason: 'Too soon',
    });
    expect(declined.status).toBe(200);
    expect((await summaries(projectId))[0]!.decisionLanguage).toBe('en');
    const res = await c.page(`/api/public/proposals/${sent.token}/pdf`);
    const text = squeeze(pdfToText(Buffer.from(await res.arrayBuffer())));
    expect(text).toContain('Audit trail');
    expect(text).toContain('Language English');
    expect(text).toContain('Reason given Too soon');
  });
});

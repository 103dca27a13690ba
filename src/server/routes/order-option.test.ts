import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfToText } from '../testing/pdf-text';
import { acceptance, projectWithEstimate, sendProposal } from '../testing/proposal-fixtures';
import type { TestApp } from '../testing/test-app';
import {
  api,
  cookieFor,
  dbTargets,
  signIn,
  startTestApp,
  TEST_PASSWORD,
} from '../testing/test-app';

// Which option of a good / better / best estimate is ordered, and priced on the project: the
// one the customer accepted, else the one the office chose, else the first.

async function download(base: string, path: string) {
  const res = await fetch(base + path, { headers: { cookie: cookieFor(base) } });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** The CSV's "about" lines as a map, and its material rows. */
async function orderCsv(base: string, estimateId: string) {
  const { res, bytes } = await download(base, `/api/estimates/${estimateId}/order.csv`);
  expect(res.status).toBe(200);
  const rows = parse(bytes.toString('utf8'), { bom: true, relax_column_count: true }) as string[][];
  const head = rows.findIndex((r) => r.join() === 'Material,Quantity,Unit');
  return {
    about: Object.fromEntries(rows.slice(1, head - 1).map(([k, v]) => [k, v])) as Record<
      string,
      string
    >,
    materials: rows.slice(head + 1),
  };
}

const summaries = async (base: string, projectId: string) =>
  (await api(base, 'GET', `/api/projects/${projectId}/estimates`)).body as {
    id: string;
    totalCents: number;
    options: { name: string; totalCents: number }[];
    working: { index: number | null; name: string; basis: string };
  }[];

describe.each(dbTargets())('the option an estimate stands for, on %s', (target) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(target);
    // A proposal needs the company and its terms to be sent.
    const s = await api(t.url, 'GET', '/api/settings');
    const r = await api(t.url, 'PATCH', '/api/settings', {
      company: { name: 'Summit Roofing Co.', phone: '(503) 555-0100' },
      proposalTerms: 'Payment due on completion.',
      version: s.body.version,
    });
    expect(r.status).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  it('orders the first option of an estimate nobody chose for, and names it', async () => {
    const { projectId, estimate } = await projectWithEstimate(t.url);
    const csv = await orderCsv(t.url, estimate.id);
    expect(csv.about.Option).toBe('Good');
    expect(csv.materials).toEqual([['Asphalt Shingles (Standard)', '2000', 'sq ft']]);
    const [summary] = await summaries(t.url, projectId);
    expect(summary!.working).toEqual({ index: 0, name: 'Good', basis: 'first' });
    expect(summary!.options.map((o) => o.name)).toEqual(['Good', 'Better', 'Best']);
    const project = (await api(t.url, 'GET', `/api/projects/${projectId}`)).body;
    expect(project).toMatchObject({
      estimatedCostCents: estimate.options[0]!.totals.totalCents,
      estimatedCostOption: 'Good',
      estimatedCostAccepted: false,
    });
  });

  it('orders the option the office chose, remembers it, and the project follows', async () => {
    const { projectId, estimate } = await projectWithEstimate(t.url);
    const r = await api(t.url, 'PUT', `/api/estimates/${estimate.id}/order-option`, { option: 1 });
    expect(r.status).toBe(200);
    expect(r.body.estimate.working).toEqual({ index: 1, name: 'Better', basis: 'chosen' });
    expect(r.body.project).toMatchObject({
      estimatedCostCents: estimate.options[1]!.totals.totalCents,
      estimatedCostOption: 'Better',
    });

    const csv = await orderCsv(t.url, estimate.id);
    expect(csv.about.Option).toBe('Better');
    expect(csv.materials).toEqual([['Asphalt Shingles (Premium)', '2000', 'sq ft']]);
    const [summary] = await summaries(t.url, projectId);
    expect(summary!.working.name).toBe('Better');
    expect(summary!.totalCents).toBe(estimate.options[1]!.totals.totalCents);

    // Saving the estimate again keeps the choice, and the project's cost stays Better's.
    const full = (await api(t.url, 'GET', `/api/estimates/${estimate.id}`)).body;
    const saved = await api(t.url, 'PATCH', `/api/estimates/${estimate.id}`, {
      ...full.input,
      version: full.version,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.project).toMatchObject({ estimatedCostOption: 'Better' });
    expect((await orderCsv(t.url, estimate.id)).about.Option).toBe('Better');
  });

  it('orders the option the customer accepted, says so, and refuses another choice', async () => {
    const { projectId, estimate } = await projectWithEstimate(t.url);
    // The office had chosen Better before the customer signed for Best.
    await api(t.url, 'PUT', `/api/estimates/${estimate.id}/order-option`, { option: 1 });
    const sent = await sendProposal(t.url, estimate.id);
    const accepted = await api(
      t.url,
      'POST',
      `/api/public/proposals/${sent.token}/accept`,
      acceptance(2),
      { cookie: '' },
    );
    expect(accepted.status).toBe(200);

    const best = estimate.options[2]!.totals.totalCents;
    const project = (await api(t.url, 'GET', `/api/projects/${projectId}`)).body;
    expect(project).toMatchObject({
      estimatedCostCents: best,
      estimatedCostOption: 'Best',
      estimatedCostAccepted: true,
    });
    const csv = await orderCsv(t.url, estimate.id);
    expect(csv.about.Option).toBe('Best (accepted by the customer)');
    expect(csv.materials).toEqual([['Metal Roofing', '2000', 'sq ft']]);

    const pdf = await download(t.url, `/api/estimates/${estimate.id}/order.pdf`);
    expect(pdf.res.status).toBe(200);
    const text = await pdfToText(pdf.bytes);
    expect(text).toContain('Option: Best (accepted by the customer)');
    expect(text).toContain('Metal Roofing');
    expect(text).not.toContain('Asphalt Shingles');

    const [summary] = await summaries(t.url, projectId);
    expect(summary!.working).toEqual({ index: 2, name: 'Best', basis: 'accepted' });
    expect(summary!.totalCents).toBe(best);

    const refused = await api(t.url, 'PUT', `/api/estimates/${estimate.id}/order-option`, {
      option: 0,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toContain('accepted Best');

    // Saving the estimate after the signature keeps the project on the accepted option.
    const full = (await api(t.url, 'GET', `/api/estimates/${estimate.id}`)).body;
    const saved = await api(t.url, 'PATCH', `/api/estimates/${estimate.id}`, {
      ...full.input,
      version: full.version,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.project).toMatchObject({
      estimatedCostCents: best,
      estimatedCostOption: 'Best',
      estimatedCostAccepted: true,
    });
  });

  it('names no option for a one-option estimate', async () => {
    const { projectId, estimate } = await projectWithEstimate(t.url, {
      roofAreaSqFt: 2000,
      pitch: 6,
      laborRateCents: 250,
      materials: [{ materialId: 'asphalt-standard', quantity: 2000 }],
      costs: [],
      adjustments: { wastePercent: 0, overheadProfitPercent: 0, taxPercent: 0 },
    });
    const csv = await orderCsv(t.url, estimate.id);
    expect(csv.about).not.toHaveProperty('Option');
    const project = (await api(t.url, 'GET', `/api/projects/${projectId}`)).body;
    expect(project.estimatedCostOption).toBeNull();
    const r = await api(t.url, 'PUT', `/api/estimates/${estimate.id}/order-option`, { option: 1 });
    expect(r.status).toBe(400);
    expect(r.body.errors[0].path).toBe('option');
  });

  it('clears the option when a cost is typed over it, and keeps it when sent back unchanged', async () => {
    const { projectId } = await projectWithEstimate(t.url);
    let p = (await api(t.url, 'GET', `/api/projects/${projectId}`)).body;
    const same = await api(t.url, 'PATCH', `/api/projects/${projectId}`, {
      estimatedCostCents: p.estimatedCostCents,
      version: p.version,
    });
    expect(same.body.estimatedCostOption).toBe('Good');
    p = same.body;
    const typed = await api(t.url, 'PATCH', `/api/projects/${projectId}`, {
      estimatedCostCents: 1_000_000,
      version: p.version,
    });
    expect(typed.status).toBe(200);
    expect(typed.body).toMatchObject({ estimatedCostOption: null, estimatedCostAccepted: false });
  });

  it.each([
    [{}, 'option'],
    [{ option: -1 }, 'option'],
    [{ option: 3 }, 'option'],
    [{ option: 1.5 }, 'option'],
    [{ option: '1' }, 'option'],
  ])('answers 400 naming the field for %j', async (body, field) => {
    const { estimate } = await projectWithEstimate(t.url);
    const r = await api(t.url, 'PUT', `/api/estimates/${estimate.id}/order-option`, body);
    expect(r.status).toBe(400);
    expect(r.body.errors.map((e: { path: string }) => e.path)).toContain(field);
  });

  it('answers 404 for an unknown estimate', async () => {
    const r = await api(t.url, 'PUT', '/api/estimates/nope/order-option', { option: 0 });
    expect(r.status).toBe(404);
  });

  it("keeps the choice and the project's option through a backup, and refuses one out of range", async () => {
    const { projectId, estimate } = await projectWithEstimate(t.url);
    await api(t.url, 'PUT', `/api/estimates/${estimate.id}/order-option`, { option: 2 });
    const exported = (await api(t.url, 'GET', '/api/export')).body;
    const row = exported.tables.estimates.find((e: { id: string }) => e.id === estimate.id);
    expect(row.order_option).toBe(2);

    // An estimate whose choice names an option it does not have is refused, by its path.
    const bad = structuredClone(exported);
    const one = bad.tables.estimates.find((e: { options_json: string | null }) => !e.options_json);
    const broken = one ?? bad.tables.estimates[0];
    broken.order_option = one ? 1 : 3;
    const empty = await startTestApp(target);
    try {
      const refused = await api(empty.url, 'POST', '/api/import', bad);
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body.errors)).toContain('order_option');

      const imported = await api(empty.url, 'POST', '/api/import', exported);
      expect(imported.status).toBe(201);
      const owner = exported.tables.users.find((u: { role: string }) => u.role === 'owner');
      await signIn(empty.url, owner.email, TEST_PASSWORD);
      const [summary] = await summaries(empty.url, projectId);
      expect(summary!.working).toEqual({ index: 2, name: 'Best', basis: 'chosen' });
      const project = (await api(empty.url, 'GET', `/api/projects/${projectId}`)).body;
      expect(project).toMatchObject({ estimatedCostOption: 'Best', estimatedCostAccepted: false });
    } finally {
      await empty.close();
    }
  });
});

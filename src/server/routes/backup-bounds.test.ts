import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_COST_LINE_CENTS,
  MAX_ESTIMATE_TOTAL_CENTS,
  MAX_ESTIMATED_COST_CENTS,
  MAX_LABOR_RATE_CENTS,
  MAX_LINES,
  MAX_PRICE_CENTS,
  MAX_QUANTITY,
} from '../../domain/common/bounds';
import {
  EAVE_DISTANCE_MAX_FT,
  OUTLINE_PITCH_MAX,
  OUTLINE_POINTS_MAX,
  OUTLINES_MAX,
} from '../../domain/geo/geo';
import { INNER_LINES_MAX } from '../../domain/takeoff/roof-edge-types';
import {
  MAX_DECLINE_REASON,
  MAX_LOGO_BYTES,
  MAX_PROPOSAL_TERMS,
  MAX_PROPOSAL_VALID_DAYS,
  MAX_SIGNATURE_BYTES,
  MAX_SIGNER_NAME,
} from '../../domain/proposal/proposal';
import { comparableTables } from '../testing/comparable-tables';
import { acceptance, pngOf, sendProposal } from '../testing/proposal-fixtures';
import type { TestApp } from '../testing/test-app';
import { api, dbTargets, signIn, startTestApp, TEST_PASSWORD } from '../testing/test-app';

// Whatever the API accepts and stores, at the edge of every bound, export then import restores.

const text = (n: number) => 'x'.repeat(n);
const email = (n: number) => `${'a'.repeat(n - 12)}@example.com`;

describe.each(dbTargets())('backup round trip at the bounds on %s', (target) => {
  let source: TestApp;
  let empty: TestApp;
  beforeAll(async () => {
    [source, empty] = await Promise.all([startTestApp(target), startTestApp(target)]);
  });
  afterAll(async () => {
    await Promise.all([source?.close(), empty?.close()]);
  });

  const created = async (path: string, body: unknown, method = 'POST') => {
    const r = await api(source.url, method, path, body);
    expect(r.status, JSON.stringify(r.body).slice(0, 300)).toBeLessThan(300);
    return r.body;
  };

  it('restores records at the largest and smallest values exactly', async () => {
    const largest = await created('/api/projects', {
      name: text(200),
      address: text(500),
      status: 'completed',
      date: '9999-12-31',
      roofAreaSqFt: MAX_QUANTITY,
      pitch: 288,
      estimatedCostCents: MAX_ESTIMATED_COST_CENTS,
      customerName: text(200),
      customerPhone: text(50),
      customerEmail: email(254),
      notes: text(5000),
      latitude: 90,
      longitude: 180,
    });
    const smallest = await created('/api/projects', {
      name: 'x',
      address: 'y',
      date: '0001-01-01',
      roofAreaSqFt: 0,
      pitch: 0,
      estimatedCostCents: 0,
      latitude: -90,
      longitude: -180,
    });
    const settings = (await api(source.url, 'GET', '/api/settings')).body;
    await created(
      '/api/settings',
      {
        company: {
          name: text(200),
          phone: text(50),
          email: email(254),
          licenseNumber: text(100),
          address: text(500),
        },
        defaultLaborRateCents: MAX_LABOR_RATE_CENTS,
        version: settings.version,
      },
      'PATCH',
    );
    const priciest = await created('/api/materials', {
      name: text(100),
      unit: 'sq ft',
      priceCents: MAX_PRICE_CENTS,
    });
    const free = await created('/api/materials', {
      name: 'Free',
      unit: 'linear ft',
      priceCents: 0,
    });

    // Every input at its bound adds up to more than a project can hold: refused, not stored.
    const maximal = {
      roofAreaSqFt: MAX_QUANTITY,
      pitch: 12,
      laborRateCents: MAX_LABOR_RATE_CENTS,
      materials: Array.from({ length: MAX_LINES }, () => ({
        materialId: priciest.id,
        quantity: MAX_QUANTITY,
      })),
      costs: Array.from({ length: MAX_LINES }, () => ({
        description: text(200),
        amountCents: MAX_COST_LINE_CENTS,
      })),
      adjustments: { wastePercent: 100, overheadProfitPercent: 100, taxPercent: 100 },
    };
    const refused = await api(source.url, 'POST', '/api/estimates', {
      ...maximal,
      projectId: largest.id,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { path: 'totalCents', message: 'The total must be at most $1,000,000,000' },
    ]);

    // As many lines as allowed, every quantity and percentage at its bound, total at the bound.
    const atBound = await created('/api/estimates', {
      ...maximal,
      roofAreaSqFt: 0,
      laborRateCents: MAX_LABOR_RATE_CENTS,
      materials: maximal.materials.map(() => ({ materialId: free.id, quantity: MAX_QUANTITY })),
      costs: maximal.costs.map((c, i) => ({
        ...c,
        // Doubled by 100% overhead & profit.
        amountCents: i === 0 ? MAX_ESTIMATE_TOTAL_CENTS / 2 : 0,
      })),
      projectId: largest.id,
    });
    expect(atBound.totals.totalCents).toBe(MAX_ESTIMATE_TOTAL_CENTS);
    expect(atBound.project.estimatedCostCents).toBe(MAX_ESTIMATED_COST_CENTS);
    await created('/api/estimates', {
      roofAreaSqFt: 0,
      pitch: 0,
      laborRateCents: 0,
      materials: [{ materialId: free.id, quantity: 0 }],
      costs: [],
      projectId: smallest.id,
    });

    const corner = (i: number, j: number) => ({
      lat: -90 + (i * 180) / OUTLINES_MAX,
      lng: -180 + (j * 360) / OUTLINE_POINTS_MAX,
    });
    await created(
      `/api/projects/${largest.id}/outlines`,
      {
        outlines: Array.from({ length: OUTLINES_MAX }, (_, i) => ({
          id: `o-${i}`.padEnd(64, 'x'),
          name: text(100),
          pitch: i === 0 ? 0 : OUTLINE_PITCH_MAX,
          points: Array.from({ length: OUTLINE_POINTS_MAX }, (_, j) => corner(i, j)),
          // A generated roof's lines, as many as an outline keeps, at their bounds.
          lines: Array.from({ length: INNER_LINES_MAX }, (_, j) => ({
            type: 'valley',
            from: corner(i, j % OUTLINE_POINTS_MAX),
            to: corner(i, (j + 1) % OUTLINE_POINTS_MAX),
            generated: true,
            eaveDistanceFt: [0, EAVE_DISTANCE_MAX_FT],
          })),
        })),
        version: 0,
      },
      'PUT',
    );

    // Proposals at their bounds: the longest terms and validity, a logo and a drawn signature
    // of nearly their largest size (noise does not compress), the longest name, agent, reason.
    const logo = pngOf(400, 318, { noise: true });
    expect(logo.length).toBeGreaterThan(MAX_LOGO_BYTES - 2000);
    expect(logo.length).toBeLessThanOrEqual(MAX_LOGO_BYTES);
    await source.database.db
      .updateTable('settings')
      .set({ company_logo: `data:image/png;base64,${logo.toString('base64')}` })
      .execute();
    const current = (await api(source.url, 'GET', '/api/settings')).body;
    await created(
      '/api/settings',
      {
        proposalTerms: text(MAX_PROPOSAL_TERMS),
        proposalValidDays: MAX_PROPOSAL_VALID_DAYS,
        version: current.version,
      },
      'PATCH',
    );
    const signature = pngOf(500, 199, { noise: true });
    expect(signature.length).toBeGreaterThan(MAX_SIGNATURE_BYTES - 2000);
    expect(signature.length).toBeLessThanOrEqual(MAX_SIGNATURE_BYTES);
    const signed = await sendProposal(source.url, atBound.id);
    const accepted = await api(
      source.url,
      'POST',
      `/api/public/proposals/${signed.token}/accept`,
      { ...acceptance(0, signature), signerName: text(MAX_SIGNER_NAME) },
      { cookie: '', 'user-agent': text(500) },
    );
    expect(accepted.status, JSON.stringify(accepted.body).slice(0, 300)).toBe(200);
    const smallestEstimate = (
      await api(source.url, 'GET', `/api/projects/${smallest.id}/estimates`)
    ).body[0];
    const declined = await sendProposal(source.url, smallestEstimate.id, { validDays: 1 });
    expect(
      (
        await api(
          source.url,
          'POST',
          `/api/public/proposals/${declined.token}/decline`,
          { reason: text(MAX_DECLINE_REASON) },
          { cookie: '' },
        )
      ).status,
    ).toBe(200);

    const exported = (await api(source.url, 'GET', '/api/export')).body;
    expect(exported.tables.proposals).toHaveLength(2);
    const imported = await api(empty.url, 'POST', '/api/import', exported);
    await signIn(empty.url, source.owner.email, TEST_PASSWORD);
    expect(imported.status, JSON.stringify(imported.body).slice(0, 500)).toBe(201);
    const again = (await api(empty.url, 'GET', '/api/export')).body;
    expect(comparableTables(again)).toEqual(comparableTables(exported));
  });
});

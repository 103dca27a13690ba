import { describe, expect, it } from 'vitest';
import { EMPTY_COMPANY_PROFILE } from '../../domain/settings/settings';
import { pdfToText } from '../testing/pdf-text';
import { renderRoofReportPdf } from './roof-report-pdf';
import { hipHouse, manyEdgedRoof, referenceGable } from '../../domain/takeoff/sample-roofs';
import type { RoofOutline } from '../../domain/geo/geo';
import { planRoof } from '../../domain/takeoff/roof-plan/roof-plan';
import { onMap, SHAPES } from '../../domain/testing/roof-shapes';

const project = { name: 'Henderson Residence', address: '2847 SE Belmont St, Portland, OR 97214' };

describe('renderRoofReportPdf', () => {
  it('labels every line of a house with hips and valleys with its type and true length', async () => {
    const text = pdfToText(
      await renderRoofReportPdf({
        company: EMPTY_COMPANY_PROFILE,
        project,
        date: '2026-11-21',
        language: 'en',
        outlines: hipHouse(),
      }),
    );
    // Hips and valleys: 15% suggested.
    expect(text).toMatch(/15% \(suggested\)/);
    expect(text).toMatch(/Valleys \(V\)\s+31\.27 ft/);
    for (const s of ['H 23.5 ft', 'V 15.6 ft', 'RG 20.0 ft', 'W 22.0 ft', 'House', 'Garage']) {
      expect(text).toContain(s);
    }
    expect(text).not.toContain('TOO SHORT TO LABEL');
  });

  it('lists the lines of a busy roof it could not label, at most a hundred', async () => {
    const pdf = await renderRoofReportPdf({
      company: EMPTY_COMPANY_PROFILE,
      project,
      date: '2026-11-21',
      language: 'en',
      outlines: [manyEdgedRoof(200)],
    });
    const text = pdfToText(pdf);
    expect(text).toContain('LINES TOO SHORT TO LABEL ON THE DIAGRAM');
    expect(text).toMatch(/Pipe boots\s+6/);
  });

  it('counts every edge of an outline saved without edge types as an eave', async () => {
    const old = { ...referenceGable(), edges: undefined, lines: undefined, pipeBoots: undefined };
    const text = pdfToText(
      await renderRoofReportPdf({
        company: EMPTY_COMPANY_PROFILE,
        project,
        date: '2026-11-21',
        language: 'en',
        outlines: [old],
      }),
    );
    expect(text).toMatch(/Eaves \(E\)\s+140\.00 ft/);
    expect(text).toMatch(/Rakes \(R\)\s+0\.00 ft/);
    expect(text).toMatch(/Pipe boots\s+0/);
  });

  it('adds a table of the roof planes of a generated roof: each plane’s plan and sloped area', async () => {
    const points = onMap(SHAPES['rectangle 40 x 30']!);
    const plan = planRoof({ points, pitch: 6 });
    const outline: RoofOutline = {
      id: 'r',
      name: 'Main roof',
      pitch: 6,
      points,
      edges: ['eave', 'eave', 'eave', 'eave'],
      lines: plan.lines
        .filter((l) => l.type === 'ridge' || l.type === 'hip')
        .map((l) => ({
          type: l.type as 'ridge' | 'hip',
          from: l.from,
          to: l.to,
          generated: true as const,
          eaveDistanceFt: l.eaveDistanceFt,
        })),
    };
    const text = pdfToText(
      await renderRoofReportPdf({
        company: EMPTY_COMPANY_PROFILE,
        project,
        date: '2026-11-21',
        language: 'en',
        outlines: [outline, hipHouse()[0]!],
      }),
    );
    expect(text).toContain('ROOF PLANES (FACETS) OF GENERATED ROOFS');
    // Two trapezoids of 375 sq ft and two triangles of 225 sq ft, x 1.118 at 6:12.
    expect(text).toMatch(/Main roof\s+1\s+375\.00 sq ft\s+419\.26 sq ft/);
    expect(text).toMatch(/Main roof\s+2\s+225\.00 sq ft\s+251\.56 sq ft/);
    expect(text).toMatch(/Main roof total\s+4\s+1,200\.00 sq ft\s+1,341\.64 sq ft/);
    // The generated lines are drawn and labelled like any other.
    expect(text).toContain('H 22.5 ft');
    expect(text).toContain('RG 10.0 ft');
    // Outlines measured by hand have no planes listed.
    expect(text).not.toMatch(/House\s+1\s+\d/);
  });
});

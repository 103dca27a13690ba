import { describe, expect, it } from 'vitest';
import { EMPTY_COMPANY_PROFILE } from '../../domain/settings';
import { pdfToText } from './pdf-text';
import { renderRoofReportPdf } from './roof-report-pdf';
import { hipHouse, manyEdgedRoof, referenceGable } from '../../domain/sample-roofs';

const project = { name: 'Henderson Residence', address: '2847 SE Belmont St, Portland, OR 97214' };

describe('renderRoofReportPdf', () => {
  it('labels every line of a house with hips and valleys with its type and true length', async () => {
    const text = pdfToText(
      await renderRoofReportPdf({
        company: EMPTY_COMPANY_PROFILE,
        project,
        date: '2026-11-21',
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
        outlines: [old],
      }),
    );
    expect(text).toMatch(/Eaves \(E\)\s+140\.00 ft/);
    expect(text).toMatch(/Rakes \(R\)\s+0\.00 ft/);
    expect(text).toMatch(/Pipe boots\s+0/);
  });
});

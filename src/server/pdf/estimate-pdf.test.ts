import { describe, expect, it } from 'vitest';
import { computeEstimate, DEFAULT_ESTIMATE_INPUT } from '../../domain/estimate/estimate';
import { DEFAULT_MATERIALS } from '../../domain/price-list/price-list-entry';
import { fileSlug } from './send-document';
import { pdfSafeText } from './pdf-layout';
import { renderEstimatePdf } from './estimate-pdf';

describe('pdfSafeText', () => {
  it('keeps what Helvetica can print, including Windows-1252 punctuation and newlines', () => {
    const s = 'Zoë Ångström — “quoted” €5 • <img src=x onerror=alert(1)>\nline 2';
    expect(pdfSafeText(s)).toBe(s);
  });

  it('drops accents it cannot print and replaces the rest with "?"', () => {
    expect(pdfSafeText('Łódź Gdańsk')).toBe('?ódz Gdansk');
    expect(pdfSafeText('屋根 😀')).toBe('?? ?');
    expect(pdfSafeText('a\tb\r\n')).toBe('a b\n');
  });
});

describe('fileSlug', () => {
  it.each([
    ['Henderson Residence Re-roof', 'henderson-residence-re-roof'],
    ['  Café / Müller #2  ', 'cafe-muller-2'],
    ['<img src=x onerror=alert(1)>', 'img-src-x-onerror-alert-1'],
    ['屋根', 'project'],
    ['x'.repeat(100), 'x'.repeat(60)],
  ])('%j -> %j', (name, slug) => {
    expect(fileSlug(name)).toBe(slug);
  });
});

describe('renderEstimatePdf', () => {
  it('renders a PDF even with no company profile and no project', async () => {
    const input = structuredClone(DEFAULT_ESTIMATE_INPUT);
    const pdf = await renderEstimatePdf({
      company: { name: '', phone: '', email: '', licenseNumber: '', address: '' },
      estimateNumber: null,
      date: '2026-11-21',
      project: null,
      input,
      totals: computeEstimate(input, DEFAULT_MATERIALS),
      terms: 'A 30% deposit is due when work is scheduled; the balance on completion.',
      validDays: 30,
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-6).toString()).toContain('%%EOF');
  });
});

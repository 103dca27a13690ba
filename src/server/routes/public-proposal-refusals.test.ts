import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ESTIMATE_INPUT } from '../../domain/estimate/estimate';
import { MAX_SIGNATURE_BYTES } from '../../domain/proposal/proposal';
import { pdfToText } from '../testing/pdf-text';
import { MAX_SIGNATURE_BASE64 } from '../../domain/proposal/proposal';
import { acceptance, pngOf, projectWithEstimate, sendProposal } from '../testing/proposal-fixtures';
import type { TestApp } from '../testing/test-app';
import { api, dbTargets, startTestApp } from '../testing/test-app';
import {
  ACCEPT_BODY_LIMIT,
  PUBLIC_DECISIONS_PER_MINUTE,
  PUBLIC_READS_PER_MINUTE,
} from './public-proposals';
import { customerSide, expectPrivate, newAddress } from '../testing/customer-side';

// What the customer's link refuses (signatures, bad acceptances), the PDF it gives, and the
// limits on each address.

describe.each(dbTargets())('proposals API (customer) refusals on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target, { trustProxy: 1 });
  });
  afterAll(async () => t?.close());

  const as = (ip: string) => customerSide(t).as(ip);
  const stored = (id: string) => customerSide(t).stored(id);

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

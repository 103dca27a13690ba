import { describe, expect, it } from 'vitest';
import { missingForProposals, missingText, proposalStatus, proposalStatusText } from './proposal';
import { proposalAcceptSchema } from './proposal-schemas';

describe('proposalStatus', () => {
  const open = {
    state: 'open' as const,
    firstViewedAt: null,
    validUntil: '2026-12-24T12:00:00.000Z',
  };
  const before = new Date('2026-12-01T00:00:00Z');

  it('an open proposal is sent, then viewed once the customer opened it', () => {
    expect(proposalStatus(open, before)).toBe('sent');
    expect(proposalStatus({ ...open, firstViewedAt: '2026-11-25T09:00:00Z' }, before)).toBe(
      'viewed',
    );
  });

  it('an open proposal past its date is expired, viewed or not', () => {
    const after = new Date('2026-12-24T12:00:01Z');
    expect(proposalStatus(open, after)).toBe('expired');
    expect(proposalStatus({ ...open, firstViewedAt: '2026-11-25T09:00:00Z' }, after)).toBe(
      'expired',
    );
  });

  it('a decided, withdrawn or replaced proposal keeps that status after its date', () => {
    const after = new Date('2027-06-01T00:00:00Z');
    for (const state of ['accepted', 'declined', 'withdrawn', 'replaced'] as const) {
      expect(proposalStatus({ ...open, state }, after)).toBe(state);
    }
  });
});

describe('proposalAcceptSchema', () => {
  const png = 'iVBORw0KGgo=';
  const ok = {
    option: 1,
    signerName: ' Dana Garcia ',
    agreed: true,
    signature: { kind: 'drawn', png },
  };

  it('takes a drawn or typed signature and trims the name', () => {
    expect(proposalAcceptSchema().parse(ok).signerName).toBe('Dana Garcia');
    expect(proposalAcceptSchema().safeParse({ ...ok, signature: { kind: 'typed' } }).success).toBe(
      true,
    );
  });

  it('names every missing piece', () => {
    const r = proposalAcceptSchema().safeParse({
      option: 5,
      signerName: '',
      agreed: false,
      signature: {},
    });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['option', 'Choose an option'],
      ['signerName', 'Full name is required'],
      ['agreed', 'Agree to the terms to accept'],
      ['signature.kind', 'Sign by drawing or by typing your name'],
    ]);
  });

  it('refuses a signature that is not base64 or too large', () => {
    const notBase64 = { ...ok, signature: { kind: 'drawn', png: 'data:image/png;base64,xx' } };
    expect(proposalAcceptSchema().safeParse(notBase64).error?.issues[0]?.path).toEqual([
      'signature',
      'png',
    ]);
    const huge = { ...ok, signature: { kind: 'drawn', png: 'A'.repeat(300_000) } };
    expect(proposalAcceptSchema().safeParse(huge).error?.issues[0]?.message).toBe(
      'Signature image is too large',
    );
  });
});

describe('missingForProposals', () => {
  const filled = { company: { name: 'Summit Roofing' }, proposalTerms: 'Net 30.' };

  it('needs nothing once the company name and the terms are filled in', () => {
    expect(missingForProposals(filled)).toEqual([]);
  });

  it('names each blank requirement, blanks of spaces included, in the order of Settings', () => {
    const blank = { company: { name: '  ' }, proposalTerms: '' };
    expect(missingForProposals(blank).map((r) => r.path)).toEqual([
      'company.name',
      'proposalTerms',
    ]);
    expect(missingText(missingForProposals(blank))).toBe('the company name and the terms');
    expect(missingText(missingForProposals({ ...filled, proposalTerms: ' \n' }))).toBe('the terms');
  });
});

describe('proposalStatusText', () => {
  it('says "Link created" for an open proposal never emailed, "Sent" once it was', () => {
    expect(proposalStatusText({ status: 'sent', emailedAt: null })).toBe('Link created');
    expect(proposalStatusText({ status: 'sent', emailedAt: '2026-11-25T09:00:00Z' })).toBe('Sent');
    expect(proposalStatusText({ status: 'viewed', emailedAt: null })).toBe('Viewed');
    expect(proposalStatusText({ status: 'accepted', emailedAt: null })).toBe('Accepted');
  });
});

import { describe, expect, it } from 'vitest';
import { acceptedText, isOpen, proposalTitle, viewedText } from './proposal-text';

const now = new Date('2026-11-24T15:00:00');
const at = (msAgo: number) => new Date(now.getTime() - msAgo).toISOString();
const HOUR = 3_600_000;

describe('proposal text', () => {
  it('names a proposal by its estimate and version', () => {
    expect(proposalTitle({ estimateNumber: 'EST-000012', proposalVersion: 2 })).toBe(
      'EST-000012 · version 2',
    );
  });

  it('says how often and when the customer last opened it', () => {
    const none = { viewCount: 0, firstViewedAt: null, lastViewedAt: null };
    expect(viewedText(none, now)).toBe('Not opened yet');
    const once = { viewCount: 1, firstViewedAt: at(5 * 60_000), lastViewedAt: at(5 * 60_000) };
    expect(viewedText(once, now)).toBe('Viewed once, 5 minutes ago');
    const thrice = { viewCount: 3, firstViewedAt: at(30 * HOUR), lastViewedAt: at(2 * HOUR) };
    expect(viewedText(thrice, now)).toBe('Viewed 3 times, last 2 hours ago');
  });

  it('says which option was accepted, by whom and when; no option name for one option', () => {
    const decided = {
      acceptedOption: { index: 1, name: 'Better', totalCents: 1_234_500 },
      signerName: 'Dana Garcia',
      decidedAt: '2026-11-24T12:00:00',
      decisionLanguage: 'en' as const,
      options: [
        { name: 'Good', totalCents: 1_059_000 },
        { name: 'Better', totalCents: 1_234_500 },
      ],
    };
    expect(acceptedText(decided)).toBe(
      'Accepted Better ($12,345) — signed by Dana Garcia on Nov 24, 2026',
    );
    expect(
      acceptedText({
        ...decided,
        acceptedOption: { index: 0, name: 'Good', totalCents: 1_059_000 },
        options: [{ name: 'Good', totalCents: 1_059_000 }],
      }),
    ).toBe('Accepted ($10,590) — signed by Dana Garcia on Nov 24, 2026');
    expect(acceptedText({ ...decided, acceptedOption: null })).toBeNull();
    // A customer who read it in Spanish: said, as the signed PDF's audit page records it.
    expect(acceptedText({ ...decided, decisionLanguage: 'es' })).toBe(
      'Accepted Better ($12,345) — signed by Dana Garcia on Nov 24, 2026, in Spanish (the language the customer read)',
    );
  });

  it('lets the office withdraw only what the customer can still act on (or just missed)', () => {
    expect(['sent', 'viewed', 'expired'].every((s) => isOpen(s as 'sent'))).toBe(true);
    for (const s of ['accepted', 'declined', 'withdrawn', 'replaced'] as const) {
      expect(isOpen(s)).toBe(false);
    }
  });
});

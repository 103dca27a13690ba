import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_ESTIMATED_COST_CENTS } from '../common/bounds';
import { balanceCents, dueDateOf, invoiceState, jobBalanceCents, paidCents } from './balance';
import type { MoneyIn } from './balance';
import { lineTotals } from './lines';
import { formatInvoiceNumber, numberFormatProblem } from './numbers';
import { isSplit, proposeSchedule, splitSchedule } from './schedule';

const total = fc.integer({ min: 1, max: MAX_ESTIMATED_COST_CENTS });

describe('splitSchedule', () => {
  it('splits 30/40/30 with the rounding on the last part', () => {
    const r = splitSchedule(1_000_001, [
      { label: 'Deposit', percent: 30 },
      { label: 'Delivery', percent: 40 },
      { label: 'Completion', percent: 30 },
    ]);
    expect(r).toEqual({
      parts: [
        { label: 'Deposit', amountCents: 300_000 },
        { label: 'Delivery', amountCents: 400_000 },
        { label: 'Completion', amountCents: 300_001 },
      ],
    });
  });

  it('refuses parts that do not add up, saying by how much', () => {
    expect(splitSchedule(10_000, [{ label: 'A', percent: 50 }])).toEqual({
      kind: 'not-total',
      shortCents: 5000,
    });
    expect(splitSchedule(10_000, [{ label: 'A', amountCents: 10_001 }])).toEqual({
      kind: 'not-total',
      shortCents: -1,
    });
    expect(splitSchedule(10_000, [])).toEqual({ kind: 'empty' });
  });

  it('mixes amounts and percents that add up', () => {
    const r = splitSchedule(100_000, [
      { label: 'Deposit', amountCents: 50_000 },
      { label: 'Rest', percent: 50 },
    ]);
    expect(isSplit(r) && r.parts.map((p) => p.amountCents)).toEqual([50_000, 50_000]);
  });

  it('parts always add up to the total, each within a cent of its share', () => {
    fc.assert(
      fc.property(
        total,
        fc.array(fc.integer({ min: 1, max: 5000 }), { minLength: 1, maxLength: 12 }),
        (t, weights) => {
          // Percents to hundredths that add to exactly 100.
          const sum = weights.reduce((a, b) => a + b, 0);
          const bp = weights.map((w) => Math.floor((w * 10000) / sum));
          bp[bp.length - 1]! += 10000 - bp.reduce((a, b) => a + b, 0);
          if (bp.some((b) => b < 1)) return;
          const parts = bp.map((b, i) => ({ label: `P${i}`, percent: b / 100 }));
          const r = splitSchedule(t, parts);
          if (!isSplit(r)) {
            // Only a total too small for a cent in each part is refused.
            expect(r.kind).toBe('part-not-positive');
            return;
          }
          expect(r.parts.reduce((a, p) => a + p.amountCents, 0)).toBe(t);
          r.parts.slice(0, -1).forEach((p, i) => {
            expect(Math.abs(p.amountCents - (t * bp[i]!) / 10000)).toBeLessThanOrEqual(0.5);
          });
        },
      ),
    );
  });

  it('a proposed schedule always adds up', () => {
    fc.assert(
      fc.property(
        total,
        fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 12 }),
        (t, percents) => {
          const parts = proposeSchedule(
            t,
            percents.map((p, i) => ({ label: `P${i}`, percent: p })),
          );
          expect(parts.reduce((a, p) => a + p.amountCents, 0)).toBe(t);
        },
      ),
    );
  });
});

describe('balances', () => {
  const payment = fc.record({
    amountCents: fc.integer({ min: -1_000_000, max: 1_000_000 }).filter((a) => a !== 0),
    status: fc.constantFrom('completed', 'processing', 'failed') as fc.Arbitrary<MoneyIn['status']>,
  });

  it('payments and balances always add up', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(total, fc.array(payment))), (invoices) => {
        const rows = invoices.map(([t, ps]) => ({
          voided: false,
          totalCents: t,
          paidCents: paidCents(ps),
        }));
        invoices.forEach(([t, ps], i) => {
          expect(balanceCents(t, ps) + rows[i]!.paidCents).toBe(t);
        });
        const invoiced = rows.reduce((a, r) => a + r.totalCents, 0);
        const collected = rows.reduce((a, r) => a + r.paidCents, 0);
        expect(jobBalanceCents(rows)).toBe(invoiced - collected);
        // Payments not completed never count.
        invoices.forEach(([t, ps]) => {
          const done = ps.filter((p) => p.status === 'completed');
          expect(balanceCents(t, ps)).toBe(balanceCents(t, done));
        });
      }),
    );
  });
});

describe('invoiceState', () => {
  const base = {
    voided: false,
    sent: true,
    viewed: false,
    dueDate: '2026-05-10',
    totalCents: 1000,
    paidCents: 0,
  };
  it('derives each state', () => {
    expect(invoiceState({ ...base, sent: false, dueDate: null }, '2026-05-01')).toBe('draft');
    expect(invoiceState(base, '2026-05-01')).toBe('sent');
    expect(invoiceState({ ...base, viewed: true }, '2026-05-10')).toBe('viewed');
    expect(invoiceState({ ...base, paidCents: 300 }, '2026-05-01')).toBe('partly-paid');
    expect(invoiceState({ ...base, paidCents: 300 }, '2026-05-11')).toBe('overdue');
    expect(invoiceState(base, '2026-05-11')).toBe('overdue');
    expect(invoiceState({ ...base, paidCents: 1000 }, '2026-06-01')).toBe('paid');
    expect(invoiceState({ ...base, paidCents: 1200 }, '2026-06-01')).toBe('paid');
    expect(invoiceState({ ...base, voided: true, paidCents: 1000 }, '2026-06-01')).toBe('void');
  });
  it('dates the due date by the terms', () => {
    expect(dueDateOf('2026-12-20', 'due-on-receipt')).toBe('2026-12-20');
    expect(dueDateOf('2026-12-20', 'net-15')).toBe('2027-01-04');
    expect(dueDateOf('2026-02-01', 'net-30')).toBe('2026-03-03');
  });
});

describe('numbers', () => {
  it('formats the year and the padded counter', () => {
    expect(formatInvoiceNumber('INV-{YYYY}-{0000}', 2026, 7)).toBe('INV-2026-0007');
    expect(formatInvoiceNumber('{YY}/{000}', 2026, 12345)).toBe('26/12345');
  });
  it('refuses formats that could repeat a number', () => {
    expect(numberFormatProblem('INV-{YYYY}-{0000}')).toBeNull();
    expect(numberFormatProblem('INV-{0000}')).toMatch(/year/);
    expect(numberFormatProblem('INV-{YYYY}')).toMatch(/counter/);
    expect(numberFormatProblem('INV-{YYYY}-{0}-{00}')).toMatch(/counter/);
    expect(numberFormatProblem('{YYYY}{0000}{x}')).toMatch(/braces/);
  });
  it('different counters of a year never give the same number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), fc.integer({ min: 1, max: 1e9 }), (a, b) => {
        fc.pre(a !== b);
        const f = 'INV-{YYYY}-{0000}';
        expect(formatInvoiceNumber(f, 2026, a)).not.toBe(formatInvoiceNumber(f, 2026, b));
      }),
    );
  });
});

describe('lineTotals', () => {
  it('taxes the taxable lines only', () => {
    expect(
      lineTotals(
        [
          { description: 'Skylight', amountCents: 100_00, taxable: true },
          { description: 'Labor', amountCents: 50_00, taxable: false },
        ],
        8.25,
      ),
    ).toEqual({ subtotalCents: 150_00, taxCents: 825, totalCents: 158_25 });
  });
});

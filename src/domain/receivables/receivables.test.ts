import { describe, expect, it } from 'vitest';
import type { OpenInvoice } from './receivables';
import { ageReceivables, bucketOf, parseReminderDays, reminderDue } from './receivables';

const invoice = (number: string, dueOn: string, balanceCents: number): OpenInvoice => ({
  id: number,
  number,
  projectId: 'p',
  customerName: 'Pat',
  issuedOn: '2026-01-01',
  dueOn,
  totalCents: balanceCents,
  balanceCents,
});

describe('receivables by age', () => {
  it('puts each boundary day in its bucket', () => {
    expect([0, 1, 30, 31, 60, 61, 90, 91].map(bucketOf)).toEqual([
      'current',
      '1-30',
      '1-30',
      '31-60',
      '31-60',
      '61-90',
      '61-90',
      '90+',
    ]);
  });

  it('ages open invoices as of a day, totals by bucket, worked by hand', () => {
    const r = ageReceivables(
      [
        invoice('A', '2026-03-10', 10_000), // not yet due: current
        invoice('B', '2026-03-01', 20_000), // due today: current
        invoice('C', '2026-02-28', 30_001), // 1 day
        invoice('D', '2026-01-30', 40_000), // 30 days (Jan 30 -> Mar 1)
        invoice('E', '2026-01-29', 50_000), // 31 days
        invoice('F', '2025-12-01', 60_000), // 90 days
        invoice('G', '2025-11-30', 70_000), // 91 days
        invoice('H', '2025-01-01', 0), // paid: not listed
      ],
      '2026-03-01',
    );
    expect(r.invoices.map((i) => [i.number, i.daysOverdue])).toEqual([
      ['G', 91],
      ['F', 90],
      ['E', 31],
      ['D', 30],
      ['C', 1],
      ['B', 0],
      ['A', 0],
    ]);
    expect(r.totals).toEqual({
      current: 30_000,
      '1-30': 70_001,
      '31-60': 50_000,
      '61-90': 60_000,
      '90+': 70_000,
    });
    expect(r.totalCents).toBe(280_001);
    expect(r.overdueCents).toBe(250_001);
  });
});

describe('overdue reminders', () => {
  it('owes the latest day reached, once, and never an earlier one late', () => {
    const days = [3, 7, 14];
    expect(reminderDue(days, 2, [])).toBeNull();
    expect(reminderDue(days, 3, [])).toBe(3);
    expect(reminderDue(days, 5, [3])).toBeNull();
    expect(reminderDue(days, 7, [3])).toBe(7);
    // A server off for two weeks sends one reminder, the latest.
    expect(reminderDue(days, 20, [])).toBe(14);
    expect(reminderDue(days, 20, [14])).toBeNull();
    expect(reminderDue([], 20, [])).toBeNull();
  });

  it('reads the days as typed', () => {
    expect(parseReminderDays('14, 3 7,3')).toEqual([3, 7, 14]);
    expect(parseReminderDays('')).toEqual([]);
    expect(parseReminderDays('3, x')).toMatch(/whole numbers/);
    expect(parseReminderDays('0')).toMatch(/1 to 365/);
    expect(parseReminderDays('1 2 3 4 5 6 7')).toMatch(/At most 6/);
  });
});

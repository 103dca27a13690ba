import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { laborRateForDays, typicalDayRateCents } from './labor-from-days';

describe('labor rate from learned crew days', () => {
  it('pays the days at the day rate over the sloped area (worked by hand)', () => {
    // 3.5 days x $1,200.00 = $4,200.00 over 2,200 sq ft: $1.909... rounds to $1.91.
    expect(laborRateForDays(3.5, 120_000, 2200)).toBe(191);
    // 4 days x $1,250.00 = $5,000.00 over 2,000 sq ft: exactly $2.50.
    expect(laborRateForDays(4, 125_000, 2000)).toBe(250);
    expect(laborRateForDays(4, 125_000, 0)).toBeNull();
  });

  it('comes back to the days within half a cent per square foot', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.1, max: 60, noNaN: true }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.double({ min: 100, max: 100_000, noNaN: true }),
        (days, rate, area) => {
          const cents = laborRateForDays(days, rate, area)!;
          expect(Math.abs(cents * area - days * rate)).toBeLessThanOrEqual(area / 2 + 1e-6);
        },
      ),
    );
  });

  it('prices at the median day rate of the crews in use', () => {
    const crew = (dayRateCents: number | null, archived = false) => ({ archived, dayRateCents });
    expect(typicalDayRateCents([])).toBeNull();
    expect(typicalDayRateCents([crew(null), crew(90_000, true)])).toBeNull();
    expect(typicalDayRateCents([crew(120_000)])).toBe(120_000);
    // $1,000, $1,200 (the archived $5,000 left out): the median is $1,100.
    expect(typicalDayRateCents([crew(100_000), crew(120_000), crew(500_000, true)])).toBe(110_000);
    expect(typicalDayRateCents([crew(100_000), crew(130_000), crew(120_000)])).toBe(120_000);
  });
});

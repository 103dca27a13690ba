import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDaysIso } from '../format/dates';
import type { DelayableEvent } from './rain-delay';
import { rainDelayMoves } from './rain-delay';
import type { IsoWeekday } from './schedule';
import { DEFAULT_WORKING_DAYS } from './schedule';
import { isWorkingDay, workingDaysIn } from './working-days';

const MON_SAT = DEFAULT_WORKING_DAYS;
// 2026-03-02 is a Monday.
const MON = '2026-03-02';
const day = (n: number) => addDaysIso(MON, n);

const job = (id: string, start: string, end: string, crewId = 'c1'): DelayableEvent => ({
  id,
  projectId: `p-${id}`,
  projectName: `Job ${id}`,
  crewId,
  startDate: start,
  endDate: end,
});
const datesOf = (moves: ReturnType<typeof rainDelayMoves>) =>
  Object.fromEntries(moves.map((m) => [m.eventId, [m.to.startDate, m.to.endDate]]));

describe('rain delay: the examples', () => {
  it('a Monday-Tuesday job rained out on Tuesday runs Monday to Wednesday', () => {
    expect(datesOf(rainDelayMoves(day(1), [job('a', day(0), day(1))], MON_SAT))).toEqual({
      a: [day(0), day(2)],
    });
  });

  it('rained out on Monday it runs Tuesday-Wednesday', () => {
    expect(datesOf(rainDelayMoves(day(0), [job('a', day(0), day(1))], MON_SAT))).toEqual({
      a: [day(1), day(2)],
    });
  });

  it("Saturday's one-day job rained out moves to Monday (Sunday is not worked)", () => {
    expect(datesOf(rainDelayMoves(day(5), [job('a', day(5), day(5))], MON_SAT))).toEqual({
      a: [day(7), day(7)],
    });
  });

  it('pushes the same crew’s later jobs, cascading, and leaves other crews alone', () => {
    const events = [
      job('a', day(0), day(1)), // Mon-Tue, rained Tue -> Mon-Wed
      job('b', day(2), day(3)), // Wed-Thu -> Thu-Fri
      job('c', day(4), day(5)), // Fri-Sat -> Sat-Mon
      job('d', day(9), day(9)), // next Wed: free, stays
      job('x', day(2), day(2), 'c2'), // another crew
    ];
    expect(datesOf(rainDelayMoves(day(1), events, MON_SAT))).toEqual({
      a: [day(0), day(2)],
      b: [day(3), day(4)],
      c: [day(5), day(7)],
    });
  });

  it('moves nothing on a day off', () => {
    expect(rainDelayMoves(day(6), [job('a', day(5), day(7))], MON_SAT)).toEqual([]);
  });
});

const weekdaysArb = fc
  .subarray([1, 2, 3, 4, 5, 6, 7] as IsoWeekday[], { minLength: 1 })
  .map((d) => d.sort());
const eventsArb = fc.array(
  fc.record({
    start: fc.integer({ min: 0, max: 30 }),
    length: fc.integer({ min: 0, max: 6 }),
    crew: fc.constantFrom('c1', 'c2', 'c3'),
  }),
  { maxLength: 12 },
);
const overlaps = (a: { startDate: string; endDate: string }, b: typeof a) =>
  a.startDate <= b.endDate && b.startDate <= a.endDate;

describe('rain delay: properties', () => {
  it('never moves an event earlier, never creates an overlap of one crew, keeps lengths', () => {
    fc.assert(
      fc.property(weekdaysArb, eventsArb, fc.integer({ min: 0, max: 30 }), (wd, spec, rain) => {
        const events = spec.map((s, i) =>
          job(`e${String(i).padStart(2, '0')}`, day(s.start), day(s.start + s.length), s.crew),
        );
        const date = day(rain);
        const moves = rainDelayMoves(date, events, wd);
        const after = new Map(events.map((e) => [e.id, { ...e }]));
        for (const m of moves) Object.assign(after.get(m.eventId)!, m.to);
        if (!isWorkingDay(date, wd)) expect(moves).toEqual([]);
        const count = (r: { startDate: string; endDate: string }) =>
          Math.max(1, workingDaysIn(r.startDate, r.endDate, wd).length);
        for (const m of moves) {
          expect(m.to.startDate >= m.from.startDate).toBe(true);
          expect(m.to.endDate > m.from.endDate).toBe(true);
          const includes = m.from.startDate <= date && date <= m.from.endDate;
          expect(m.reason === 'rained-out').toBe(includes);
          // A rained-out event that continued past the day gains one working day; the others
          // keep their number of working days.
          const gained = includes && m.from.startDate !== date ? 1 : 0;
          expect(count(m.to)).toBe(count(m.from) + gained);
          expect(isWorkingDay(m.to.endDate, wd)).toBe(true);
        }
        for (const e of events) {
          const rained = e.startDate <= date && date <= e.endDate && isWorkingDay(date, wd);
          if (rained) expect(moves.some((m) => m.eventId === e.id)).toBe(true);
          for (const f of events) {
            if (e.id >= f.id || e.crewId !== f.crewId || overlaps(e, f)) continue;
            expect(overlaps(after.get(e.id)!, after.get(f.id)!)).toBe(false);
          }
        }
      }),
      { numRuns: 500 },
    );
  });

  it('touches only the crews it is given and events that include or follow the day', () => {
    fc.assert(
      fc.property(eventsArb, fc.integer({ min: 0, max: 30 }), (spec, rain) => {
        const events = spec.map((s, i) =>
          job(`e${i}`, day(s.start), day(s.start + s.length), s.crew),
        );
        const date = day(rain);
        for (const m of rainDelayMoves(date, events, MON_SAT)) {
          expect(m.from.endDate >= date).toBe(true);
        }
      }),
    );
  });
});

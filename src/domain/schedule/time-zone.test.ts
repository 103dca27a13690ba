import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayStartInstant, isTimeZone, zonedInstant, zonedParts } from './time-zone';
import { addWorkingDays, isoWeekday, nextWorkingDay, weekStart } from './working-days';

describe('time zones', () => {
  it('reads and writes wall-clock times across daylight-saving changes', () => {
    // Denver: MST (UTC-7) until 2026-03-08 02:00, then MDT (UTC-6).
    expect(zonedInstant('2026-03-07', '09:00', 'America/Denver')).toBe('2026-03-07T16:00:00.000Z');
    expect(zonedInstant('2026-03-09', '09:00', 'America/Denver')).toBe('2026-03-09T15:00:00.000Z');
    // A skipped time is read with the offset from before the change.
    expect(
      zonedParts(zonedInstant('2026-03-08', '02:30', 'America/Denver'), 'America/Denver'),
    ).toEqual({
      date: '2026-03-08',
      time: '03:30',
    });
    // The repeated autumn hour is its first occurrence (MDT).
    expect(zonedInstant('2026-11-01', '01:30', 'America/Denver')).toBe('2026-11-01T07:30:00.000Z');
    expect(dayStartInstant('2026-03-30', 'Europe/London')).toBe('2026-03-29T23:00:00.000Z');
    expect(isTimeZone('America/Denver')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });

  it('gives back the wall-clock time it was given, for times that exist', () => {
    const zones = [
      'America/Denver',
      'Europe/Berlin',
      'Australia/Sydney',
      'America/St_Johns',
      'UTC',
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: 0, max: 730 }),
        fc.integer({ min: 0, max: 23 }),
        fc.constantFrom(0, 15, 30, 45),
        (zone, d, h, m) => {
          const date = new Date(Date.UTC(2026, 0, 1 + d)).toISOString().slice(0, 10);
          const time = `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
          const back = zonedParts(zonedInstant(date, time, zone), zone);
          // Only a time skipped by a spring-forward change comes back different (later).
          if (back.date !== date || back.time !== time) {
            expect(`${back.date}T${back.time}` > `${date}T${time}`).toBe(true);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('working days', () => {
  it('counts weekdays and skips days off', () => {
    expect(isoWeekday('2026-03-02')).toBe(1);
    expect(isoWeekday('2026-03-08')).toBe(7);
    expect(nextWorkingDay('2026-03-07', [1, 2, 3, 4, 5, 6])).toBe('2026-03-09');
    expect(addWorkingDays('2026-03-05', 3, [1, 2, 3, 4, 5])).toBe('2026-03-10');
    expect(weekStart('2026-03-08')).toBe('2026-03-02');
  });
});

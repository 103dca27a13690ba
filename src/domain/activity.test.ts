import { describe, expect, it } from 'vitest';
import { activityLead, activityTime } from './activity-text';

describe('activityLead', () => {
  it('puts the person before what they did', () => {
    expect(activityLead({ userName: 'Ana Lopez', kind: 'project.status-changed' })).toBe(
      'Ana Lopez changed the status of',
    );
    expect(activityLead({ userName: 'Sam', kind: 'user.joined' })).toBe('Sam joined the team');
  });
});

describe('activityTime', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  const before = (ms: number) => new Date(now.getTime() - ms).toISOString();

  it('says how long ago, in the largest whole unit', () => {
    expect(activityTime(before(20_000), now)).toBe('just now');
    expect(activityTime(before(60_000), now)).toBe('1 minute ago');
    expect(activityTime(before(59 * 60_000), now)).toBe('59 minutes ago');
    expect(activityTime(before(3 * 3_600_000 + 5), now)).toBe('3 hours ago');
    expect(activityTime(before(24 * 3_600_000), now)).toBe('1 day ago');
    expect(activityTime(before(6 * 24 * 3_600_000), now)).toBe('6 days ago');
  });

  it('gives the date after a week', () => {
    expect(activityTime('2026-02-01T12:00:00Z', now)).toBe('Feb 1, 2026');
  });

  it('reads a time from a clock slightly ahead as just now', () => {
    expect(activityTime(before(-5_000), now)).toBe('just now');
  });

  it('shows a time it cannot read as it came', () => {
    expect(activityTime('not a time', now)).toBe('not a time');
  });
});

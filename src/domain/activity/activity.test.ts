import { describe, expect, it } from 'vitest';
import { activityLead, activitySubject, ANONYMOUS_CUSTOMER } from './activity';
import { formatTimeAgo } from '../format/format';

describe('activityLead', () => {
  it('puts the person before what they did', () => {
    expect(activityLead({ userName: 'Ana Lopez', kind: 'project.status-changed' })).toBe(
      'Ana Lopez changed the status of',
    );
    expect(activityLead({ userName: 'Sam', kind: 'user.joined' })).toBe('Sam joined the team');
  });

  it("names the customer inside a proposal's line: they have no account", () => {
    // Anyone with the link may open it: the log does not guess who.
    expect(activityLead({ userName: ANONYMOUS_CUSTOMER, kind: 'proposal.viewed' })).toBe(
      'Proposal viewed by the customer for',
    );
    expect(activityLead({ userName: 'Dana Garcia', kind: 'proposal.accepted' })).toBe(
      'Proposal accepted by Dana Garcia for',
    );
  });
});

describe('activitySubject', () => {
  it('names a person who joined once: the role follows, an old entry drops the repeat', () => {
    const joined = { userName: 'Dale Harmon', kind: 'user.joined' } as const;
    expect(activitySubject({ ...joined, subject: 'as Crew' })).toBe('as Crew');
    expect(activitySubject({ ...joined, subject: 'Dale Harmon' })).toBe('');
  });

  it('keeps every other subject, a name included', () => {
    expect(activitySubject({ userName: 'Ana', kind: 'user.invited', subject: 'Ana as Crew' })).toBe(
      'Ana as Crew',
    );
    expect(activitySubject({ userName: 'Ana', kind: 'user.password-reset', subject: 'Ana' })).toBe(
      'Ana',
    );
  });
});

describe('formatTimeAgo', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  const before = (ms: number) => new Date(now.getTime() - ms).toISOString();

  it('says how long ago, in the largest whole unit', () => {
    expect(formatTimeAgo(before(20_000), now)).toBe('just now');
    expect(formatTimeAgo(before(60_000), now)).toBe('1 minute ago');
    expect(formatTimeAgo(before(59 * 60_000), now)).toBe('59 minutes ago');
    expect(formatTimeAgo(before(3 * 3_600_000 + 5), now)).toBe('3 hours ago');
    expect(formatTimeAgo(before(24 * 3_600_000), now)).toBe('1 day ago');
    expect(formatTimeAgo(before(6 * 24 * 3_600_000), now)).toBe('6 days ago');
  });

  it('gives the date after a week', () => {
    expect(formatTimeAgo('2026-02-01T12:00:00Z', now)).toBe('Feb 1, 2026');
  });

  it('reads a time from a clock slightly ahead as just now', () => {
    expect(formatTimeAgo(before(-5_000), now)).toBe('just now');
  });

  it('shows a time it cannot read as it came', () => {
    expect(formatTimeAgo('not a time', now)).toBe('not a time');
  });
});

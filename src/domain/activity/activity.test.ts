import { describe, expect, it } from 'vitest';
import { activityLead, activitySubject, ANONYMOUS_CUSTOMER } from './activity';

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

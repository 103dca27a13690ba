import { describe, it, expect } from 'vitest';
import { PROJECT_STATUSES, activityText, isProjectStatus, statusLabel } from './status';

describe('statuses', () => {
  it('are the three statuses, in order', () => {
    expect(PROJECT_STATUSES).toEqual(['pending', 'in-progress', 'completed']);
  });

  it('are labelled with the hyphen as a space and capitalised', () => {
    expect(statusLabel('pending')).toBe('Pending');
    expect(statusLabel('in-progress')).toBe('In progress');
    expect(statusLabel('completed')).toBe('Completed');
  });

  it('have an activity text', () => {
    expect(activityText('completed')).toBe('Project completed');
    expect(activityText('in-progress')).toBe('Estimate approved');
    expect(activityText('pending')).toBe('New estimate created');
  });

  it('can be recognised in untrusted input', () => {
    for (const s of PROJECT_STATUSES) expect(isProjectStatus(s)).toBe(true);
    expect(isProjectStatus('In progress')).toBe(false);
    expect(isProjectStatus('in progress')).toBe(false);
    expect(isProjectStatus(undefined)).toBe(false);
  });
});

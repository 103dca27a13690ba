import { describe, expect, it } from 'vitest';
import {
  crewMayMoveTo,
  daysInStage,
  daysInStageText,
  DEFAULT_STAGES,
  firstStageOf,
  orderStages,
  stageForStatus,
  stageOnAccepted,
  stageOnProposalSent,
} from './pipeline';

const stages = DEFAULT_STAGES;

describe('the pipeline', () => {
  it('orders stages by status group, then position', () => {
    const shuffled = [...stages].reverse();
    expect(orderStages(shuffled).map((s) => s.id)).toEqual(stages.map((s) => s.id));
    expect(firstStageOf(stages, 'in-progress')?.name).toBe('Sold');
  });

  it('lets crew move only from Scheduled on, never to Lost', () => {
    const allowed = stages.filter((s) => crewMayMoveTo(stages, s.id)).map((s) => s.name);
    expect(allowed).toEqual(['Scheduled', 'In production', 'Completed', 'Invoiced', 'Paid']);
  });

  it('moves a project to Proposal sent only from an earlier stage', () => {
    expect(stageOnProposalSent(stages, 'lead')?.id).toBe('proposal-sent');
    expect(stageOnProposalSent(stages, 'proposal-sent')).toBeUndefined();
    expect(stageOnProposalSent(stages, 'scheduled')).toBeUndefined();
    expect(stageOnProposalSent(stages, 'lost')).toBeUndefined();
  });

  it('moves an accepted project to Sold from before it or from Lost, never back', () => {
    expect(stageOnAccepted(stages, 'proposal-sent')?.id).toBe('sold');
    expect(stageOnAccepted(stages, 'lost')?.id).toBe('sold');
    expect(stageOnAccepted(stages, 'sold')).toBeUndefined();
    expect(stageOnAccepted(stages, 'paid')).toBeUndefined();
  });

  it('reads a status as its first stage the role may use, or the current one', () => {
    expect(stageForStatus(stages, 'lead', 'in-progress', 'owner')?.id).toBe('sold');
    expect(stageForStatus(stages, 'lead', 'in-progress', 'crew')?.id).toBe('scheduled');
    expect(stageForStatus(stages, 'inspection', 'pending', 'owner')?.id).toBe('inspection');
  });

  it('counts whole days in a stage', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    expect(daysInStage('2026-03-10T01:00:00.000Z', now)).toBe(0);
    expect(daysInStage('2026-03-07T11:00:00.000Z', now)).toBe(3);
    expect(daysInStage('', now)).toBe(0);
    expect(daysInStageText(1)).toBe('1 day in stage');
    expect(daysInStageText(4)).toBe('4 days in stage');
  });
});

import { describe, expect, it } from 'vitest';
import type { PipelineBoard, PipelineCard } from '../../../domain/pipeline/pipeline';
import { DEFAULT_STAGES } from '../../../domain/pipeline/pipeline';
import type { KeptStages } from './board-with-kept';
import { boardWithKept } from './board-with-kept';

const card = (id: string, stageId: string, cents: number): PipelineCard => ({
  id,
  name: `Job ${id}`,
  customerName: '',
  address: '1 Elm St',
  estimatedCostCents: cents,
  salespersonId: null,
  salespersonName: null,
  leadSourceId: null,
  stageId,
  stageChangedAt: '2026-11-01T00:00:00.000Z',
  version: 1,
});

const board: PipelineBoard = {
  columns: DEFAULT_STAGES.map((s) => ({
    ...s,
    count: s.id === 'lead' ? 2 : 0,
    valueCents: s.id === 'lead' ? 300 : 0,
  })),
  cards: [card('a', 'lead', 100), card('b', 'lead', 200)],
  salespeople: [],
  leadSources: [],
};

const column = (b: PipelineBoard, id: string) => b.columns.find((c) => c.id === id)!;

describe('the board with the moves kept on this device', () => {
  it('shows a card moved with no signal in its new column, counted and summed there', () => {
    const at = '2026-11-24T10:00:00.000Z';
    const kept: KeptStages = new Map([['a', { stageId: 'sold', at }]]);
    const shown = boardWithKept(board, kept);
    expect(shown.cards.map((c) => [c.id, c.stageId])).toEqual([
      ['a', 'sold'],
      ['b', 'lead'],
    ]);
    expect(shown.cards[0]!.stageChangedAt).toBe(at);
    expect(column(shown, 'lead')).toMatchObject({ count: 1, valueCents: 200 });
    expect(column(shown, 'sold')).toMatchObject({ count: 1, valueCents: 100 });
    expect(column(shown, 'inspection')).toMatchObject({ count: 0, valueCents: 0 });
  });

  it('leaves the board as read when a move names a stage removed meanwhile, or none', () => {
    const kept: KeptStages = new Map([['b', { stageId: 'gone', at: '2026-11-24T10:00:00Z' }]]);
    expect(boardWithKept(board, kept)).toBe(board);
    expect(boardWithKept(board, new Map())).toBe(board);
  });

  it('keeps crew’s board without sums', () => {
    const crew: PipelineBoard = {
      ...board,
      columns: board.columns.map(({ valueCents: _v, ...c }) => c),
      cards: board.cards.map(({ estimatedCostCents: _c, ...c }) => c),
    };
    const kept: KeptStages = new Map([['b', { stageId: 'scheduled', at: '2026-11-24T10:00:00Z' }]]);
    const shown = boardWithKept(crew, kept);
    expect(JSON.stringify(shown)).not.toMatch(/valueCents|estimatedCostCents/);
    expect(column(shown, 'scheduled').count).toBe(1);
  });
});

import type { PipelineBoard } from '../../../domain/pipeline/pipeline';

/** Where a project's kept change put it, and when (projects/mutations.ts `keptProjectStages`). */
export type KeptStages = ReadonlyMap<string, { stageId: string; at: string }>;

/**
 * The board as the user left it on this device: each card moved with no signal (and not sent
 * yet) is in its new column, counted and summed there, so a reload or a read of the board kept
 * by the worker does not put it back where the server last had it.
 */
export function boardWithKept(board: PipelineBoard, kept: KeptStages): PipelineBoard {
  const known = new Set(board.columns.map((c) => c.id));
  const counts = new Map(board.columns.map((c) => [c.id, { count: c.count, value: c.valueCents }]));
  let changed = false;
  const cards = board.cards.map((card) => {
    const move = kept.get(card.id);
    if (!move || move.stageId === card.stageId || !known.has(move.stageId)) return card;
    changed = true;
    const from = counts.get(card.stageId);
    const to = counts.get(move.stageId)!;
    const value = card.estimatedCostCents ?? 0;
    if (from) {
      from.count -= 1;
      if (from.value !== undefined) from.value -= value;
    }
    to.count += 1;
    if (to.value !== undefined) to.value += value;
    return { ...card, stageId: move.stageId, stageChangedAt: move.at };
  });
  if (!changed) return board;
  const columns = board.columns.map((c) => {
    const n = counts.get(c.id)!;
    return n.value === undefined
      ? { ...c, count: n.count }
      : { ...c, count: n.count, valueCents: n.value };
  });
  return { ...board, columns, cards };
}

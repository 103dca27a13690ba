import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PipelineQuery } from '../../../domain/pipeline/pipeline-schemas';
import type {
  LeadSource,
  Person,
  PipelineBoard,
  Stage,
  StageMove,
} from '../../../domain/pipeline/pipeline';
import type { Project } from '../../../domain/project/project';
import { apiPath } from '../../../domain/api/api-paths';
import { apiFetch } from '../../lib/api-client';
import { readWithKept } from '../../lib/offline/read-with-kept';
import { keptProjectStages, saveProjectChange } from '../projects/mutations';
import {
  selectBoard,
  selectLeadSources,
  selectMoves,
  selectStages,
} from '../../lib/pipeline-names';

// The pipeline feature's public surface: the stages, lead sources and salespeople other screens
// (the project page, its form, Settings) read, the board, and a project's moves.

export const pipelineKeys = {
  stages: ['stages'] as const,
  leadSources: ['lead-sources'] as const,
  salespeople: ['salespeople'] as const,
  boards: ['pipeline'] as const,
  board: (q: PipelineQuery) => ['pipeline', q] as const,
  moves: (projectId: string) => ['stage-moves', projectId] as const,
};

const items = async <T>(path: string) => (await apiFetch<{ items: T[] }>(path)).items;

/** The stages as stored: what Settings edits. */
export const storedStagesQuery = () =>
  queryOptions({
    queryKey: pipelineKeys.stages,
    queryFn: () => items<Stage>(apiPath('stages')),
    staleTime: 60_000,
  });

/** The stages as the reader sees them: a default name in the reader's language. */
export const stagesQuery = () => queryOptions({ ...storedStagesQuery(), select: selectStages() });

/** The lead sources as stored: what Settings edits. */
export const storedLeadSourcesQuery = () =>
  queryOptions({
    queryKey: pipelineKeys.leadSources,
    queryFn: () => items<LeadSource>(apiPath('leadSources')),
    staleTime: 60_000,
  });

/** The lead sources as the reader sees them. */
export const leadSourcesQuery = () =>
  queryOptions({ ...storedLeadSourcesQuery(), select: selectLeadSources() });

export const salespeopleQuery = () =>
  queryOptions({
    queryKey: pipelineKeys.salespeople,
    queryFn: () => items<Person>(apiPath('salespeople')),
    staleTime: 60_000,
  });

export const stageMovesQuery = (projectId: string) =>
  queryOptions({
    queryKey: pipelineKeys.moves(projectId),
    queryFn: () => items<StageMove>(apiPath('projectStageMoves', { id: projectId })),
    select: selectMoves(),
    // Not kept for offline use: with no network the history waits rather than fail.
    networkMode: 'online',
  });

export const boardQuery = (q: PipelineQuery) =>
  queryOptions({
    queryKey: pipelineKeys.board(q),
    queryFn: () => {
      const qs = new URLSearchParams();
      if (q.salespersonId) qs.set('salespersonId', q.salespersonId);
      if (q.leadSourceId) qs.set('leadSourceId', q.leadSourceId);
      if (q.q) qs.set('q', q.q);
      // No filter: the plain URL, the one kept for offline use (app/pwa/sync-ahead.ts). Cards
      // moved on this device with no signal are shown where they were moved to.
      return readWithKept(
        () => apiFetch<PipelineBoard>(apiPath('pipeline', {}, qs)),
        async (writes, board) => {
          if (!board) return undefined;
          const [{ boardWithKept }, kept] = await Promise.all([
            import('./board-with-kept'),
            keptProjectStages(writes),
          ]);
          return boardWithKept(board, kept);
        },
      );
    },
    select: selectBoard(),
  });

/** What a stage move sends: the stage, the version read, and for Lost the reason. */
export interface StageMoveInput {
  stageId: string;
  version: number;
  lostReason?: string;
}

/**
 * Moves a project's stage through the project's own write path (the outbox: a move made with no
 * signal is kept and sent later; a stale version is a conflict like any project edit).
 */
export async function sendStageMove(
  projectId: string,
  move: StageMoveInput,
  stageName: string,
  before: Project | undefined,
  projectName?: string,
): Promise<Project> {
  return saveProjectChange(projectId, { ...move }, before, stageName, projectName);
}

/** A card moved on the board: shown in its new column at once, the board read again after. */
export function useMoveCard(q: PipelineQuery) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (m: {
      projectId: string;
      projectName: string;
      move: StageMoveInput;
      stageName: string;
    }) => sendStageMove(m.projectId, m.move, m.stageName, undefined, m.projectName),
    onMutate: (m) => {
      qc.setQueryData(
        pipelineKeys.board(q),
        (b: PipelineBoard | undefined) =>
          b && {
            ...b,
            cards: b.cards.map((c) =>
              c.id === m.projectId
                ? { ...c, stageId: m.move.stageId, stageChangedAt: new Date().toISOString() }
                : c,
            ),
          },
      );
    },
    onSettled: (_p, _e, m) => {
      void qc.invalidateQueries({ queryKey: pipelineKeys.boards });
      void qc.invalidateQueries({ queryKey: ['projects'] });
      void qc.invalidateQueries({ queryKey: ['dashboard'] });
      void qc.invalidateQueries({ queryKey: pipelineKeys.moves(m.projectId) });
    },
  });
}

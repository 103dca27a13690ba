import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeadSource, Stage } from '../../../domain/pipeline/pipeline';
import type { ApiError } from '../../lib/api-client';
import { apiPath } from '../../../domain/api/api-paths';
import { apiFetch } from '../../lib/api-client';
import { pipelineKeys } from '../pipeline/api';

// Settings -> Pipeline's writes (the owner's): stages and lead sources. Loaded with Settings.

type Kind = 'stages' | 'lead-sources';

export type ListChange =
  | { kind: Kind; op: 'add'; name: string; status?: Stage['status'] }
  | { kind: Kind; op: 'rename'; id: string; name: string }
  | { kind: Kind; op: 'remove'; id: string }
  | { kind: 'stages'; op: 'move'; id: string; direction: 'up' | 'down' };

function send(c: ListChange): Promise<unknown> {
  const base = apiPath(c.kind === 'stages' ? 'stages' : 'leadSources');
  const item = (id: string) => apiPath(c.kind === 'stages' ? 'stage' : 'leadSource', { id });
  switch (c.op) {
    case 'add':
      return apiFetch<Stage | LeadSource>(base, {
        method: 'POST',
        json: c.kind === 'stages' ? { name: c.name, status: c.status } : { name: c.name },
      });
    case 'rename':
      return apiFetch(item(c.id), {
        method: 'PATCH',
        json: { name: c.name },
      });
    case 'remove':
      return apiFetch<void>(item(c.id), { method: 'DELETE' });
    case 'move':
      return apiFetch(apiPath('stageMove', { id: c.id }), {
        method: 'POST',
        json: { direction: c.direction },
      });
  }
}

/** One change to the stages or lead sources; every screen that shows them reads them again. */
export function usePipelineListChange() {
  const qc = useQueryClient();
  return useMutation<unknown, ApiError, ListChange>({
    mutationFn: send,
    onSettled: (_r, _e, c) => {
      void qc.invalidateQueries({
        queryKey: c.kind === 'stages' ? pipelineKeys.stages : pipelineKeys.leadSources,
      });
      void qc.invalidateQueries({ queryKey: pipelineKeys.boards });
    },
  });
}

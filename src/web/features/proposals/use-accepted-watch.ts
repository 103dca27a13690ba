import { useEffect, useRef } from 'react';
import type { ProposalSummary } from '../../../domain/proposal/proposal';
import { useRefreshAcceptedProject } from './api';

/**
 * The customer accepts on their own page, which this one learns of when the list is read again
 * (on focus, say). Accepting set the project's status and estimated cost on the server, so the
 * first time an accepted proposal is seen here the project is read again too. Once per proposal:
 * the project's answer does not change the list, so this never loops.
 */
export function useAcceptedWatch(
  projectId: string,
  proposals: readonly ProposalSummary[] | undefined,
) {
  const seen = useRef(new Set<string>());
  const refreshProject = useRefreshAcceptedProject(projectId);
  useEffect(() => {
    let fresh = false;
    for (const p of proposals ?? []) {
      if (p.status === 'accepted' && !seen.current.has(p.id)) {
        seen.current.add(p.id);
        fresh = true;
      }
    }
    if (fresh) refreshProject();
  }, [proposals, refreshProject]);
}

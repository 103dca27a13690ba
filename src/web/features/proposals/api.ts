import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatedProposal, ProposalSummary } from '../../../domain/proposal/proposal';
import type { ApiError } from '../../lib/api-client';
import { apiFetch, apiRequest } from '../../lib/api-client';
import { projectKeys } from '../projects/api';
import { settingsKeys } from '../settings/api';
import { saveDownload } from '../../lib/save-download';
import { schemasForDrawing } from '../../lib/schemas-for-drawing';
import { apiPath } from '../../../domain/api/api-paths';

// The proposals feature's public surface: a project's proposals, and creating, withdrawing and
// emailing one. Each of these writes goes into the activity log the dashboard shows.

/** What Create proposal checks the days typed with (create-proposal-dialog.tsx), as it draws. */
export const proposalSchemas = schemasForDrawing(
  'proposal',
  () => import('../../../domain/proposal/proposal-schemas'),
);

export const proposalKeys = {
  forProject: (projectId: string) => ['proposals', 'project', projectId] as const,
};

export const projectProposalsQuery = (projectId: string) =>
  queryOptions({
    queryKey: proposalKeys.forProject(projectId),
    queryFn: () => apiFetch<ProposalSummary[]>(apiPath('projectProposals', { id: projectId })),
    // The customer acts on their own page at any time: every return to this tab reads the list
    // again (a short one), so an acceptance shows without a reload.
    staleTime: 0,
    // Not when the page opens on an answer its route loader has just read (a second request
    // for the same list); one read a while ago is read again.
    refetchOnMount: (query) => Date.now() - query.state.dataUpdatedAt > JUST_READ_MS,
  });

/** How recent an answer counts as just read when the list is shown. */
const JUST_READ_MS = 5_000;

const PROPOSAL_ACTIONS = {
  pdf: 'proposalPdf',
  withdraw: 'proposalWithdraw',
  email: 'proposalEmail',
} as const;

const proposalPath = (id: string, action: keyof typeof PROPOSAL_ACTIONS) =>
  apiPath(PROPOSAL_ACTIONS[action], { id });

/**
 * The list, and the dashboard's activity, after a change made from the office. The proposal the
 * server answered is shown at once, before the list is read again.
 */
function useRefreshProposals(projectId: string) {
  const qc = useQueryClient();
  return (changed?: ProposalSummary) => {
    if (changed) {
      qc.setQueryData<ProposalSummary[]>(proposalKeys.forProject(projectId), (list) =>
        list?.map((p) => (p.id === changed.id ? changed : p)),
      );
    }
    void qc.invalidateQueries({ queryKey: proposalKeys.forProject(projectId) });
    void qc.invalidateQueries({ queryKey: projectKeys.dashboard });
  };
}

/**
 * The customer accepted (or a proposal was sent): the server then set the project's estimated
 * cost or stage, so the project's page, the lists and the dashboard counts are stale.
 */
export function useRefreshAcceptedProject(projectId: string) {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: projectKeys.detail(projectId) });
    void qc.invalidateQueries({ queryKey: projectKeys.lists() });
    void qc.invalidateQueries({ queryKey: projectKeys.dashboard });
  };
}

export function useCreateProposal(projectId: string) {
  const refresh = useRefreshProposals(projectId);
  // Sending moves the project to Proposal sent: its page and lists are stale too.
  const refreshProject = useRefreshAcceptedProject(projectId);
  const qc = useQueryClient();
  return useMutation<
    CreatedProposal,
    ApiError,
    { estimateId: string; validDays: number; photoIds: readonly string[] }
  >({
    mutationFn: ({ estimateId, validDays, photoIds }) =>
      apiFetch<CreatedProposal>(apiPath('estimateProposals', { id: estimateId }), {
        method: 'POST',
        json: { validDays, ...(photoIds.length > 0 ? { photoIds } : {}) },
      }),
    onSuccess: () => {
      refresh();
      refreshProject();
    },
    onError: (e) => {
      // Refused for what Settings lack: someone may have just filled them in, or emptied them.
      if (e.status === 409) void qc.invalidateQueries({ queryKey: settingsKeys.settings });
    },
  });
}

export function useWithdrawProposal(projectId: string) {
  const refresh = useRefreshProposals(projectId);
  return useMutation<ProposalSummary, ApiError, string>({
    mutationFn: (id) => apiFetch<ProposalSummary>(proposalPath(id, 'withdraw'), { method: 'POST' }),
    onSuccess: (p) => refresh(p),
  });
}

/** Email needs the link's token: the database keeps only its hash, so only this page has it. */
export function useEmailProposal(projectId: string) {
  const refresh = useRefreshProposals(projectId);
  return useMutation<ProposalSummary, ApiError, { id: string; token: string; to: string }>({
    mutationFn: ({ id, token, to }) =>
      apiFetch<ProposalSummary>(proposalPath(id, 'email'), {
        method: 'POST',
        json: { token, ...(to.trim() ? { to: to.trim() } : {}) },
      }),
    onSuccess: (p) => refresh(p),
  });
}

/** The link's token: its last path segment ("https://…/p/<token>"). */
export function tokenOfLink(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1));
}

/**
 * The proposal's PDF (signed, with its audit page, once accepted) as a download. Fetched rather
 * than linked, so a refusal (a busy server) is shown on the page instead of replacing it.
 */
export async function downloadProposalPdf(id: string): Promise<string> {
  const res = await apiRequest(proposalPath(id, 'pdf'), { accept: 'application/pdf' });
  return saveDownload(res, 'proposal.pdf');
}

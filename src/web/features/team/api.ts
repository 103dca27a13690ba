import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeamMember } from '../../../domain/account';
import type { InvitationInput, UserPatch } from '../../../domain/account-schemas';
import type { ApiError } from '../../lib/api-client';
import { apiFetch } from '../../lib/api-client';
import { accountKeys } from '../account/api';
import { projectKeys } from '../projects/api';

// The team feature's public surface: the owner's list of users, invitations and reset links.

/** A one-time link (an invitation or a password reset) the owner passes on by hand. */
export interface OneTimeLink {
  url: string;
  expiresAt: string;
}

export const teamKeys = {
  members: ['team', 'members'] as const,
};

export const teamQuery = () =>
  queryOptions({
    queryKey: teamKeys.members,
    queryFn: () => apiFetch<TeamMember[]>('/api/users'),
  });

/** Each change the owner makes here goes into the activity log the dashboard shows. */
function useRefreshActivity() {
  const qc = useQueryClient();
  return () => void qc.invalidateQueries({ queryKey: projectKeys.dashboard });
}

export function useInvite() {
  const refreshActivity = useRefreshActivity();
  return useMutation<OneTimeLink, ApiError, InvitationInput>({
    mutationFn: (input) =>
      apiFetch<OneTimeLink>('/api/invitations', { method: 'POST', json: input }),
    onSuccess: refreshActivity,
  });
}

/**
 * A role change or a (de)activation. The server ends the member's sessions, so changing one's
 * own account re-reads the session: the shell then follows what the server says.
 */
export function useUpdateMember(id: string, self: boolean) {
  const qc = useQueryClient();
  const refreshActivity = useRefreshActivity();
  return useMutation<TeamMember, ApiError, UserPatch>({
    mutationFn: (patch) =>
      apiFetch<TeamMember>(`/api/users/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        json: patch,
      }),
    onSuccess: (saved) => {
      qc.setQueryData<TeamMember[]>(teamKeys.members, (list) =>
        list?.map((m) => (m.id === saved.id ? saved : m)),
      );
      refreshActivity();
      if (self) void qc.invalidateQueries({ queryKey: accountKeys.session });
    },
  });
}

export function usePasswordResetLink(id: string) {
  const refreshActivity = useRefreshActivity();
  return useMutation<OneTimeLink, ApiError, void>({
    mutationFn: () =>
      apiFetch<OneTimeLink>(`/api/users/${encodeURIComponent(id)}/password-reset`, {
        method: 'POST',
      }),
    onSuccess: refreshActivity,
  });
}

import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PendingInvitation, TeamMember } from '../../../domain/account/account';
import type { InvitationInput, UserPatch } from '../../../domain/account/account-schemas';
import type { ApiError } from '../../lib/api-client';
import { apiFetch } from '../../lib/api-client';
import { accountKeys } from '../account/api';
import { projectKeys } from '../projects/api';
import { apiPath } from '../../../domain/api/api-paths';

// The team feature's public surface: the owner's list of users, invitations and reset links.

/** A one-time link (an invitation or a password reset) the owner passes on by hand. */
export interface OneTimeLink {
  url: string;
  expiresAt: string;
}

/** A new invitation link, with the invitation it belongs to. */
export interface InvitationLink extends OneTimeLink {
  invitation: PendingInvitation;
}

export const teamKeys = {
  members: ['team', 'members'] as const,
  invitations: ['team', 'invitations'] as const,
};

export const teamQuery = () =>
  queryOptions({
    queryKey: teamKeys.members,
    queryFn: () => apiFetch<TeamMember[]>(apiPath('users')),
  });

/** Invitations nobody has used yet, newest first. */
export const invitationsQuery = () =>
  queryOptions({
    queryKey: teamKeys.invitations,
    queryFn: () => apiFetch<PendingInvitation[]>(apiPath('invitations')),
  });

/** Each change the owner makes here goes into the activity log the dashboard shows. */
function useRefreshActivity() {
  const qc = useQueryClient();
  return () => void qc.invalidateQueries({ queryKey: projectKeys.dashboard });
}

/** Puts an invitation at the top of the pending list, in place of any for the same address. */
function usePutInvitation() {
  const qc = useQueryClient();
  return (invitation: PendingInvitation) =>
    qc.setQueryData<PendingInvitation[]>(teamKeys.invitations, (list = []) => [
      invitation,
      ...list.filter((i) => i.id !== invitation.id && i.email !== invitation.email),
    ]);
}

export function useInvite() {
  const refreshActivity = useRefreshActivity();
  const put = usePutInvitation();
  return useMutation<InvitationLink, ApiError, InvitationInput>({
    mutationFn: (input) =>
      apiFetch<InvitationLink>(apiPath('invitations'), { method: 'POST', json: input }),
    onSuccess: (made) => {
      put(made.invitation);
      refreshActivity();
    },
  });
}

/**
 * A new link for a pending invitation. The server keeps only the newest link's hash, so the
 * link given out before stops working.
 */
export function useNewInvitationLink(id: string) {
  const refreshActivity = useRefreshActivity();
  const put = usePutInvitation();
  return useMutation<InvitationLink, ApiError, void>({
    mutationFn: () =>
      apiFetch<InvitationLink>(apiPath('invitationNewLink', { id }), {
        method: 'POST',
      }),
    onSuccess: (made) => {
      put(made.invitation);
      refreshActivity();
    },
  });
}

/** Withdraws a pending invitation: its link stops working. */
export function useRevokeInvitation(id: string) {
  const qc = useQueryClient();
  const refreshActivity = useRefreshActivity();
  return useMutation<void, ApiError, void>({
    mutationFn: () => apiFetch<void>(apiPath('invitation', { id }), { method: 'DELETE' }),
    onSuccess: () => {
      qc.setQueryData<PendingInvitation[]>(teamKeys.invitations, (list) =>
        list?.filter((i) => i.id !== id),
      );
      refreshActivity();
    },
    // Used or revoked elsewhere meanwhile (a 404): the list is re-read either way.
    onSettled: () => void qc.invalidateQueries({ queryKey: teamKeys.invitations }),
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
      apiFetch<TeamMember>(apiPath('user', { id }), {
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
      apiFetch<OneTimeLink>(apiPath('userPasswordReset', { id }), {
        method: 'POST',
      }),
    onSuccess: refreshActivity,
  });
}

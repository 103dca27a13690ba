import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role, SessionUser } from '../../../domain/account/account';
import type { Language } from '../../../domain/language/language';
import type { ApiError } from '../../lib/api-client';
import { apiFetch } from '../../lib/api-client';
import type { SessionState } from './api';
import { accountKeys, startSession } from './api';
import { apiPath } from '../../../domain/api/api-paths';

// The account screens' requests. Kept out of api.ts, which every page loads: only the lazily
// loaded sign-in, setup, invitation and account screens need these.

/** A live invitation or password-reset link, as GET /api/invitations/:token answers. */
export interface InvitationLink {
  kind: 'invitation' | 'reset';
  name: string;
  email: string;
  role: Role;
}

export const invitationQuery = (token: string) =>
  queryOptions({
    queryKey: accountKeys.invitation(token),
    queryFn: () => apiFetch<InvitationLink>(apiPath('invitationLink', { token })),
    // A link is good until it is used; accepting it leaves this page.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

/** A mutation whose answer is the signed-in user: it starts that user's session in the app. */
function useStartSession<TVars>(send: (vars: TVars) => Promise<SessionUser>) {
  const queryClient = useQueryClient();
  return useMutation<SessionUser, ApiError, TVars>({
    mutationFn: send,
    onSuccess: (user) => startSession(queryClient, user),
  });
}

export const useSignIn = () =>
  useStartSession((input: { email: string; password: string }) =>
    apiFetch<SessionUser>(apiPath('session'), { method: 'POST', json: input }),
  );

export const useSetup = () =>
  useStartSession((input: { name: string; email: string; password: string }) =>
    apiFetch<SessionUser>(apiPath('setup'), { method: 'POST', json: input }),
  );

export const useAcceptInvitation = (token: string) =>
  useStartSession((input: { password: string }) =>
    apiFetch<SessionUser>(apiPath('invitationAccept', { token }), {
      method: 'POST',
      json: input,
    }),
  );

/** PATCH /api/me: the user's name, or their language (null: the browser's). */
export function useChangeProfile() {
  const queryClient = useQueryClient();
  return useMutation<SessionUser, ApiError, { name?: string; language?: Language | null }>({
    mutationFn: (input) => apiFetch<SessionUser>(apiPath('me'), { method: 'PATCH', json: input }),
    onSuccess: (user) =>
      queryClient.setQueryData<SessionState>(accountKeys.session, { user, setupRequired: false }),
  });
}

/** The server ends the user's other sessions; this one stays signed in. */
export const useChangePassword = () =>
  useMutation<void, ApiError, { currentPassword: string; newPassword: string }>({
    mutationFn: (input) => apiFetch<void>(apiPath('mePassword'), { method: 'PUT', json: input }),
  });

import { useMutation } from '@tanstack/react-query';
import type { ApiError } from '../../lib/api-client';
import { apiFetch } from '../../lib/api-client';
import { apiPath } from '../../../domain/api/api-paths';
import { useLeaveSession } from './api';

// Apart from api.ts, which every first load carries: Sign out is in the account menu, whose
// links load when the menu is first opened (app/account-links.tsx).

/** Signs out (every device of this user), then opens the sign-in page with an empty cache. */
export function useSignOut() {
  const leave = useLeaveSession();
  return useMutation<void, ApiError>({
    mutationFn: () => apiFetch<void>(apiPath('session'), { method: 'DELETE' }),
    onSuccess: () => leave(),
  });
}

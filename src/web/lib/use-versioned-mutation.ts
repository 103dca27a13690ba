import { useMutation } from '@tanstack/react-query';
import type { ApiError } from './api-client';
import { ConflictError } from './api-client';

/**
 * A mutation of a record that carries the version it read (optimistic concurrency).
 *
 * On success the saved record goes to the query cache; on a conflict the current record the
 * server sent goes there instead, so the next save starts from its version and every screen
 * shows what is really stored. The UI gets `conflict`: the current record while the last
 * attempt's conflict stands (null otherwise), to show beside the user's own values.
 */
export function useVersionedMutation<TVars, TData, TCurrent>(options: {
  mutationFn: (vars: TVars) => Promise<TData>;
  onSaved: (saved: TData, vars: TVars) => void;
  onCurrent: (current: TCurrent) => void;
}) {
  const { mutationFn, onSaved, onCurrent } = options;
  const mutation = useMutation<TData, ApiError | ConflictError<TCurrent>, TVars>({
    mutationFn,
    onSuccess: (saved, vars) => onSaved(saved, vars),
    onError: (e) => {
      if (e instanceof ConflictError) onCurrent(e.current);
    },
  });
  const conflict = mutation.error instanceof ConflictError ? mutation.error.current : null;
  return { ...mutation, conflict };
}

import { useEffect } from 'react';
import { outboxState } from '../../lib/outbox/outbox-state';
import { projectKeys } from '../../features/projects/api';
import { queryClient } from '../query-client';

/**
 * Changes made with no signal (lib/outbox) belong to whoever made them: the signed-in user's are
 * shown and sent, from the moment the page has loaded (the outbox's code is not in the first
 * load). Kept changes found on opening the app are shown on the screens read before they were.
 */
export function useOfflineWrites(userId: string | null): void {
  useEffect(() => {
    const start = () =>
      void Promise.all([
        import('../../lib/outbox/outbox'),
        // The estimator's keys, without its code in the first load.
        import('../../features/estimator/api'),
      ]).then(
        async ([{ setOutboxUser, startOutbox }, { estimateKeys }]) => {
          startOutbox(() => {
            // The server has answered a kept change: every screen shows what it stores now.
            // (A project's outlines are cached under the project's key too.)
            void queryClient.invalidateQueries({ queryKey: projectKeys.all });
            void queryClient.invalidateQueries({ queryKey: projectKeys.dashboard });
            void queryClient.invalidateQueries({ queryKey: estimateKeys.all });
          });
          await setOutboxUser(userId);
          if (outboxState().writes.length > 0) void queryClient.invalidateQueries();
        },
        // Its code could not be fetched (offline before the app was ever cached): no kept changes.
        () => {},
      );
    if (document.readyState === 'complete') start();
    else {
      window.addEventListener('load', start, { once: true });
      return () => window.removeEventListener('load', start);
    }
  }, [userId]);
}

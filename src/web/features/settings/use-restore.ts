import { apiPath } from '../../../domain/api/api-paths';
import { useState } from 'react';
import type { RestoreResult } from '../../../domain/backup/backups';
import { useLeaveSession } from '../account/api';
import { apiFetch, ApiError } from '../../lib/api-client';
import { sendWithProgress } from '../../lib/send-with-progress';
import type { Refusal } from './restore-messages';
import { restoredNotice, restoreRefusal, tooLarge } from './restore-messages';

// Restoring a backup from Settings -> Backups: an uploaded zip (POST /api/import, its upload's
// progress shown) or one of the server's own (POST /api/backups/:id/restore). Once it is in, the
// team is the backup's and this session has ended: the sign-in page says so.

export type RestoreState =
  | { step: 'idle' }
  | { step: 'uploading'; what: string; percent: number }
  | { step: 'restoring'; what: string }
  | { step: 'refused'; what: string; refusal: Refusal };

export function useRestore(maxBytes: number) {
  const [state, setState] = useState<RestoreState>({ step: 'idle' });
  const leave = useLeaveSession();

  async function run(what: string, send: () => Promise<RestoreResult>) {
    try {
      const result = await send();
      await leave(restoredNotice(result));
    } catch (e) {
      const error = e instanceof ApiError ? e : new ApiError(0, { detail: String(e) });
      setState({ step: 'refused', what, refusal: restoreRefusal(error, maxBytes) });
    }
  }

  return {
    state,
    busy: state.step === 'uploading' || state.step === 'restoring',

    /** Uploads a backup zip, then waits while the server checks and restores it. */
    fromFile(file: File) {
      const what = file.name;
      if (file.size > maxBytes) {
        setState({ step: 'refused', what, refusal: tooLarge(maxBytes) });
        return;
      }
      setState({ step: 'uploading', what, percent: 0 });
      void run(what, () =>
        sendWithProgress<RestoreResult>({
          method: 'POST',
          url: apiPath('import'),
          body: file,
          // Whatever the browser calls the file: the server checks that it is a zip.
          contentType: 'application/zip',
          onProgress: (sent, total) =>
            setState({ step: 'uploading', what, percent: Math.floor((sent / total) * 100) }),
          onSent: () => setState({ step: 'restoring', what }),
        }),
      );
    },

    /** Restores one of the server's own backups (nothing to upload). */
    fromList(id: string, what: string) {
      setState({ step: 'restoring', what });
      void run(what, () =>
        apiFetch<RestoreResult>(apiPath('backupRestore', { id }), {
          method: 'POST',
        }),
      );
    },
  };
}

export type Restore = ReturnType<typeof useRestore>;

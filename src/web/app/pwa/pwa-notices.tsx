import { useEffect } from 'react';
import { formatLocalDateTime } from '../../../domain/format/format';
import { useLingui } from '../../i18n';
import { currentLanguage } from '../../lib/i18n/catalogs';
import { forgetOfflineData } from '../../lib/offline/api-cache';
import { useOnline } from '../../lib/online';
import { usePwaState } from './pwa-state';

/**
 * The installed app's notices under the header: no network (and how old the data shown is),
 * and a new version ready to switch to.
 */
export function PwaNotices() {
  const { i18n } = useLingui();
  const online = useOnline();
  const { lastSynced, update } = usePwaState();
  return (
    <>
      {/* Always in the page, so a screen reader announces the notice when it appears. */}
      <div role="status" className="empty:hidden bg-amber-100 px-4 py-2 text-sm text-amber-950">
        {!online && (
          <span className="mx-auto block max-w-6xl">
            {lastSynced
              ? i18n._('Offline: showing data from {time}', {
                  time: formatLocalDateTime(lastSynced, currentLanguage()),
                })
              : i18n._('Offline: showing saved data')}
          </span>
        )}
      </div>
      {update && (
        <div
          role="status"
          className="flex flex-wrap items-center justify-center gap-3 bg-slate-800 px-4 py-2 text-sm text-white"
        >
          <span>{i18n._('A new version of Ridgeline is ready.')}</span>
          <button
            type="button"
            onClick={update}
            className="min-h-11 rounded bg-white px-4 font-medium text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {i18n._('Update')}
          </button>
        </div>
      )}
    </>
  );
}

/**
 * Signed out (signing out, a session that ended, a visit with none): the answers the service
 * worker kept for offline use belong to whoever was signed in, and go.
 */
export function useForgetOfflineDataWhenSignedOut(signedIn: boolean): void {
  useEffect(() => {
    if (!signedIn) void forgetOfflineData();
  }, [signedIn]);
}

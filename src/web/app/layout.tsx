import { useQuery } from '@tanstack/react-query';
import { Outlet, useNavigation } from 'react-router';
import { sessionQuery } from '../features/account/api';
import { PwaNotices, useForgetOfflineDataWhenSignedOut } from './pwa/pwa-notices';
import { useOfflineWrites } from './pwa/offline-writes';
import { SyncStatus } from './pwa/sync-status';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function Layout() {
  const navigation = useNavigation();
  // The gate has loaded the session before any screen renders.
  const user = useQuery(sessionQuery()).data?.user ?? null;
  useForgetOfflineDataWhenSignedOut(user !== null);
  useOfflineWrites(user?.id ?? null);
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-slate-900"
      >
        Skip to content
      </a>
      <SiteHeader user={user} />
      <PwaNotices />
      <SyncStatus />
      {navigation.state === 'loading' && (
        <div
          role="progressbar"
          aria-label="Loading page"
          className="h-1 w-full animate-pulse bg-brand-500"
        />
      )}
      <main id="main" className="mx-auto min-h-screen w-full max-w-6xl flex-1 px-4 py-6">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { useLingui } from '../i18n';
import { useOutboxState } from '../lib/offline/outbox-state';
import { permissionsFor, PermissionsProvider } from '../lib/permissions';
import { sessionQuery } from '../features/account/api';
import { PwaNotices, useForgetOfflineDataWhenSignedOut } from './pwa/pwa-notices';
import { useOfflineWrites } from './pwa/offline-writes';
import { MainColumn } from './main-column';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

// Shown only while changes made offline wait: its code is not in the first load.
const SyncStatus = lazy(() => import('./pwa/sync-status').then((m) => ({ default: m.SyncStatus })));

export function Layout() {
  const { i18n } = useLingui();
  const navigation = useNavigation();
  // The gate has loaded the session before any screen renders.
  const user = useQuery(sessionQuery()).data?.user ?? null;
  useForgetOfflineDataWhenSignedOut(user !== null);
  useOfflineWrites(user?.id ?? null);
  const keptWrites = useOutboxState().writes.length;
  const role = user?.role ?? null;
  const permissions = useMemo(() => permissionsFor(role), [role]);
  return (
    <PermissionsProvider value={permissions}>
      <div className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-slate-900"
        >
          {i18n._('Skip to content')}
        </a>
        <SiteHeader user={user} />
        <PwaNotices />
        {keptWrites > 0 && (
          <Suspense fallback={null}>
            <SyncStatus />
          </Suspense>
        )}
        {navigation.state === 'loading' && (
          <div
            role="progressbar"
            aria-label={i18n._('Loading page')}
            className="h-1 w-full animate-pulse bg-brand-500"
          />
        )}
        <MainColumn>
          <Outlet />
        </MainColumn>
        <SiteFooter />
      </div>
    </PermissionsProvider>
  );
}

import { Link, useLocation } from 'react-router';
import { Trans } from '@lingui/react';
import { useLingui } from '../i18n';
import { useDocumentTitle } from '../lib/use-document-title';

export function NotFoundPage() {
  const { i18n } = useLingui();
  const { pathname } = useLocation();
  useDocumentTitle(i18n._('Page not found · Ridgeline'));
  return (
    <section className="mx-auto max-w-xl py-12 text-center">
      <p className="text-sm font-semibold text-brand-700">404</p>
      <h1 className="mt-2 text-3xl font-bold">{i18n._('Page not found')}</h1>
      <p className="mt-4 text-slate-600">
        <Trans
          id="There is no page at <0>{pathname}</0>. It may have moved, or the link may be mistyped."
          values={{ pathname }}
          components={{ 0: <code className="break-all rounded bg-slate-100 px-1" /> }}
        />
      </p>
      <Link
        to="/"
        className="mt-6 inline-block rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800"
      >
        {i18n._('Go to the dashboard')}
      </Link>
    </section>
  );
}

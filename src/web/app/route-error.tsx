import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';
import { useLingui } from '../i18n';
import { useDocumentTitle } from '../lib/use-document-title';

/** Ridgeline's own error page: never the router's generic screen, never a blank page. */
export function RouteError() {
  const { i18n } = useLingui();
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // The not-found page sets its own.
  useDocumentTitle(notFound ? null : i18n._('Something went wrong · Ridgeline'));
  if (notFound) return <NotFoundPage />;
  // Kept in the console for whoever debugs it; the user gets a way forward.
  console.warn('Route error', error);
  return (
    <section role="alert" className="mx-auto max-w-xl py-12 text-center">
      <h1 className="text-3xl font-bold">{i18n._('Something went wrong')}</h1>
      <p className="mt-4 text-slate-600">
        {i18n._(
          'This page hit an unexpected problem. Your saved work is safe. Try reloading the page.',
        )}
      </p>
      <div className="mt-6 flex justify-center gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800"
        >
          {i18n._('Reload')}
        </button>
        <Link
          to="/"
          reloadDocument
          className="rounded-md border border-slate-300 bg-white px-4 py-2 font-medium hover:bg-slate-50"
        >
          {i18n._('Go to the dashboard')}
        </Link>
      </div>
    </section>
  );
}

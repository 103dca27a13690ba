import { Link, useLocation } from 'react-router';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <section className="mx-auto max-w-xl py-12 text-center">
      <title>Page not found · Ridgeline</title>
      <p className="text-sm font-semibold text-brand-700">404</p>
      <h1 className="mt-2 text-3xl font-bold">Page not found</h1>
      <p className="mt-4 text-slate-600">
        There is no page at <code className="break-all rounded bg-slate-100 px-1">{pathname}</code>.
        It may have moved, or the link may be mistyped.
      </p>
      <Link
        to="/"
        className="mt-6 inline-block rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800"
      >
        Go to the dashboard
      </Link>
    </section>
  );
}

import { Link } from 'react-router';
import { useLingui } from '../i18n';
import { usePermissions } from '../lib/permissions';
import { FOOTER_LINKS, linksFor } from './nav-links';

export function SiteFooter() {
  const { i18n } = useLingui();
  const footerLinks = linksFor(FOOTER_LINKS, usePermissions());
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between">
        <p>
          {i18n._('© {year} Ridgeline. All rights reserved.', { year: new Date().getFullYear() })}
        </p>
        <nav aria-label={i18n._('Footer')}>
          <ul className="flex gap-4">
            {footerLinks.map((l) => (
              <li key={l.to}>
                <Link
                  className="inline-flex min-h-11 min-w-11 items-center justify-center underline-offset-4 hover:underline sm:min-h-0 sm:min-w-0"
                  to={l.to}
                >
                  {i18n._(l.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}

import type { KeyboardEvent } from 'react';
import { useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import type { SessionUser } from '../../domain/account/account';
import type { Language } from '../../domain/language/language';
import { currentLanguage } from '../lib/i18n/catalogs';
import { HeaderSearchSlot } from '../features/search/header-search-slot';
import { useLingui } from '../i18n';
import { permissionsFor } from '../lib/permissions';
import { linksFor, NAV_LINKS } from './nav-links';
import { isSignedOutScreen } from './route-table';
import { AccountMenu, AccountSection, loadAccountLinks } from './user-menu';
// The logo is the favicon, written into the page (a few hundred bytes) rather than fetched: a
// file that is not content-hashed is asked for again on every page, one more request queued
// beside the screen's own on a slow connection.
import logo from '../public/favicon.svg?inline';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap rounded-md px-2.5 py-2 text-sm font-medium ${
    isActive ? 'bg-slate-700 text-white' : 'text-slate-200 hover:bg-slate-800 hover:text-white'
  }`;

/**
 * Where the header shows its links, the search and the account menu side by side: from a
 * laptop's 1280 px in English. Spanish labels run about a fifth longer and nine of them do not
 * fit beside the search in the page's width, so in Spanish they stay in the menu at every width.
 */
const WIDE_HEADER: Record<Language, { show: string; hide: string }> = {
  en: { show: 'hidden xl:block', hide: 'xl:hidden' },
  es: { show: 'hidden', hide: '' },
};

/**
 * The header. `user` is who is signed in (null: nobody). The build renders it once with no
 * session at all (undefined) for the page painted before the app runs: there it shows the links
 * everywhere but on the sign-in and setup pages, as the app then does for nearly everyone.
 */
export function SiteHeader({ user }: { user?: SessionUser | null }) {
  const { i18n } = useLingui();
  const { pathname } = useLocation();
  // The menu is open for the page it was opened on: tapping a link navigates and so closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  // Signed out, every link would lead to the sign-in page: there are none.
  const navLinks =
    user === undefined
      ? isSignedOutScreen(pathname)
        ? []
        : NAV_LINKS
      : user
        ? linksFor(NAV_LINKS, permissionsFor(user.role))
        : [];
  const hasMenu = navLinks.length > 0 || Boolean(user);
  const wide = WIDE_HEADER[currentLanguage()];
  const toggle = useRef<HTMLButtonElement>(null);

  // Escape closes the phone menu and puts the focus back on its button.
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && menuOpen) {
      setOpenOn(null);
      toggle.current?.focus();
    }
  };

  return (
    // The links, the search and the account menu need a laptop's 1280 px: narrower, they go in the menu.
    <header className="bg-slate-900 text-white" onKeyDown={onKeyDown}>
      <div className="mx-auto flex max-w-6xl items-center gap-4 px-4 py-3">
        <Link
          to="/"
          className="flex min-h-11 shrink-0 items-center gap-2 text-lg font-bold tracking-tight"
        >
          <img src={logo} alt="" width="32" height="32" className="h-8 w-8" />
          Ridgeline
        </Link>
        {navLinks.length > 0 && (
          <nav aria-label={i18n._('Main')} className={wide.show}>
            <ul className="flex gap-1">
              {navLinks.map((l) => (
                <li key={l.to}>
                  <NavLink to={l.to} end={l.to === '/'} className={linkClass}>
                    {i18n._(l.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {navLinks.length > 0 && <HeaderSearchSlot />}
        {user && <AccountMenu user={user} className={`ml-auto ${wide.show}`} />}
        {hasMenu && (
          <button
            ref={toggle}
            type="button"
            className={`ml-auto rounded-md p-2.5 text-slate-200 hover:bg-slate-800 ${wide.hide}`}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? i18n._('Close menu') : i18n._('Open menu')}
            onClick={() => setOpenOn(menuOpen ? null : pathname)}
            onPointerDown={user ? () => void loadAccountLinks() : undefined}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-6 w-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              {menuOpen ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        )}
      </div>
      {menuOpen && (
        <div id="mobile-menu" className={`border-t border-slate-800 ${wide.hide}`}>
          <nav aria-label={i18n._('Main')}>
            <ul className="flex flex-col gap-1 px-4 py-3">
              {navLinks.map((l) => (
                <li key={l.to}>
                  <NavLink
                    to={l.to}
                    end={l.to === '/'}
                    className={(s) => `flex min-h-11 items-center ${linkClass(s)}`}
                  >
                    {i18n._(l.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          {user && <AccountSection user={user} />}
        </div>
      )}
    </header>
  );
}

import { NavLink } from 'react-router';
import type { SessionUser } from '../../domain/account/account';
import { useSignOut } from '../features/account/sign-out';
import { useLingui } from '../i18n';
import { permissionsFor } from '../lib/permissions';
import { ACCOUNT_LINKS, linksFor } from './nav-links';

const itemClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 w-full items-center rounded-md px-3 py-2 text-left text-sm font-medium ${
    isActive ? 'bg-slate-700 text-white' : 'text-slate-200 hover:bg-slate-800 hover:text-white'
  }`;

/**
 * The signed-in user's links (Settings and Team for those who may use them, Account) and Sign
 * out: the content of the header's account menu and of the phone menu's lower part.
 */
export function AccountLinks({ user }: { user: SessionUser }) {
  const { i18n } = useLingui();
  const signOut = useSignOut();
  const links = linksFor(ACCOUNT_LINKS, permissionsFor(user.role));
  return (
    <nav aria-label={i18n._('Account')}>
      <ul className="flex flex-col gap-1">
        {links.map((l) => (
          <li key={l.to}>
            {/* Settings stays unmarked on its Team page: each item marks its own page. */}
            <NavLink to={l.to} end className={itemClass}>
              {i18n._(l.label)}
            </NavLink>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={itemClass({ isActive: false })}
            disabled={signOut.isPending}
            onClick={() => signOut.mutate()}
          >
            {signOut.isPending ? i18n._('Signing out…') : i18n._('Sign out')}
          </button>
        </li>
      </ul>
      {signOut.isError && (
        <p role="alert" className="px-3 py-1 text-xs text-red-300">
          {i18n._('Could not sign out. Try again.')}
        </p>
      )}
    </nav>
  );
}

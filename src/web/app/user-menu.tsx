import { useId } from 'react';
import { Link } from 'react-router';
import type { SessionUser } from '../../domain/account';
import { ROLE_LABELS } from '../../domain/account';
import { useSignOut } from '../features/account/api';

/** Who is signed in (a link to their account) and the way to sign out, for the header. */
export function UserMenu({ user, className }: { user: SessionUser; className: string }) {
  const signOut = useSignOut();
  const roleId = useId();
  return (
    <div className={`flex items-center gap-3 ${className}`}>
      <p className="min-w-0 text-sm leading-tight">
        <Link
          to="/account"
          aria-describedby={roleId}
          className="block truncate py-0.5 font-medium text-white underline-offset-4 hover:underline max-md:py-3.5"
        >
          {user.name}
        </Link>
        <span id={roleId} className="block text-xs text-slate-300">
          {ROLE_LABELS[user.role]}
        </span>
      </p>
      <button
        type="button"
        className="min-h-11 shrink-0 rounded-md border border-slate-600 px-3 py-2 text-sm font-medium text-slate-100 hover:bg-slate-800 disabled:opacity-60"
        disabled={signOut.isPending}
        onClick={() => signOut.mutate()}
      >
        {signOut.isPending ? 'Signing out…' : 'Sign out'}
      </button>
      {signOut.isError && (
        <p role="alert" className="text-xs text-red-300">
          Could not sign out. Try again.
        </p>
      )}
    </div>
  );
}

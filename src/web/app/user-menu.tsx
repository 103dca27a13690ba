import type { KeyboardEvent } from 'react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { SessionUser } from '../../domain/account/account';
import { useLingui } from '../i18n';
import { roleLabel } from '../lib/role-label';

/**
 * The links and Sign out, loaded when a menu is about to open (its button hovered, focused or
 * pressed), not with the first load: most visits never open it.
 */
export const loadAccountLinks = () => import('./account-links');
const AccountLinks = lazy(() => loadAccountLinks().then((m) => ({ default: m.AccountLinks })));

/** A menu's links, with the room they take kept while their code arrives. */
function Links({ user }: { user: SessionUser }) {
  return (
    <Suspense fallback={<div className="min-h-11" aria-busy="true" />}>
      <AccountLinks user={user} />
    </Suspense>
  );
}

/** Who is signed in: the name, and the role beneath it. */
function WhoIsSignedIn({
  user,
  nameId,
  roleId,
}: {
  user: SessionUser;
  nameId: string;
  roleId: string;
}) {
  // Re-rendered when the language changes: the role's name is translated.
  useLingui();
  return (
    <span className="block min-w-0 text-left text-sm leading-tight">
      <span id={nameId} className="block truncate font-medium text-white">
        {user.name}
      </span>
      <span id={roleId} className="block text-xs text-slate-300">
        {roleLabel(user.role)}
      </span>
    </span>
  );
}

/**
 * The header's account menu on a wide screen: a button named after the signed-in user that
 * shows and hides their links. It closes on Escape (focus back on the button), on a click or a
 * focus elsewhere, and after a link is followed.
 */
export function AccountMenu({ user, className }: { user: SessionUser; className: string }) {
  const { pathname } = useLocation();
  // Open for the page it was opened on: following a link navigates and so closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const nameId = useId();
  const roleId = useId();

  useEffect(() => {
    if (!open) return;
    const closeOutside = (e: PointerEvent) => {
      if (!wrapper.current?.contains(e.target as Node)) setOpenOn(null);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      e.stopPropagation();
      setOpenOn(null);
      button.current?.focus();
    }
  };

  return (
    <div
      ref={wrapper}
      className={`relative ${className}`}
      onKeyDown={onKeyDown}
      onBlur={(e) => {
        // Tabbing past the last item closes the menu, as leaving it with the mouse does.
        if (open && e.relatedTarget && !wrapper.current?.contains(e.relatedTarget as Node)) {
          setOpenOn(null);
        }
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-labelledby={nameId}
        aria-describedby={roleId}
        onClick={() => setOpenOn(open ? null : pathname)}
        onPointerEnter={() => void loadAccountLinks()}
        onFocus={() => void loadAccountLinks()}
        className="flex min-h-11 max-w-[16rem] items-center gap-2 rounded-md px-3 py-1.5 hover:bg-slate-800"
      >
        <WhoIsSignedIn user={user} nameId={nameId} roleId={roleId} />
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`h-4 w-4 shrink-0 text-slate-300 transition-transform ${open ? 'rotate-180' : ''}`}
          fill="currentColor"
        >
          <path d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06Z" />
        </svg>
      </button>
      {open && (
        <div
          id={panelId}
          className="absolute right-0 z-40 mt-2 w-56 rounded-lg border border-slate-700 bg-slate-900 p-2 shadow-lg"
        >
          <Links user={user} />
        </div>
      )}
    </div>
  );
}

/** The phone menu's account part: who is signed in, then their links and Sign out. */
export function AccountSection({ user }: { user: SessionUser }) {
  const nameId = useId();
  const roleId = useId();
  return (
    <div className="space-y-2 border-t border-slate-800 px-4 py-3">
      <p className="px-3">
        <WhoIsSignedIn user={user} nameId={nameId} roleId={roleId} />
      </p>
      <Links user={user} />
    </div>
  );
}

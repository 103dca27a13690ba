import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import type { Role, TeamMember } from '../../../domain/account/account';
import type { UserPatch } from '../../../domain/account/account-schemas';
import { ROLES } from '../../../domain/account/account';
import { formatLocalDate } from '../../../domain/format/format';
import { buttonStyles } from '../../components/ui/button-styles';
import { Callout } from '../../components/ui/callout';
import { Dialog } from '../../components/ui/dialog';
import { controlStyles } from '../../components/ui/field';
import { useUpdateMember, usePasswordResetLink } from './api';
import { currentLanguage } from '../../lib/i18n/catalogs';
import { roleLabel } from '../../lib/role-label';
import { useLingui } from './i18n';
import { OneTimeLinkBox } from './one-time-link';

/**
 * The columns of a member's row on a wide screen, shared with the list's header row. On a phone
 * each member is a card and every value carries its own label. The role column fits
 * "Presupuestador" and its Save button in Spanish.
 */
export const MEMBER_COLUMNS =
  'lg:grid lg:grid-cols-[minmax(0,1fr)_16rem_7rem_6.5rem_18.5rem] lg:items-center lg:gap-x-4';

/** One person on the team: their role, whether they may sign in, and a password reset link. */
export function MemberItem({
  member: m,
  self,
  onAnnounce,
}: {
  member: TeamMember;
  self: boolean;
  /** Says a change's outcome to screen readers (the list's one live region). */
  onAnnounce: (message: string) => void;
}) {
  const { i18n } = useLingui();
  const update = useUpdateMember(m.id, self);
  const reset = usePasswordResetLink(m.id);
  const roleId = useId();
  // The role chosen in the select and not yet saved.
  const [draftRole, setDraftRole] = useState<Role | null>(null);
  const [notice, setNotice] = useState('');
  const [confirming, setConfirming] = useState(false);
  const role = draftRole ?? m.role;
  const dirty = role !== m.role;

  const change = (patch: UserPatch, done: string) => {
    setNotice('');
    update.mutate(patch, {
      onSuccess: () => {
        setNotice(done);
        onAnnounce(done);
      },
      // A refused change (the last owner) leaves the select on the role that stands.
      onSettled: () => setDraftRole(null),
    });
  };

  const saveRole = (e: FormEvent) => {
    e.preventDefault();
    if (dirty) {
      change(
        { role },
        i18n._('{name} is now {role}.', { name: m.name, role: roleLabel(role).toLowerCase() }),
      );
    }
  };

  const resetLink = () => {
    setNotice('');
    update.reset();
    reset.mutate();
  };

  const error = update.error ?? reset.error;

  return (
    <li className={`space-y-3 p-4 lg:space-y-0 lg:gap-y-3 ${MEMBER_COLUMNS}`}>
      <div className="min-w-0">
        <p className="font-semibold break-words text-slate-900">
          {m.name}
          {self && (
            <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-semibold text-slate-700">
              {i18n._('You')}
            </span>
          )}
        </p>
        <p className="text-sm break-words text-slate-600">{m.email}</p>
      </div>

      <form noValidate onSubmit={saveRole} className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor={roleId} className="block text-sm font-medium text-slate-800 lg:sr-only">
            {i18n._('Role')}
            <span className="sr-only"> {i18n._('of {name}', { name: m.name })}</span>
          </label>
          <select
            id={roleId}
            value={role}
            disabled={update.isPending}
            onChange={(e) => {
              setDraftRole(ROLES.find((r) => r === e.target.value) ?? null);
              setNotice('');
              update.reset();
            }}
            className={controlStyles(false, 'mt-1 w-full lg:mt-0')}
          >
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {roleLabel(r)}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          disabled={!dirty || update.isPending}
          className={dirty ? buttonStyles.primary : buttonStyles.secondary}
        >
          {i18n._('Save')}
          <span className="sr-only"> {i18n._('role of {name}', { name: m.name })}</span>
        </button>
      </form>

      <div className="grid grid-cols-2 gap-3 text-sm lg:contents">
        <dl>
          <dt className="text-slate-600 lg:sr-only">{i18n._('Last active')}</dt>
          <dd className="font-medium text-slate-900">
            {m.lastActiveAt ? formatLocalDate(m.lastActiveAt, currentLanguage()) : i18n._('Never')}
          </dd>
        </dl>
        <dl>
          <dt className="text-slate-600 lg:sr-only">{i18n._('Status')}</dt>
          <dd className="flex items-center gap-1.5 font-medium">
            <span
              aria-hidden="true"
              className={`h-2 w-2 rounded-full ${m.active ? 'bg-green-600' : 'bg-slate-400'}`}
            />
            <span className={m.active ? 'text-green-800' : 'text-slate-700'}>
              {m.active ? i18n._('Active') : i18n._('Deactivated')}
            </span>
          </dd>
        </dl>
      </div>

      <div className="flex flex-wrap gap-2 lg:justify-end">
        {/* Deactivating oneself would lock one out; another owner can do it. */}
        {self ? null : m.active ? (
          <button
            type="button"
            className={buttonStyles.secondary}
            disabled={update.isPending}
            onClick={() => setConfirming(true)}
          >
            {i18n._('Deactivate')}
            <span className="sr-only"> {m.name}</span>
          </button>
        ) : (
          <button
            type="button"
            className={buttonStyles.secondary}
            disabled={update.isPending}
            onClick={() =>
              change({ active: true }, i18n._('{name} can sign in again.', { name: m.name }))
            }
          >
            {i18n._('Reactivate')}
            <span className="sr-only"> {m.name}</span>
          </button>
        )}
        {m.active && (
          <button
            type="button"
            className={buttonStyles.secondary}
            disabled={reset.isPending}
            onClick={resetLink}
          >
            {i18n._('Password reset link')}
            <span className="sr-only"> {i18n._('for {name}', { name: m.name })}</span>
          </button>
        )}
      </div>

      <div className="space-y-2 empty:hidden lg:col-span-full">
        {notice && <p className="text-sm font-medium text-green-800">✓ {notice}</p>}
        {error && (
          <Callout tone="error" role="alert">
            <span className="font-semibold">{i18n._('Not changed:')} </span>
            {error.message}
          </Callout>
        )}
        {reset.data && (
          <OneTimeLinkBox
            key={reset.data.url}
            title={i18n._('Password reset link for {name} created.', { name: m.name })}
            label={i18n._('Reset link for {name}', { name: m.name })}
            link={reset.data}
          />
        )}
      </div>

      {confirming && (
        <Dialog
          title={i18n._('Deactivate {name}?', { name: m.name })}
          onClose={() => setConfirming(false)}
        >
          <p className="text-slate-700">
            {i18n._(
              '{name} is signed out everywhere at once and cannot sign in until reactivated. Their projects and estimates stay.',
              { name: m.name },
            )}
          </p>
          <div className="mt-4 flex flex-wrap justify-end gap-2">
            <button
              type="button"
              className={buttonStyles.secondary}
              onClick={() => setConfirming(false)}
            >
              {i18n._('Cancel')}
            </button>
            <button
              type="button"
              className={buttonStyles.danger}
              onClick={() => {
                setConfirming(false);
                change({ active: false }, i18n._('{name} is deactivated.', { name: m.name }));
              }}
            >
              {i18n._('Deactivate')}
            </button>
          </div>
        </Dialog>
      )}
    </li>
  );
}

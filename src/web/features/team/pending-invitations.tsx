import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { PendingInvitation } from '../../../domain/account/account';
import { formatLocalDate } from '../../../domain/format/format';
import { buttonStyles } from '../../components/ui/button-styles';
import { Callout } from '../../components/ui/callout';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { ErrorState, LoadingState } from '../../components/ui/status-message';
import type { OneTimeLink } from './api';
import { invitationsQuery, useNewInvitationLink, useRevokeInvitation } from './api';
import { currentLanguage } from '../../lib/i18n/catalogs';
import { roleLabel } from '../../lib/role-label';
import { useLingui } from './i18n';
import { OneTimeLinkBox } from './one-time-link';

/** A link shown in an invitation's row, and whether it replaced an earlier one. */
export interface ShownLink {
  link: OneTimeLink;
  renewed: boolean;
}

/**
 * Invitations nobody has used yet: who, as what, until when. A link is shown only in the visit
 * that made it (only its hash is kept); `links` holds those, by invitation, so each stays on
 * screen until the owner leaves the page.
 */
export function PendingInvitations({
  links,
  onLink,
  onRevoked,
}: {
  links: Readonly<Record<string, ShownLink>>;
  onLink: (id: string, shown: ShownLink) => void;
  onRevoked: (id: string) => void;
}) {
  const { i18n } = useLingui();
  const invitations = useQuery(invitationsQuery());
  const [announcement, setAnnouncement] = useState('');
  // When the page opened: an invitation whose link ran out since then is renewed all the same.
  const [openedAt] = useState(() => Date.now());
  // A revoked invitation's row (and the button that was focused) goes: the focus stays here.
  const box = useRef<HTMLDivElement>(null);

  if (invitations.isPending) return <LoadingState label={i18n._('Loading the invitations…')} />;
  if (invitations.isError) {
    return (
      <ErrorState
        title={i18n._('Could not load the invitations')}
        message={invitations.error.message}
        onRetry={() => void invitations.refetch()}
      />
    );
  }
  return (
    <div ref={box} tabIndex={-1} className="outline-none">
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {invitations.data.length === 0 ? (
        <p className="text-sm text-slate-600">
          {i18n._('None. People you invite are listed here until they set their password.')}
        </p>
      ) : (
        <ul
          aria-label={i18n._('Pending invitations')}
          className="divide-y divide-slate-200 rounded-lg border border-slate-200"
        >
          {invitations.data.map((i) => (
            <InvitationItem
              key={i.id}
              invitation={i}
              expired={Date.parse(i.expiresAt) <= openedAt}
              shown={links[i.id]}
              onLink={(shown) => onLink(i.id, shown)}
              onRevoked={() => {
                onRevoked(i.id);
                setAnnouncement(i18n._('The invitation for {name} is revoked.', { name: i.name }));
                box.current?.focus();
              }}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function InvitationItem({
  invitation: i,
  expired,
  shown,
  onLink,
  onRevoked,
}: {
  invitation: PendingInvitation;
  expired: boolean;
  shown: ShownLink | undefined;
  onLink: (shown: ShownLink) => void;
  onRevoked: () => void;
}) {
  const { i18n } = useLingui();
  const language = currentLanguage();
  const renew = useNewInvitationLink(i.id);
  const revoke = useRevokeInvitation(i.id);
  const [confirming, setConfirming] = useState(false);

  const newLink = () => {
    revoke.reset();
    renew.mutate(undefined, { onSuccess: (made) => onLink({ link: made, renewed: true }) });
  };

  return (
    <li className="space-y-3 p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <p className="font-semibold break-words text-slate-900">
            {i.name}
            <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-semibold text-slate-700">
              {roleLabel(i.role)}
            </span>
          </p>
          <p className="text-sm break-words text-slate-600">{i.email}</p>
          <p className={`text-sm ${expired ? 'font-medium text-red-700' : 'text-slate-600'}`}>
            {expired
              ? i18n._('Link expired on {date}', { date: formatLocalDate(i.expiresAt, language) })
              : i18n._('Link expires on {date}', { date: formatLocalDate(i.expiresAt, language) })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2 sm:shrink-0">
          <button
            type="button"
            className={expired ? buttonStyles.primary : buttonStyles.secondary}
            disabled={renew.isPending || revoke.isPending}
            onClick={newLink}
          >
            {renew.isPending ? i18n._('Creating link…') : i18n._('New link')}
            <span className="sr-only"> {i18n._('for {name}', { name: i.name })}</span>
          </button>
          <button
            type="button"
            className={buttonStyles.secondary}
            disabled={renew.isPending || revoke.isPending}
            onClick={() => {
              renew.reset();
              revoke.reset();
              setConfirming(true);
            }}
          >
            {i18n._('Revoke')}
            <span className="sr-only">
              {' '}
              {i18n._('the invitation for {name}', { name: i.name })}
            </span>
          </button>
        </div>
      </div>
      {renew.error && (
        <Callout tone="error" role="alert">
          <span className="font-semibold">{i18n._('No new link:')} </span>
          {renew.error.message}
        </Callout>
      )}
      {shown && !renew.isPending && (
        <OneTimeLinkBox
          key={shown.link.url}
          title={
            shown.renewed
              ? i18n._('New link for {name} created. The link given out before no longer works.', {
                  name: i.name,
                })
              : i18n._('Invitation for {name} ({role}) created.', {
                  name: i.name,
                  role: roleLabel(i.role),
                })
          }
          label={i18n._('Invitation link for {name}', { name: i.name })}
          link={shown.link}
        />
      )}
      {confirming && (
        <ConfirmDialog
          title={i18n._('Revoke the invitation for {name}?', { name: i.name })}
          action={i18n._('Revoke invitation')}
          busyAction={i18n._('Revoking…')}
          busy={revoke.isPending}
          error={revoke.error}
          onClose={() => setConfirming(false)}
          onConfirm={() =>
            revoke.mutate(undefined, {
              onSuccess: () => {
                setConfirming(false);
                onRevoked();
              },
            })
          }
        >
          {i18n._('Their link stops working at once. You can invite {name} again later.', {
            name: i.name,
          })}
        </ConfirmDialog>
      )}
    </li>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { PendingInvitation } from '../../../domain/account/account';
import { ROLE_LABELS } from '../../../domain/account/account';
import { formatLocalDate } from '../../../domain/format/format';
import { buttonStyles } from '../../components/ui/button-styles';
import { Callout } from '../../components/ui/callout';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { ErrorState, LoadingState } from '../../components/ui/status-message';
import type { OneTimeLink } from './api';
import { invitationsQuery, useNewInvitationLink, useRevokeInvitation } from './api';
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
  const invitations = useQuery(invitationsQuery());
  const [announcement, setAnnouncement] = useState('');
  // When the page opened: an invitation whose link ran out since then is renewed all the same.
  const [openedAt] = useState(() => Date.now());
  // A revoked invitation's row (and the button that was focused) goes: the focus stays here.
  const box = useRef<HTMLDivElement>(null);

  if (invitations.isPending) return <LoadingState label="Loading the invitations…" />;
  if (invitations.isError) {
    return (
      <ErrorState
        title="Could not load the invitations"
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
          None. People you invite are listed here until they set their password.
        </p>
      ) : (
        <ul
          aria-label="Pending invitations"
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
                setAnnouncement(`The invitation for ${i.name} is revoked.`);
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
              {ROLE_LABELS[i.role]}
            </span>
          </p>
          <p className="text-sm break-words text-slate-600">{i.email}</p>
          <p className={`text-sm ${expired ? 'font-medium text-red-700' : 'text-slate-600'}`}>
            {expired
              ? `Link expired on ${formatLocalDate(i.expiresAt)}`
              : `Link expires on ${formatLocalDate(i.expiresAt)}`}
          </p>
        </div>
        <div className="flex flex-wrap gap-2 sm:shrink-0">
          <button
            type="button"
            className={expired ? buttonStyles.primary : buttonStyles.secondary}
            disabled={renew.isPending || revoke.isPending}
            onClick={newLink}
          >
            {renew.isPending ? 'Creating link…' : 'New link'}
            <span className="sr-only"> for {i.name}</span>
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
            Revoke<span className="sr-only"> the invitation for {i.name}</span>
          </button>
        </div>
      </div>
      {renew.error && (
        <Callout tone="error" role="alert">
          <span className="font-semibold">No new link: </span>
          {renew.error.message}
        </Callout>
      )}
      {shown && !renew.isPending && (
        <OneTimeLinkBox
          key={shown.link.url}
          title={
            shown.renewed
              ? `New link for ${i.name} created. The link given out before no longer works.`
              : `Invitation for ${i.name} (${ROLE_LABELS[i.role]}) created.`
          }
          label={`Invitation link for ${i.name}`}
          link={shown.link}
        />
      )}
      {confirming && (
        <ConfirmDialog
          title={`Revoke the invitation for ${i.name}?`}
          action="Revoke invitation"
          busyAction="Revoking…"
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
          Their link stops working at once. You can invite {i.name} again later.
        </ConfirmDialog>
      )}
    </li>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state';
import { NoAccess } from '../../components/ui/no-access';
import { PageHeader } from '../../components/ui/page-header';
import { ErrorState, LoadingState } from '../../components/ui/status-message';
import { usePermissions } from '../../lib/permissions';
import { useSessionUser } from '../account/api';
import { invitationsQuery, teamQuery } from './api';
import { useLingui } from './i18n';
import { InviteForm } from './invite-form';
import { MEMBER_COLUMNS, MemberItem } from './member-item';
import type { ShownLink } from './pending-invitations';
import { PendingInvitations } from './pending-invitations';

/** /settings/team: the owner's list of who may sign in, with invitations and roles. */
export function TeamPage() {
  const { i18n } = useLingui();
  const can = usePermissions();
  const TITLE = i18n._('Team');
  return (
    <>
      <nav aria-label={i18n._('Breadcrumb')} className="mb-3 text-sm">
        <Link to="/settings" className="font-medium text-brand-700 hover:text-brand-800">
          {i18n._('Settings')}
        </Link>
        <span aria-hidden="true" className="mx-2 text-slate-400">
          /
        </span>
        <span className="text-slate-600">{TITLE}</span>
      </nav>
      {can.manageCompany ? (
        <>
          <PageHeader
            title={TITLE}
            description={i18n._('Who can sign in to Ridgeline, and what each person may do.')}
          />
          <Team />
        </>
      ) : (
        <>
          <PageHeader title={TITLE} />
          <NoAccess>{i18n._('Only the owner manages the team.')}</NoAccess>
        </>
      )}
    </>
  );
}

const card = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6';

function Team() {
  const { i18n } = useLingui();
  // The links made on this visit, by invitation: each stays until the page is left.
  const [links, setLinks] = useState<Record<string, ShownLink>>({});
  const showLink = (id: string, shown: ShownLink) => setLinks((l) => ({ ...l, [id]: shown }));
  return (
    <div className="space-y-6">
      <section aria-labelledby="invite-heading" className={card}>
        <h2 id="invite-heading" className="text-lg font-semibold text-slate-900">
          {i18n._('Invite someone')}
        </h2>
        <p className="mt-1 mb-4 text-sm text-slate-600">
          {i18n._(
            'You get a link to send them; they choose their own password. The link works once, for 7 days.',
          )}
        </p>
        <InviteForm
          onInvited={(made) => showLink(made.invitation.id, { link: made, renewed: false })}
        />
      </section>
      <section aria-labelledby="invitations-heading" className={card}>
        <h2 id="invitations-heading" className="text-lg font-semibold text-slate-900">
          {i18n._('Pending invitations')}
        </h2>
        <p className="mt-1 mb-4 text-sm text-slate-600">
          {i18n._(
            'A link is shown only when it is made. If one was lost or has expired, New link makes another and the earlier one stops working.',
          )}
        </p>
        <PendingInvitations
          links={links}
          onLink={showLink}
          onRevoked={(id) => setLinks(({ [id]: _gone, ...rest }) => rest)}
        />
      </section>
      <section aria-labelledby="members-heading" className={card}>
        <h2 id="members-heading" className="mb-4 text-lg font-semibold text-slate-900">
          {i18n._('People')}
        </h2>
        <Members />
      </section>
    </div>
  );
}

function Members() {
  const { i18n } = useLingui();
  const members = useQuery(teamQuery());
  const pending = useQuery(invitationsQuery()).data?.length ?? 0;
  const me = useSessionUser();
  const [announcement, setAnnouncement] = useState('');

  if (members.isPending) return <LoadingState label={i18n._('Loading the team…')} />;
  if (members.isError) {
    return (
      <ErrorState
        title={i18n._('Could not load the team')}
        message={members.error.message}
        onRetry={() => void members.refetch()}
      />
    );
  }
  if (members.data.length === 0) {
    return <EmptyState title={i18n._('No one yet')}>{i18n._('Invite someone above.')}</EmptyState>;
  }
  return (
    <>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <div className="rounded-lg border border-slate-200">
        {/* The columns' names for sighted users; each value is labelled for everyone else. */}
        <div
          aria-hidden="true"
          className={`hidden border-b border-slate-200 bg-slate-50 px-4 py-2 text-xs font-semibold tracking-wide text-slate-700 uppercase ${MEMBER_COLUMNS}`}
        >
          <span>{i18n._('Person')}</span>
          <span>{i18n._('Role')}</span>
          <span>{i18n._('Last active')}</span>
          <span>{i18n._('Status')}</span>
          <span />
        </div>
        <ul aria-label={i18n._('People')} className="divide-y divide-slate-200">
          {members.data.map((m) => (
            <MemberItem key={m.id} member={m} self={m.id === me.id} onAnnounce={setAnnouncement} />
          ))}
        </ul>
      </div>
      {members.data.length === 1 && (
        <p className="mt-4 text-sm text-slate-600">
          {pending > 0
            ? i18n._('The people you invited appear here once they have set their password.')
            : i18n._('Only you so far. Invite your estimators and crew above.')}
        </p>
      )}
    </>
  );
}

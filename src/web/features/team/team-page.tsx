import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state';
import { NoAccess } from '../../components/ui/no-access';
import { PageHeader } from '../../components/ui/page-header';
import { ErrorState, LoadingState } from '../../components/ui/status-message';
import { usePermissions } from '../../lib/permissions';
import { useSessionUser } from '../account/api';
import { teamQuery } from './api';
import { InviteForm } from './invite-form';
import { MEMBER_COLUMNS, MemberItem } from './member-item';

const TITLE = 'Team';

/** /settings/team: the owner's list of who may sign in, with invitations and roles. */
export function TeamPage() {
  const can = usePermissions();
  return (
    <>
      <nav aria-label="Breadcrumb" className="mb-3 text-sm">
        <Link to="/settings" className="font-medium text-brand-700 hover:text-brand-800">
          Settings
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
            description="Who can sign in to Ridgeline, and what each person may do."
          />
          <Team />
        </>
      ) : (
        <>
          <PageHeader title={TITLE} />
          <NoAccess>Only the owner manages the team.</NoAccess>
        </>
      )}
    </>
  );
}

const card = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6';

function Team() {
  return (
    <div className="space-y-6">
      <section aria-labelledby="invite-heading" className={card}>
        <h2 id="invite-heading" className="text-lg font-semibold text-slate-900">
          Invite someone
        </h2>
        <p className="mt-1 mb-4 text-sm text-slate-600">
          You get a link to send them; they choose their own password. The link works once, for 7
          days.
        </p>
        <InviteForm />
      </section>
      <section aria-labelledby="members-heading" className={card}>
        <h2 id="members-heading" className="mb-4 text-lg font-semibold text-slate-900">
          People
        </h2>
        <Members />
      </section>
    </div>
  );
}

function Members() {
  const members = useQuery(teamQuery());
  const me = useSessionUser();
  const [announcement, setAnnouncement] = useState('');

  if (members.isPending) return <LoadingState label="Loading the team…" />;
  if (members.isError) {
    return (
      <ErrorState
        title="Could not load the team"
        message={members.error.message}
        onRetry={() => void members.refetch()}
      />
    );
  }
  if (members.data.length === 0) {
    return <EmptyState title="No one yet">Invite someone above.</EmptyState>;
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
          <span>Person</span>
          <span>Role</span>
          <span>Last active</span>
          <span>Status</span>
          <span />
        </div>
        <ul aria-label="People" className="divide-y divide-slate-200">
          {members.data.map((m) => (
            <MemberItem key={m.id} member={m} self={m.id === me.id} onAnnounce={setAnnouncement} />
          ))}
        </ul>
      </div>
      {members.data.length === 1 && (
        <p className="mt-4 text-sm text-slate-600">
          Only you so far. Invite your estimators and crew above.
        </p>
      )}
    </>
  );
}

import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useId, useRef, useState } from 'react';
import type { ProposalSummary } from '../../../domain/proposal/proposal';
import type { Project } from '../../../domain/project/project';
import { buttonStyles } from '../../components/ui/button-styles';
import { Callout } from '../../components/ui/callout';
import { projectEstimatesQuery } from '../estimator/api';
import { projectProposalsQuery, proposalSchemas } from './api';
import { CreateProposalDialog } from './create-proposal-dialog';
import { ProposalItem } from './proposal-item';
import { proposalTitle } from './proposal-text';
import { useAcceptedWatch } from './use-accepted-watch';
import { WithdrawProposalDialog } from './withdraw-proposal-dialog';
import { SectionError, SectionLoading } from '../../components/ui/status-message';
import { useLingui } from './i18n';

/**
 * A project's proposals (office roles only: they carry money), newest first, and "Create
 * proposal" from one of its saved estimates.
 */
export function ProposalsSection({ project }: { project: Project }) {
  const { i18n } = useLingui();
  const proposals = useQuery(projectProposalsQuery(project.id));
  const estimates = useQuery(projectEstimatesQuery(project.id));
  useAcceptedWatch(project.id, proposals.data);
  const [creating, setCreating] = useState(false);
  // The dialog checks the days as they are typed: it opens once its schema is in, asked for when
  // Create proposal is pressed, so a project's page draws without zod.
  const schemas = useQuery({ ...proposalSchemas.query(), enabled: creating });
  const [withdrawing, setWithdrawing] = useState<ProposalSummary | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const createButton = useRef<HTMLButtonElement>(null);
  const withdrawButton = useRef<HTMLElement | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const hintId = useId();
  const noEstimate = estimates.isSuccess && estimates.data.length === 0;
  const createHint = noEstimate
    ? i18n._('Save an estimate for this project first.')
    : estimates.isError
      ? i18n._('Could not load the saved estimates: {message}', {
          message: estimates.error.message,
        })
      : null;

  // A closed dialog leaves the page; the focus goes back where the user was.
  const closeCreate = () => {
    setCreating(false);
    requestAnimationFrame(() => createButton.current?.focus());
  };

  let list: ReactNode;
  if (proposals.isPending) {
    list = <SectionLoading label={i18n._('Loading proposals…')} />;
  } else if (proposals.isError) {
    list = (
      <SectionError
        what={i18n._('the proposals')}
        message={proposals.error.message}
        onRetry={() => void proposals.refetch()}
      />
    );
  } else if (proposals.data.length === 0) {
    list = (
      <p className="text-slate-600">
        {i18n._(
          'No proposals yet. Create one from a saved estimate to send the customer a link to accept and sign.',
        )}
      </p>
    );
  } else {
    list = (
      <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
        {proposals.data.map((p) => (
          <ProposalItem
            key={p.id}
            proposal={p}
            onWithdraw={(chosen, button) => {
              setNotice(null);
              withdrawButton.current = button;
              setWithdrawing(chosen);
            }}
          />
        ))}
      </ul>
    );
  }

  return (
    <section
      aria-labelledby="proposals-heading"
      className="mt-6 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="mb-3 flex flex-wrap items-start justify-between gap-3">
        <h2 id="proposals-heading" ref={heading} tabIndex={-1} className="text-lg font-semibold">
          {i18n._('Proposals')}
        </h2>
        <div className="flex flex-col items-end gap-1">
          <button
            ref={createButton}
            type="button"
            className={buttonStyles.primary}
            disabled={!estimates.isSuccess || noEstimate || !proposals.isSuccess}
            aria-describedby={createHint ? hintId : undefined}
            onClick={() => {
              setNotice(null);
              setCreating(true);
            }}
          >
            {i18n._('Create proposal')}
          </button>
          {createHint && (
            <p id={hintId} className="max-w-xs text-right text-sm text-slate-600">
              {createHint}
            </p>
          )}
        </div>
      </div>
      {notice && (
        <Callout tone="success" role="status" className="mb-3">
          {notice}
        </Callout>
      )}
      {list}
      {creating && estimates.data && proposals.data && schemas.data && (
        <CreateProposalDialog
          project={project}
          estimates={estimates.data}
          proposals={proposals.data}
          onClose={closeCreate}
        />
      )}
      {withdrawing && (
        <WithdrawProposalDialog
          proposal={withdrawing}
          onClose={() => {
            setWithdrawing(null);
            requestAnimationFrame(() => withdrawButton.current?.focus());
          }}
          onWithdrawn={(p) => {
            setWithdrawing(null);
            setNotice(
              i18n._('{title} was withdrawn: its link no longer works.', {
                title: proposalTitle(p),
              }),
            );
            requestAnimationFrame(() => heading.current?.focus());
          }}
        />
      )}
    </section>
  );
}

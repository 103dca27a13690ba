import { useEffect, useState } from 'react';
import type { PublicProposal } from '../domain/proposal/proposal';
import { ApiError } from '../web/lib/api-client';
import { loadProposal } from './api';
import { loadFailureOf } from './load-error';
import type { LoadState } from './load-shell';
import { LoadShell } from './load-shell';
import { ProposalView } from './proposal-view';
import { useDocumentTitle } from '../web/lib/use-document-title';
import { i18n, readIn } from './i18n';

type State = LoadState | { kind: 'ready'; proposal: PublicProposal };

/** A proposal's link: loads the proposal and shows it, or why it cannot. */
export function ProposalApp({ token }: { token: string }) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  // Bumped to load again: Retry, and after the server refused an answer because the proposal
  // changed meanwhile (already decided, expired, withdrawn).
  const [attempt, setAttempt] = useState(0);
  // Why the page was loaded again, shown above the proposal as it now stands.
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    loadProposal(token).then(
      async (proposal) => {
        // The customer's language first: the proposal is never shown in the wrong one.
        await readIn(proposal.language);
        if (live) setState({ kind: 'ready', proposal });
      },
      (error: unknown) => {
        if (!live) return;
        const apiError = error instanceof ApiError ? error : new ApiError(0, {});
        setState({ kind: 'failed', failure: loadFailureOf(apiError) });
      },
    );
    return () => {
      live = false;
    };
  }, [token, attempt]);

  const snapshot = state.kind === 'ready' ? state.proposal.snapshot : null;
  useDocumentTitle(
    snapshot &&
      [
        snapshot.company.name
          ? i18n._('Proposal from {company}', { company: snapshot.company.name })
          : i18n._('Your roofing proposal'),
        snapshot.customer.name && i18n._('for {customer}', { customer: snapshot.customer.name }),
      ]
        .filter(Boolean)
        .join(' '),
  );

  const reload = (message: string | null) => {
    setNotice(message);
    setState({ kind: 'loading' });
    setAttempt((n) => n + 1);
  };

  if (state.kind === 'ready') {
    return (
      <ProposalView
        token={token}
        proposal={state.proposal}
        notice={notice}
        onDecided={(proposal) => {
          setNotice(null);
          setState({ kind: 'ready', proposal });
        }}
        onStale={reload}
      />
    );
  }
  return <LoadShell what="proposal" state={state} onRetry={() => reload(notice)} />;
}

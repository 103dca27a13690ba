import { useEffect, useState } from 'react';
import type { PublicProposal } from '../domain/proposal/proposal';
import { Callout } from '../web/components/ui/callout';
import { ErrorState, LoadingState } from '../web/components/ui/status-message';
import { ApiError } from '../web/lib/api-client';
import { loadProposal, tokenFromPath } from './api';
import type { LoadFailure } from './load-error';
import { loadFailureOf } from './load-error';
import { ProposalView } from './proposal-view';

type State =
  | { kind: 'loading' }
  | { kind: 'failed'; failure: LoadFailure }
  | { kind: 'ready'; proposal: PublicProposal };

const NO_TOKEN: LoadFailure = {
  title: 'This link is not valid.',
  message: 'Check that you opened the whole link you were sent.',
  canRetry: false,
};

/** The customer's page: loads the proposal named by the link and shows it, or why it cannot. */
export function CustomerApp() {
  const [token] = useState(() => tokenFromPath(window.location.pathname));
  const [state, setState] = useState<State>(() =>
    token ? { kind: 'loading' } : { kind: 'failed', failure: NO_TOKEN },
  );
  // Bumped to load again: Retry, and after the server refused an answer because the proposal
  // changed meanwhile (already decided, expired, withdrawn).
  const [attempt, setAttempt] = useState(0);
  // Why the page was loaded again, shown above the proposal as it now stands.
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    if (!token) return;
    let live = true;
    loadProposal(token).then(
      (proposal) => {
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

  useEffect(() => {
    if (state.kind !== 'ready') return;
    const { company, customer } = state.proposal.snapshot;
    document.title = [
      company.name ? `Proposal from ${company.name}` : 'Your roofing proposal',
      customer.name && `for ${customer.name}`,
    ]
      .filter(Boolean)
      .join(' ');
  }, [state]);

  const reload = (message: string | null) => {
    setNotice(message);
    setState({ kind: 'loading' });
    setAttempt((n) => n + 1);
  };

  // Only a link with a token loads anything, so `token` is set here.
  if (state.kind === 'ready') {
    return (
      <ProposalView
        token={token ?? ''}
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
  return (
    <div className="flex min-h-screen flex-col">
      <main className="mx-auto w-full max-w-2xl flex-1 px-4 py-10">
        {state.kind === 'loading' ? (
          <>
            <h1 className="sr-only">Your proposal</h1>
            <LoadingState label="Loading your proposal…" />
          </>
        ) : state.failure.canRetry ? (
          <>
            <h1 className="mb-4 text-2xl font-bold tracking-tight">Your proposal</h1>
            <ErrorState
              title={state.failure.title}
              message={state.failure.message}
              onRetry={() => reload(notice)}
            />
          </>
        ) : (
          <>
            <h1 className="text-2xl font-bold tracking-tight">{state.failure.title}</h1>
            <Callout tone="neutral" className="mt-4 text-base">
              {state.failure.message}
            </Callout>
          </>
        )}
      </main>
    </div>
  );
}

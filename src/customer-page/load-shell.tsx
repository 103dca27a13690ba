import type { ReactNode } from 'react';
import { Callout } from '../web/components/ui/callout';
import { ErrorState, LoadingState } from '../web/components/ui/status-message';
import { useDocumentTitle } from '../web/lib/use-document-title';
import { useLingui } from './i18n';
import type { LoadFailure } from './load-error';
import { failureText } from './load-error';

export type LoadState = { kind: 'loading' } | { kind: 'failed'; failure: LoadFailure };

/** The page before the proposal or invoice is shown: loading it, or why it cannot be. */
export function LoadShell({
  what,
  state,
  onRetry,
}: {
  /** What the link is for: the page's heading while there is nothing else. */
  what: 'proposal' | 'invoice' | 'document';
  state: LoadState;
  onRetry?: () => void;
}) {
  // Written in the language the page reads now, which may arrive while this is shown.
  const { i18n } = useLingui();
  const heading = {
    proposal: i18n._('Your proposal'),
    invoice: i18n._('Your invoice'),
    document: i18n._('Your document'),
  }[what];
  // As index.html says before the page's code runs.
  useDocumentTitle(i18n._('From your roofer'));
  if (state.kind === 'loading') {
    return (
      <Shell>
        <h1 className="sr-only">{heading}</h1>
        <LoadingState
          label={
            what === 'invoice' ? i18n._('Loading your invoice…') : i18n._('Loading your proposal…')
          }
        />
      </Shell>
    );
  }
  const failure = failureText(state.failure);
  return (
    <Shell>
      {failure.canRetry && onRetry ? (
        <>
          <h1 className="mb-4 text-2xl font-bold tracking-tight">{heading}</h1>
          <ErrorState title={failure.title} message={failure.message} onRetry={onRetry} />
        </>
      ) : (
        <>
          <h1 className="text-2xl font-bold tracking-tight">{failure.title}</h1>
          <Callout tone="neutral" className="mt-4 text-base">
            {failure.message}
          </Callout>
        </>
      )}
    </Shell>
  );
}

function Shell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <main className="mx-auto w-full max-w-2xl flex-1 px-4 py-10">{children}</main>
    </div>
  );
}

import { Callout } from '../web/components/ui/callout';
import { ErrorState, LoadingState } from '../web/components/ui/status-message';
import type { LoadFailure } from './load-error';

export type LoadState = { kind: 'loading' } | { kind: 'failed'; failure: LoadFailure };

/** The page before the proposal or invoice is shown: loading it, or why it cannot be. */
export function LoadShell({
  heading,
  state,
  onRetry,
}: {
  /** "Your proposal", "Your invoice": the page's heading while there is nothing else. */
  heading: string;
  state: LoadState;
  onRetry?: () => void;
}) {
  return (
    <div className="flex min-h-screen flex-col">
      <main className="mx-auto w-full max-w-2xl flex-1 px-4 py-10">
        {state.kind === 'loading' ? (
          <>
            <h1 className="sr-only">{heading}</h1>
            <LoadingState label={`Loading ${heading.toLowerCase()}…`} />
          </>
        ) : state.failure.canRetry && onRetry ? (
          <>
            <h1 className="mb-4 text-2xl font-bold tracking-tight">{heading}</h1>
            <ErrorState
              title={state.failure.title}
              message={state.failure.message}
              onRetry={onRetry}
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

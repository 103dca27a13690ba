import { useCallback, useEffect, useState } from 'react';
import type { InvoiceDocument } from '../domain/invoicing/document';
import { ApiError } from '../web/lib/api-client';
import { loadInvoice } from './api';
import { InvoiceView } from './invoice-view';
import { useDocumentTitle } from '../web/lib/use-document-title';
import { loadFailureOf } from './load-error';
import type { LoadState } from './load-shell';
import { LoadShell } from './load-shell';
import { i18n, readIn } from './i18n';

type State = LoadState | { kind: 'ready'; invoice: InvoiceDocument };

/** An invoice's link: loads the invoice and shows it with Pay, or why it cannot. */
export function InvoiceApp({ token }: { token: string }) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  // Bumped to load again: Retry, and once a payment was learnt of (the invoice shown stays
  // until the new one arrives, so the page does not blink back to "Loading").
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    loadInvoice(token).then(
      async (invoice) => {
        // The customer's language first: the invoice is never shown in the wrong one.
        await readIn(invoice.language);
        if (live) setState({ kind: 'ready', invoice });
      },
      (error: unknown) => {
        if (!live) return;
        const apiError = error instanceof ApiError ? error : new ApiError(0, {});
        setState((now) =>
          // A failed refresh keeps the invoice already shown.
          now.kind === 'ready'
            ? now
            : { kind: 'failed', failure: loadFailureOf(apiError, 'invoice') },
        );
      },
    );
    return () => {
      live = false;
    };
  }, [token, attempt]);

  const ready = state.kind === 'ready' ? state.invoice : null;
  useDocumentTitle(
    ready &&
      (ready.company.name
        ? i18n._('Invoice {number} from {company}', {
            number: ready.invoice.number,
            company: ready.company.name,
          })
        : i18n._('Invoice {number}', { number: ready.invoice.number })),
  );

  // Stable, so the Pay section does not ask the server again on every render.
  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  if (state.kind === 'ready') {
    return <InvoiceView token={token} doc={state.invoice} onPaid={reload} />;
  }
  return (
    <LoadShell
      what="invoice"
      state={state}
      onRetry={() => {
        setState({ kind: 'loading' });
        reload();
      }}
    />
  );
}

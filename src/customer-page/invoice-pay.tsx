import { useEffect, useState } from 'react';
import { apiPath } from '../domain/api/api-paths';
import { formatUsdCents } from '../domain/format/format';
import { buttonStyles } from '../web/components/ui/button-styles';
import { Callout } from '../web/components/ui/callout';
import { apiFetch } from '../web/lib/api-client';

// Pay on the customer's invoice page: present only when the company takes payments online.
// Opening the page (and coming back from Stripe's Checkout) asks the server, which asks Stripe
// about a payment just made, so the page shows it at once even before Stripe's webhook.

interface OnlinePaymentState {
  available: boolean;
  payableCents: number;
  processingCents: number;
}

/** `onPaid` reloads the invoice (its payments and balance) once a payment is learnt of. */
export function InvoicePay({ token, onPaid }: { token: string; onPaid?: () => void }) {
  const [state, setState] = useState<OnlinePaymentState | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    const back = new URLSearchParams(window.location.search).has('checkout');
    apiFetch<OnlinePaymentState>(apiPath('publicInvoiceOnlinePayment', { token }))
      .then((s) => {
        if (!live) return;
        setState(s);
        if (back) {
          // The address goes back to the plain link, so a reload does not say "back" again.
          window.history.replaceState(null, '', window.location.pathname);
          onPaid?.();
        }
      })
      // Without the state Pay stays absent; the invoice itself is still shown.
      .catch(() => live && setState(null));
    return () => {
      live = false;
    };
  }, [token, onPaid]);

  // Nothing to pay and nothing processing: the invoice above already says it is paid.
  if (!state?.available || (state.payableCents === 0 && state.processingCents === 0)) return null;
  const pay = async () => {
    setBusy(true);
    setError(null);
    try {
      const { url } = await apiFetch<{ url: string }>(apiPath('publicInvoiceCheckout', { token }), {
        method: 'POST',
      });
      window.location.assign(url);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Could not open the payment page.');
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="pay-heading" className="mt-6 space-y-3">
      <h2 id="pay-heading" className="text-lg font-semibold">
        Pay online
      </h2>
      {state.processingCents > 0 && (
        <Callout tone="info" role="status">
          A bank payment of {formatUsdCents(state.processingCents)} is processing. It takes a few
          business days to clear.
        </Callout>
      )}
      {state.payableCents > 0 ? (
        <>
          <button
            type="button"
            className={`${buttonStyles.primary} w-full sm:w-auto`}
            disabled={busy}
            onClick={() => void pay()}
          >
            {busy ? 'Opening the payment page…' : `Pay ${formatUsdCents(state.payableCents)}`}
          </button>
          <p className="text-sm text-slate-600">By card or from a US bank account, with Stripe.</p>
        </>
      ) : null}
      {error && (
        <Callout tone="error" role="alert">
          {error}
        </Callout>
      )}
    </section>
  );
}

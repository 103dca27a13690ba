import { useEffect, useState } from 'react';
import { apiPath } from '../domain/api/api-paths';
import { formatUsdCents } from '../domain/format/format';
import { buttonStyles } from '../web/components/ui/button-styles';
import { Callout } from '../web/components/ui/callout';
import { ApiError, apiFetch } from '../web/lib/api-client';
import { inPageLanguage } from './api';
import { i18n } from './i18n';
import { englishOnly } from './load-error';

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
        ...inPageLanguage(),
        method: 'POST',
      });
      window.location.assign(url);
    } catch (e) {
      setError(payError(e));
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="pay-heading" className="mt-6 space-y-3">
      <h2 id="pay-heading" className="text-lg font-semibold">
        {i18n._('Pay online')}
      </h2>
      {state.processingCents > 0 && (
        <Callout tone="info" role="status">
          {i18n._(
            'A bank payment of {amount} is processing. It takes a few business days to clear.',
            { amount: formatUsdCents(state.processingCents) },
          )}
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
            {busy
              ? i18n._('Opening the payment page…')
              : i18n._('Pay {amount}', { amount: formatUsdCents(state.payableCents) })}
          </button>
          <p className="text-sm text-slate-600">
            {i18n._('By card or from a US bank account, with Stripe.')}
          </p>
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

/**
 * Why Checkout could not be opened, in the page's language. No answer at all is said in the
 * reader's language where it happens (the API client's); the server's `detail` is English, so
 * the others read its title, which the server wrote in the page's language.
 */
function payError(e: unknown): string {
  if (!(e instanceof Error)) return i18n._('Could not open the payment page.');
  if (!(e instanceof ApiError) || e.status === 0) return e.message;
  return englishOnly(e.message) ?? e.problem.title ?? i18n._('Could not open the payment page.');
}

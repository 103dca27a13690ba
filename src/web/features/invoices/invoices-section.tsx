import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatIsoDate, formatUsdCents } from '../../../domain/format/format';
import {
  INVOICE_STATE_LABEL,
  PAYER_KIND_LABEL,
  PAYMENT_METHOD_LABEL,
} from '../../../domain/invoicing/defaults';
import type { Invoice, Payment } from '../../../domain/invoicing/types';
import type { Project } from '../../../domain/project/project';
import { localIsoDate } from '../../../domain/format/dates';
import { buttonStyles } from '../../components/ui/button-styles';
import { Callout } from '../../components/ui/callout';
import { CopyLinkField } from '../../components/ui/copy-link-field';
import { SectionError, SectionLoading } from '../../components/ui/status-message';
import { usePermissions } from '../../lib/permissions';
import {
  invoicePdfUrl,
  projectInvoicesQuery,
  useRefundPayment,
  useSendInvoice,
  useVoidInvoice,
} from './api';
import { CreateInvoicesDialog } from './create-invoices-dialog';
import { PaymentDialog } from './payment-dialog';
import { ReasonDialog } from './reason-dialog';

/** What a reason is being asked for: voiding an invoice, or refunding a payment. */
type Asking = { kind: 'void'; invoice: Invoice } | { kind: 'refund'; payment: Payment } | null;

/** A job's invoices and the money received (office roles only), with what is still owed. */
export function InvoicesSection({ project }: { project: Project }) {
  const invoices = useQuery(projectInvoicesQuery(project.id));
  const [creating, setCreating] = useState(false);
  const [paying, setPaying] = useState<Invoice | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [link, setLink] = useState<{ number: string; url: string } | null>(null);
  const [asking, setAsking] = useState<Asking>(null);
  const send = useSendInvoice(project.id);
  const voiding = useVoidInvoice(project.id);
  const refund = useRefundPayment(project.id);
  const can = usePermissions();
  // Voiding and refunding show their errors in their own dialog.
  const error = send.error;

  let body;
  if (invoices.isPending) body = <SectionLoading label="Loading invoices…" />;
  else if (invoices.isError)
    body = (
      <SectionError
        what="the invoices"
        message={invoices.error.message}
        onRetry={() => void invoices.refetch()}
      />
    );
  else if (invoices.data.invoices.length === 0)
    body = (
      <p className="text-slate-600">
        No invoices yet. Create the payment schedule from the contract total.
      </p>
    );
  else
    body = (
      <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
        {invoices.data.invoices.map((inv) => (
          <li key={inv.id} className="p-3" data-testid="invoice">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className="font-semibold">
                {inv.number} · {inv.label}
              </p>
              <p className="text-sm">
                <span className="rounded bg-slate-100 px-2 py-0.5 font-medium text-slate-800">
                  {INVOICE_STATE_LABEL[inv.state]}
                </span>
              </p>
            </div>
            <p className="text-sm text-slate-700">
              Total {formatUsdCents(inv.totalCents)} · Paid {formatUsdCents(inv.paidCents)} ·
              Balance {formatUsdCents(inv.balanceCents)}
              {inv.dueDate ? ` · Due ${formatIsoDate(inv.dueDate)}` : ''}
            </p>
            {inv.payments.length > 0 && (
              <ul className="mt-1 text-sm text-slate-700">
                {inv.payments.map((p) => (
                  <PaymentLine
                    key={p.id}
                    payment={p}
                    canRefund={can.manageCompany}
                    onRefund={() => {
                      refund.reset();
                      setAsking({ kind: 'refund', payment: p });
                    }}
                  />
                ))}
              </ul>
            )}
            {inv.state !== 'void' && (
              <div className="mt-2 flex flex-wrap gap-2">
                <button
                  type="button"
                  className={buttonStyles.secondary}
                  disabled={send.isPending}
                  onClick={() =>
                    send.mutate(
                      {
                        id: inv.id,
                        ...(project.customerEmail ? { email: project.customerEmail } : {}),
                      },
                      {
                        onSuccess: (r) => {
                          setLink({ number: r.invoice.number, url: r.url });
                          setNotice(
                            r.emailedTo
                              ? `${r.invoice.number} was emailed to ${r.emailedTo}.`
                              : `${r.invoice.number} is sent. ${r.emailProblem ?? 'Copy the link for the customer.'}`,
                          );
                        },
                      },
                    )
                  }
                >
                  {inv.sentAt ? 'Send again' : 'Send'}
                </button>
                <button
                  type="button"
                  className={buttonStyles.primary}
                  onClick={() => setPaying(inv)}
                >
                  Record payment
                </button>
                <a
                  className={buttonStyles.secondary}
                  href={invoicePdfUrl(inv.id)}
                  target="_blank"
                  rel="noreferrer"
                >
                  PDF
                </a>
                {inv.paidCents === 0 && (
                  <button
                    type="button"
                    className={buttonStyles.ghost}
                    onClick={() => {
                      voiding.reset();
                      setAsking({ kind: 'void', invoice: inv });
                    }}
                  >
                    Void
                  </button>
                )}
              </div>
            )}
          </li>
        ))}
      </ul>
    );

  const data = invoices.data;
  return (
    <section
      aria-labelledby="invoices-heading"
      className="mt-6 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="mb-3 flex flex-wrap items-start justify-between gap-3">
        <h2 id="invoices-heading" className="text-lg font-semibold">
          Invoices
        </h2>
        <button
          type="button"
          className={buttonStyles.primary}
          disabled={!data}
          onClick={() => setCreating(true)}
        >
          Create invoices
        </button>
      </div>
      {data && data.invoices.length > 0 && (
        <p className="mb-3 text-sm text-slate-700" data-testid="job-money">
          Invoiced {formatUsdCents(data.invoicedCents)} · Collected{' '}
          {formatUsdCents(data.collectedCents)} · Balance {formatUsdCents(data.balanceCents)}
        </p>
      )}
      {notice && (
        <Callout tone="success" role="status" className="mb-3">
          {notice}
        </Callout>
      )}
      {error && (
        <Callout tone="error" className="mb-3">
          {error.message}
        </Callout>
      )}
      {link && (
        <div className="mb-3">
          <CopyLinkField label={`Customer link for ${link.number}`} url={link.url} />
        </div>
      )}
      {body}
      {creating && data && (
        <CreateInvoicesDialog
          projectId={project.id}
          contractTotalCents={data.contractTotalCents}
          hasSchedule={data.invoices.some((i) => i.kind === 'schedule-part' && i.state !== 'void')}
          onClose={() => setCreating(false)}
          onCreated={(m) => {
            setCreating(false);
            setNotice(m);
          }}
        />
      )}
      {asking?.kind === 'void' && (
        <ReasonDialog
          title={`Void ${asking.invoice.number}`}
          explanation={`${asking.invoice.number} stops being owed and its customer link stops working. Its number stays used.`}
          label="Why is it void?"
          confirm={`Void ${asking.invoice.number}`}
          pending={voiding.isPending}
          error={voiding.error}
          onClose={() => setAsking(null)}
          onSubmit={(reason) =>
            voiding.mutate(
              { id: asking.invoice.id, reason },
              {
                onSuccess: () => {
                  setAsking(null);
                  setNotice(`${asking.invoice.number} is void.`);
                },
              },
            )
          }
        />
      )}
      {asking?.kind === 'refund' && (
        <ReasonDialog
          title={`Refund ${formatUsdCents(asking.payment.refundableCents)}`}
          explanation={`The refund is kept as a negative payment dated today; the ${formatUsdCents(asking.payment.refundableCents)} is owed again.`}
          label="Why is it refunded?"
          confirm={`Refund ${formatUsdCents(asking.payment.refundableCents)}`}
          pending={refund.isPending}
          error={refund.error}
          onClose={() => setAsking(null)}
          onSubmit={(reason) => {
            const amountCents = asking.payment.refundableCents;
            refund.mutate(
              {
                paymentId: asking.payment.id,
                body: { amountCents, paidOn: localIsoDate(), reason },
              },
              {
                onSuccess: () => {
                  setAsking(null);
                  setNotice(`Refunded ${formatUsdCents(amountCents)}.`);
                },
              },
            );
          }}
        />
      )}
      {paying && (
        <PaymentDialog
          invoice={paying}
          customerName={project.customerName}
          onClose={() => setPaying(null)}
          onRecorded={(m) => {
            setPaying(null);
            setNotice(m);
          }}
        />
      )}
    </section>
  );
}

function PaymentLine({
  payment: p,
  canRefund,
  onRefund,
}: {
  payment: Payment;
  canRefund: boolean;
  /** Opens the refund's dialog. */
  onRefund: () => void;
}) {
  return (
    <li className="flex flex-wrap items-center gap-2">
      <span>
        {formatIsoDate(p.paidOn)} · {formatUsdCents(p.amountCents)} ·{' '}
        {PAYMENT_METHOD_LABEL[p.method]}
        {p.checkNumber ? ` #${p.checkNumber}` : ''} ·{' '}
        {p.refundOf
          ? `Refund: ${p.reason ?? ''}`
          : `${PAYER_KIND_LABEL[p.payerKind]} ${p.payerName}`}
        {p.isCredit ? ' (credit)' : ''}
      </span>
      {canRefund && p.refundableCents > 0 && (
        <button
          type="button"
          className="inline-flex min-h-11 items-center text-sm font-medium text-brand-800 underline"
          onClick={onRefund}
        >
          Refund
        </button>
      )}
    </li>
  );
}

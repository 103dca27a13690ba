import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatIsoDate, formatUsdCents } from '../../../domain/format/format';
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
import { useLingui } from './i18n';
import { currentLanguage } from '../../lib/i18n/catalogs';
import { invoiceStateLabel, payerKindLabel, paymentMethodLabel } from '../../lib/domain-labels';

/** What a reason is being asked for: voiding an invoice, or refunding a payment. */
type Asking = { kind: 'void'; invoice: Invoice } | { kind: 'refund'; payment: Payment } | null;

/** A job's invoices and the money received (office roles only), with what is still owed. */
export function InvoicesSection({ project }: { project: Project }) {
  const { i18n } = useLingui();
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
  if (invoices.isPending) body = <SectionLoading label={i18n._('Loading invoices…')} />;
  else if (invoices.isError)
    body = (
      <SectionError
        what={i18n._('the invoices')}
        message={invoices.error.message}
        onRetry={() => void invoices.refetch()}
      />
    );
  else if (invoices.data.invoices.length === 0)
    body = (
      <p className="text-slate-600">
        {i18n._('No invoices yet. Create the payment schedule from the contract total.')}
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
                  {invoiceStateLabel(inv.state)}
                </span>
              </p>
            </div>
            <p className="text-sm text-slate-700">
              {i18n._('Total {total} · Paid {paid} · Balance {balance}', {
                total: formatUsdCents(inv.totalCents),
                paid: formatUsdCents(inv.paidCents),
                balance: formatUsdCents(inv.balanceCents),
              })}
              {inv.dueDate
                ? i18n._(' · Due {date}', { date: formatIsoDate(inv.dueDate, currentLanguage()) })
                : ''}
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
                              ? i18n._('{number} was emailed to {address}.', {
                                  number: r.invoice.number,
                                  address: r.emailedTo,
                                })
                              : i18n._('{number} is sent. {problem}', {
                                  number: r.invoice.number,
                                  problem:
                                    r.emailProblem ?? i18n._('Copy the link for the customer.'),
                                }),
                          );
                        },
                      },
                    )
                  }
                >
                  {inv.sentAt ? i18n._('Send again') : i18n._('Send')}
                </button>
                <button
                  type="button"
                  className={buttonStyles.primary}
                  onClick={() => setPaying(inv)}
                >
                  {i18n._('Record payment')}
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
                    {i18n._('Void')}
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
          {i18n._('Invoices')}
        </h2>
        <button
          type="button"
          className={buttonStyles.primary}
          disabled={!data}
          onClick={() => setCreating(true)}
        >
          {i18n._('Create invoices')}
        </button>
      </div>
      {data && data.invoices.length > 0 && (
        <p className="mb-3 text-sm text-slate-700" data-testid="job-money">
          {i18n._('Invoiced {invoiced} · Collected {collected} · Balance {balance}', {
            invoiced: formatUsdCents(data.invoicedCents),
            collected: formatUsdCents(data.collectedCents),
            balance: formatUsdCents(data.balanceCents),
          })}
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
          <CopyLinkField
            label={i18n._('Customer link for {number}', { number: link.number })}
            url={link.url}
          />
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
          title={i18n._('Void {number}', { number: asking.invoice.number })}
          explanation={i18n._(
            '{number} stops being owed and its customer link stops working. Its number stays used.',
            { number: asking.invoice.number },
          )}
          label={i18n._('Why is it void?')}
          confirm={i18n._('Void {number}', { number: asking.invoice.number })}
          pending={voiding.isPending}
          error={voiding.error}
          onClose={() => setAsking(null)}
          onSubmit={(reason) =>
            voiding.mutate(
              { id: asking.invoice.id, reason },
              {
                onSuccess: () => {
                  setAsking(null);
                  setNotice(i18n._('{number} is void.', { number: asking.invoice.number }));
                },
              },
            )
          }
        />
      )}
      {asking?.kind === 'refund' && (
        <ReasonDialog
          title={i18n._('Refund {amount}', {
            amount: formatUsdCents(asking.payment.refundableCents),
          })}
          explanation={i18n._(
            'The refund is kept as a negative payment dated today; the {amount} is owed again.',
            { amount: formatUsdCents(asking.payment.refundableCents) },
          )}
          label={i18n._('Why is it refunded?')}
          confirm={i18n._('Refund {amount}', {
            amount: formatUsdCents(asking.payment.refundableCents),
          })}
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
                  setNotice(i18n._('Refunded {amount}.', { amount: formatUsdCents(amountCents) }));
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
  const { i18n } = useLingui();
  return (
    <li className="flex flex-wrap items-center gap-2">
      <span>
        {formatIsoDate(p.paidOn, currentLanguage())} · {formatUsdCents(p.amountCents)} ·{' '}
        {paymentMethodLabel(p.method)}
        {p.checkNumber ? ` #${p.checkNumber}` : ''} ·{' '}
        {p.refundOf
          ? i18n._('Refund: {reason}', { reason: p.reason ?? '' })
          : `${payerKindLabel(p.payerKind)} ${p.payerName}`}
        {p.isCredit ? i18n._(' (credit)') : ''}
      </span>
      {canRefund && p.refundableCents > 0 && (
        <button
          type="button"
          className="inline-flex min-h-11 items-center text-sm font-medium text-brand-800 underline"
          onClick={onRefund}
        >
          {i18n._('Refund')}
        </button>
      )}
    </li>
  );
}

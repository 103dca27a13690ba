import { formatIsoDate, formatUsdCents } from '../domain/format/format';
import type { InvoiceDocument } from '../domain/invoicing/document';
import {
  INVOICE_STATE_LABEL,
  PAYER_KIND_LABEL,
  PAYMENT_METHOD_LABEL,
} from '../domain/invoicing/defaults';
import { buttonStyles } from '../web/components/ui/button-styles';
import { Callout } from '../web/components/ui/callout';
import { invoicePdfUrl } from './api';
import { CompanyHeader } from './company-header';
import { InvoicePay } from './invoice-pay';

// The invoice as the homeowner sees it, on a phone first: what is owed (and Pay) at the top,
// then the lines, the payments received and how else to pay.

export function InvoiceView({
  token,
  doc,
  onPaid,
}: {
  token: string;
  doc: InvoiceDocument;
  /** A payment was just learnt of: load the invoice again. */
  onPaid: () => void;
}) {
  const { company, customer, project, invoice, payments, howToPay } = doc;
  const paidInFull = invoice.balanceCents <= 0;
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-slate-900"
      >
        Skip to content
      </a>
      <CompanyHeader company={company} fallbackName="Invoice" width="max-w-3xl" />
      <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-6 sm:py-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Invoice {invoice.number}
        </h1>
        <p className="mt-1 text-lg text-slate-700">{invoice.label}</p>
        <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700">
          {customer.name && <Fact term="For" value={customer.name} />}
          {project.address && <Fact term="Job" value={project.address} />}
          {invoice.issueDate && <Fact term="Issued" value={formatIsoDate(invoice.issueDate)} />}
          <Fact term="Terms" value={invoice.paymentTermsLabel} />
          <Fact term="Status" value={INVOICE_STATE_LABEL[invoice.state]} />
        </dl>

        <section
          aria-labelledby="owed-heading"
          className="mt-6 rounded-xl border border-slate-200 bg-white p-5"
        >
          <h2 id="owed-heading" className="sr-only">
            What is owed
          </h2>
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
            <Figure term="Total" cents={invoice.totalCents} />
            <Figure term="Paid" cents={invoice.paidCents} />
            <Figure term="Balance due" cents={Math.max(0, invoice.balanceCents)} strong />
          </dl>
          {paidInFull ? (
            <Callout tone="success" role="status" className="mt-4 text-base">
              Paid in full. Thank you!
            </Callout>
          ) : (
            invoice.dueDate && (
              <p className="mt-4 text-slate-700">
                {invoice.state === 'overdue' ? 'Was due' : 'Due'} by{' '}
                <span className="font-semibold text-slate-900">
                  {formatIsoDate(invoice.dueDate)}
                </span>
              </p>
            )
          )}
          <InvoicePay token={token} onPaid={onPaid} />
        </section>

        <Lines invoice={invoice} />

        {payments.length > 0 && (
          <section aria-labelledby="payments-heading" className="mt-8">
            <h2 id="payments-heading" className="text-xl font-semibold text-slate-900">
              Payments received
            </h2>
            <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
              {payments.map((p, i) => (
                <li key={i} className="flex items-start justify-between gap-4 px-4 py-3">
                  <div>
                    <p className="font-medium text-slate-900">
                      {p.refund ? 'Refund' : PAYMENT_METHOD_LABEL[p.method]}
                      {p.checkNumber && ` #${p.checkNumber}`}
                    </p>
                    <p className="text-sm text-slate-600">
                      {formatIsoDate(p.paidOn)} · {PAYER_KIND_LABEL[p.payerKind]}
                      {p.status === 'processing' && ' · processing'}
                    </p>
                  </div>
                  <p className="font-medium tabular-nums text-slate-900">
                    {formatUsdCents(p.amountCents)}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        )}

        {howToPay.trim() && (
          <section
            aria-labelledby="how-heading"
            className="mt-8 rounded-xl border border-slate-200 bg-white p-5"
          >
            <h2 id="how-heading" className="text-lg font-semibold text-slate-900">
              How to pay
            </h2>
            <p className="mt-2 whitespace-pre-wrap text-slate-700">{howToPay}</p>
          </section>
        )}

        <a href={invoicePdfUrl(token)} download className={`${buttonStyles.secondary} mt-8`}>
          Download PDF
        </a>
      </main>
      <footer className="border-t border-slate-200 bg-white">
        <p className="mx-auto max-w-3xl px-4 py-4 text-sm text-slate-600">
          {company.name || 'Your roofer'} · Invoice {invoice.number}
        </p>
      </footer>
    </div>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex gap-1">
      <dt>{term}</dt>
      <dd className="font-medium text-slate-900">{value}</dd>
    </div>
  );
}

function Figure({ term, cents, strong }: { term: string; cents: number; strong?: boolean }) {
  return (
    <div className={strong ? 'col-span-2 sm:col-span-1' : undefined}>
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd
        className={`tabular-nums text-slate-900 ${strong ? 'text-3xl font-bold' : 'text-xl font-semibold'}`}
      >
        {formatUsdCents(cents)}
      </dd>
    </div>
  );
}

function Lines({ invoice }: { invoice: InvoiceDocument['invoice'] }) {
  return (
    <section aria-labelledby="lines-heading" className="mt-8">
      <h2 id="lines-heading" className="text-xl font-semibold text-slate-900">
        What this invoice is for
      </h2>
      <table className="mt-3 w-full rounded-xl border border-slate-200 bg-white text-left">
        <thead className="sr-only">
          <tr>
            <th scope="col">Description</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {invoice.lines.map((line, i) => (
            <tr key={i}>
              <td className="px-4 py-3 text-slate-900">{line.description}</td>
              <td className="whitespace-nowrap px-4 py-3 text-right tabular-nums text-slate-900">
                {formatUsdCents(line.amountCents)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t border-slate-300 text-sm text-slate-700">
          {invoice.taxCents !== 0 && (
            <>
              <Total label="Subtotal" cents={invoice.subtotalCents} />
              <Total label={`Tax (${invoice.taxPercent}%)`} cents={invoice.taxCents} />
            </>
          )}
          <Total label="Total" cents={invoice.totalCents} strong />
        </tfoot>
      </table>
    </section>
  );
}

function Total({ label, cents, strong }: { label: string; cents: number; strong?: boolean }) {
  return (
    <tr className={strong ? 'text-base font-semibold text-slate-900' : undefined}>
      <th scope="row" className={`px-4 py-2 text-right ${strong ? '' : 'font-normal'}`}>
        {label}
      </th>
      <td className="whitespace-nowrap px-4 py-2 text-right tabular-nums">
        {formatUsdCents(cents)}
      </td>
    </tr>
  );
}

import { Trans } from '@lingui/react';
import { formatIsoDate, formatUsdCents } from '../domain/format/format';
import type { InvoiceDocument } from '../domain/invoicing/document';
import { buttonStyles } from '../web/components/ui/button-styles';
import { Callout } from '../web/components/ui/callout';
import { invoicePdfUrl } from './api';
import { CompanyHeader } from './company-header';
import { i18n } from './i18n';
import { InvoicePay } from './invoice-pay';
import {
  invoiceStateLabel,
  payerKindLabel,
  paymentMethodLabel,
  paymentTermsText,
} from '../web/lib/domain-labels';

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
  const { company, customer, project, invoice, payments, howToPay, language } = doc;
  const paidInFull = invoice.balanceCents <= 0;
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-slate-900"
      >
        {i18n._('Skip to content')}
      </a>
      <CompanyHeader company={company} fallbackName={i18n._('Invoice')} width="max-w-3xl" />
      <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-6 sm:py-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {i18n._('Invoice {number}', { number: invoice.number })}
        </h1>
        <p className="mt-1 text-lg text-slate-700">{invoice.label}</p>
        <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700">
          {customer.name && <Fact term={i18n._('For')} value={customer.name} />}
          {project.address && <Fact term={i18n._('Job')} value={project.address} />}
          {invoice.issueDate && (
            <Fact term={i18n._('Issued')} value={formatIsoDate(invoice.issueDate, language)} />
          )}
          <Fact term={i18n._('Terms')} value={paymentTermsText(invoice.paymentTermsLabel)} />
          <Fact term={i18n._('Status')} value={invoiceStateLabel(invoice.state)} />
        </dl>

        <section
          aria-labelledby="owed-heading"
          className="mt-6 rounded-xl border border-slate-200 bg-white p-5"
        >
          <h2 id="owed-heading" className="sr-only">
            {i18n._('What is owed')}
          </h2>
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
            <Figure term={i18n._('Total')} cents={invoice.totalCents} />
            <Figure
              term={i18n._({ id: 'Paid (the amount)', message: 'Paid' })}
              cents={invoice.paidCents}
            />
            <Figure term={i18n._('Balance due')} cents={Math.max(0, invoice.balanceCents)} strong />
          </dl>
          {paidInFull ? (
            <Callout tone="success" role="status" className="mt-4 text-base">
              {i18n._('Paid in full. Thank you!')}
            </Callout>
          ) : (
            invoice.dueDate && (
              <p className="mt-4 text-slate-700">
                {invoice.state === 'overdue' ? (
                  <Trans
                    id="Was due by <0>{date}</0>"
                    values={{ date: formatIsoDate(invoice.dueDate, language) }}
                    components={{ 0: <span className="font-semibold text-slate-900" /> }}
                  />
                ) : (
                  <Trans
                    id="Due by <0>{date}</0>"
                    values={{ date: formatIsoDate(invoice.dueDate, language) }}
                    components={{ 0: <span className="font-semibold text-slate-900" /> }}
                  />
                )}
              </p>
            )
          )}
          <InvoicePay token={token} onPaid={onPaid} />
        </section>

        <Lines invoice={invoice} />

        {payments.length > 0 && (
          <section aria-labelledby="payments-heading" className="mt-8">
            <h2 id="payments-heading" className="text-xl font-semibold text-slate-900">
              {i18n._('Payments received')}
            </h2>
            <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
              {payments.map((p, i) => (
                <li key={i} className="flex items-start justify-between gap-4 px-4 py-3">
                  <div>
                    <p className="font-medium text-slate-900">
                      {p.refund
                        ? i18n._({ id: 'Refund (a payment)', message: 'Refund' })
                        : paymentMethodLabel(p.method)}
                      {p.checkNumber && ` #${p.checkNumber}`}
                    </p>
                    <p className="text-sm text-slate-600">
                      {formatIsoDate(p.paidOn, language)} · {payerKindLabel(p.payerKind)}
                      {p.status === 'processing' && ` · ${i18n._('processing')}`}
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
              {i18n._('How to pay')}
            </h2>
            <p className="mt-2 whitespace-pre-wrap text-slate-700">{howToPay}</p>
          </section>
        )}

        <a href={invoicePdfUrl(token)} download className={`${buttonStyles.secondary} mt-8`}>
          {i18n._('Download PDF')}
        </a>
      </main>
      <footer className="border-t border-slate-200 bg-white">
        <p className="mx-auto max-w-3xl px-4 py-4 text-sm text-slate-600">
          {i18n._('{company} · Invoice {number}', {
            company: company.name || i18n._('Your roofer'),
            number: invoice.number,
          })}
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
        {i18n._('What this invoice is for')}
      </h2>
      <table className="mt-3 w-full rounded-xl border border-slate-200 bg-white text-left">
        <thead className="sr-only">
          <tr>
            <th scope="col">{i18n._('Description')}</th>
            <th scope="col">{i18n._('Amount')}</th>
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
              <Total label={i18n._('Subtotal')} cents={invoice.subtotalCents} />
              <Total
                label={i18n._('Tax ({percent}%)', { percent: String(invoice.taxPercent) })}
                cents={invoice.taxCents}
              />
            </>
          )}
          <Total label={i18n._('Total')} cents={invoice.totalCents} strong />
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

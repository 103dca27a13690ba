import type { InvoiceState, PayerKind, PaymentMethod } from '../../../domain/invoicing/defaults';
import { i18n } from './i18n';

// The domain's invoice words (INVOICE_STATE_LABEL, PAYER_KIND_LABEL, PAYMENT_METHOD_LABEL in
// domain/invoicing/defaults.ts) in the reader's language: the domain stays English, and the
// extractor reads only literal messages, so each is written out here.

export const invoiceStateLabel = (state: InvoiceState): string =>
  ({
    draft: i18n._('Draft'),
    sent: i18n._('Sent'),
    viewed: i18n._('Viewed'),
    'partly-paid': i18n._('Partly paid'),
    paid: i18n._('Paid'),
    overdue: i18n._('Overdue'),
    void: i18n._('Void'),
  })[state];

export const payerKindLabel = (kind: PayerKind): string =>
  ({
    homeowner: i18n._('Homeowner'),
    insurance: i18n._('Insurance carrier'),
    lender: i18n._('Lender'),
    other: i18n._('Other'),
  })[kind];

export const paymentMethodLabel = (method: PaymentMethod): string =>
  ({
    check: i18n._('Check'),
    cash: i18n._('Cash'),
    card: i18n._('Card (taken elsewhere)'),
    'bank-transfer': i18n._('Bank transfer'),
    'insurance-check': i18n._('Insurance check'),
    financing: i18n._('Financing'),
    'online-card': i18n._('Card (online)'),
    'online-bank': i18n._('Bank account (online)'),
  })[method];

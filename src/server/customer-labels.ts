import type { I18n } from '@lingui/core';
import type {
  InvoiceState,
  PayerKind,
  PaymentMethod,
  PaymentTerms,
} from '../domain/invoicing/defaults';
import type { Language } from '../domain/language/language';
import type { PhotoTag } from '../domain/photo/photo';
import type { ProposalStatus } from '../domain/proposal/proposal';

// The domain's words for what the customer is sent (a proposal's status, a photo's tag, an
// invoice's state and terms, a payment's method and payer) in the customer's language. The
// domain keeps them in English, and the extractor reads only literal messages, so each is
// written out here, as the office's screens do for theirs.

export const proposalStatusLabel = (i18n: I18n, status: ProposalStatus): string =>
  ({
    sent: i18n._('Sent'),
    viewed: i18n._('Viewed'),
    accepted: i18n._('Accepted'),
    declined: i18n._('Declined'),
    expired: i18n._('Expired'),
    withdrawn: i18n._('Withdrawn'),
    replaced: i18n._('Replaced'),
  })[status];

export const photoTagLabel = (i18n: I18n, tag: PhotoTag): string =>
  ({
    before: i18n._('Before'),
    damage: i18n._('Damage'),
    during: i18n._('During'),
    after: i18n._('After'),
    other: i18n._('Other'),
  })[tag] ?? i18n._('Photo');

export const invoiceStateLabel = (i18n: I18n, state: InvoiceState): string =>
  ({
    draft: i18n._('Draft'),
    sent: i18n._('Sent'),
    viewed: i18n._('Viewed'),
    'partly-paid': i18n._('Partly paid'),
    paid: i18n._('Paid'),
    overdue: i18n._('Overdue'),
    // "Void" is a button on the office's screens; the state has an id of its own.
    void: i18n._({ id: 'Void (an invoice)', message: 'Void' }),
  })[state];

export const paymentTermsLabel = (i18n: I18n, terms: PaymentTerms): string =>
  ({
    'due-on-receipt': i18n._('Due on receipt'),
    'net-15': i18n._('Net 15'),
    'net-30': i18n._('Net 30'),
  })[terms];

export const payerKindLabel = (i18n: I18n, kind: PayerKind): string =>
  ({
    homeowner: i18n._('Homeowner'),
    insurance: i18n._('Insurance carrier'),
    lender: i18n._('Lender'),
    other: i18n._('Other'),
  })[kind];

export const paymentMethodLabel = (i18n: I18n, method: PaymentMethod): string =>
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

/** A language in the reader's own language, as the audit page states it ("Spanish", "español"). */
export const languageName = (i18n: I18n, language: Language): string =>
  ({ en: i18n._('English'), es: i18n._('Spanish') })[language];

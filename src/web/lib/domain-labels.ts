import type { InvoiceState, PayerKind, PaymentMethod } from '../../domain/invoicing/defaults';
import { PAYMENT_TERMS_LABEL } from '../../domain/invoicing/defaults';
import type { PhotoTag } from '../../domain/photo/photo';
import { i18n } from '../i18n';

// The domain's words that the office's screens and the homeowner's pages both show (invoice
// states, payment methods, payers, payment terms, photo tags; English in src/domain), in the
// reader's language. The extractor reads only literal messages, so each is written out here,
// the same English as the domain's.

export const invoiceStateLabel = (state: InvoiceState): string =>
  ({
    draft: i18n._('Draft'),
    sent: i18n._('Sent'),
    viewed: i18n._('Viewed'),
    'partly-paid': i18n._('Partly paid'),
    paid: i18n._('Paid'),
    overdue: i18n._('Overdue'),
    // Its own id: the state (an invoice that is void) and the office's Void button are one
    // English word and two Spanish ones.
    void: i18n._({ id: 'Void (an invoice)', message: 'Void' }),
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

/**
 * An invoice's payment terms, which the server sends as their English label (PAYMENT_TERMS_LABEL):
 * translated when it is one of those, else shown as it came.
 */
export function paymentTermsText(label: string): string {
  const terms = Object.entries(PAYMENT_TERMS_LABEL).find(([, english]) => english === label)?.[0];
  switch (terms) {
    case 'due-on-receipt':
      return i18n._('Due on receipt');
    case 'net-15':
      return i18n._('Net 15');
    case 'net-30':
      return i18n._('Net 30');
    default:
      return label;
  }
}

/** The photo tags' names (the domain's PHOTO_TAG_LABELS). */
export const photoTagLabel = (tag: PhotoTag): string =>
  ({
    before: i18n._('Before'),
    damage: i18n._('Damage'),
    during: i18n._('During'),
    after: i18n._('After'),
    other: i18n._('Other'),
  })[tag] ?? i18n._('Photo');

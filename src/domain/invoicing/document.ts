import type { Language } from '../language/language';
import type { CompanyProfile } from '../settings/settings';
import type {
  InvoiceKind,
  InvoiceState,
  PayerKind,
  PaymentMethod,
  PaymentStatus,
} from './defaults';

// An invoice as the customer sees it (their page at /i/<token> and the PDF): the company, the
// customer and job, the lines, the money received and what is still owed. Nothing about who in
// the company did what.

export interface InvoiceDocument {
  company: CompanyProfile & { logoDataUrl: string | null };
  customer: { name: string; email: string };
  project: { name: string; address: string };
  invoice: {
    number: string;
    kind: InvoiceKind;
    label: string;
    state: InvoiceState;
    issueDate: string | null;
    dueDate: string | null;
    paymentTermsLabel: string;
    lines: { description: string; amountCents: number; taxable: boolean }[];
    subtotalCents: number;
    taxPercent: number;
    taxCents: number;
    totalCents: number;
    paidCents: number;
    balanceCents: number;
  };
  payments: {
    paidOn: string;
    amountCents: number;
    method: PaymentMethod;
    payerKind: PayerKind;
    checkNumber: string | null;
    status: PaymentStatus;
    refund: boolean;
  }[];
  howToPay: string;
  /** Online payment is set up (the Pay button); false until a provider is configured. */
  canPayOnline: boolean;
  /** The language the customer reads (the project's): the page, PDF and emails are in it. */
  language: Language;
}

import { localIsoDate } from '../../domain/format/dates';
import { tokenHash } from '../auth/tokens';
import type { Db } from '../db/connection';
import { readInvoices } from '../db/invoice-reads';
import type { PayableInvoice } from './online-payments';

/** What newToken() makes: 32 bytes as base64url. Anything else is not a link we issued. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The invoice of a customer's link (only its hash is stored), as online payment needs it. */
export async function invoiceByToken(db: Db, token: string): Promise<PayableInvoice | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const [invoice] = await readInvoices(db, { tokenHash: tokenHash(token) }, localIsoDate());
  if (!invoice) return undefined;
  return {
    id: invoice.id,
    number: invoice.number,
    balanceCents: invoice.balanceCents,
    voided: invoice.voidedAt !== null,
    customerEmail: invoice.emailedTo,
  };
}

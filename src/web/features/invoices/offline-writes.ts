import { apiPath } from '../../../domain/api/api-paths';
import { formatUsdCents } from '../../../domain/format/format';
import type { Invoice, Payment } from '../../../domain/invoicing/types';
import type { SendOrKeep } from '../../lib/offline/outbox';
import { defineWriteKind } from '../../lib/offline/write-kinds';
import type { PaymentBody } from './api';
import { i18n } from './i18n';

// A payment recorded with no signal (a check handed over on the roof) waits on the device and
// is sent once there is a network (lib/offline), with its Idempotency-Key, so a resend after a
// lost answer records the money once. Payments carry no version: the server checks the balance
// when the payment arrives, and one that no longer fits is refused and listed with its reason.

/** Not versioned, so no 409 carries a record: none is ever accepted as one. */
const noRecord = async () => (await import('../../../domain/api/records')).noRecordSchema();

export const PAYMENT_RECORD = defineWriteKind({
  kind: 'payment.record',
  record: noRecord,
  // Kept by the job it was recorded on: its Invoices section is where it shows once sent.
  link: (projectId) => `/projects/${projectId}`,
});

export type RecordedPayment = SendOrKeep<{ payment: Payment; invoice: Invoice }>;

/** Records the payment now, or keeps it on this device until there is a network. */
export async function recordPaymentOrKeep(
  invoice: Pick<Invoice, 'id' | 'number' | 'projectId'>,
  body: PaymentBody,
): Promise<RecordedPayment> {
  const { sendOrKeep } = await import('../../lib/offline/outbox');
  return sendOrKeep(PAYMENT_RECORD, {
    method: 'POST',
    path: apiPath('invoicePayments', { id: invoice.id }),
    body: { ...body },
    recordId: invoice.projectId,
    label: i18n._('Payment of {amount} on {number}', {
      amount: formatUsdCents(body.amountCents),
      number: invoice.number,
    }),
  });
}

import { useState } from 'react';
import { localIsoDate } from '../../../domain/format/dates';
import { formatUsdCents } from '../../../domain/format/format';
import { CHECK_METHODS, PAYER_KINDS, RECORDED_METHODS } from '../../../domain/invoicing/defaults';
import type { PaymentMethod } from '../../../domain/invoicing/defaults';
import type { Invoice } from '../../../domain/invoicing/types';
import { dollarsToCents } from '../../../domain/money/money';
import { parseNumberText } from '../../../domain/format/number-text';
import { buttonStyles } from '../../components/ui/button-styles';
import { Callout } from '../../components/ui/callout';
import { Dialog } from '../../components/ui/dialog';
import { SelectField, TextAreaField, TextField } from '../../components/ui/field';
import { ApiError } from '../../lib/api-client';
import { useRecordPayment } from './api';
import { useLingui } from './i18n';
import { payerKindLabel, paymentMethodLabel } from '../../lib/domain-labels';

/** Record money received against an invoice: every field the office keeps about a payment. */
export function PaymentDialog({
  invoice,
  customerName,
  onClose,
  onRecorded,
}: {
  invoice: Invoice;
  customerName: string;
  onClose: () => void;
  onRecorded: (message: string) => void;
}) {
  const { i18n } = useLingui();
  const record = useRecordPayment(invoice.projectId);
  const [amount, setAmount] = useState((Math.max(invoice.balanceCents, 0) / 100).toFixed(2));
  const [paidOn, setPaidOn] = useState(localIsoDate());
  const [method, setMethod] = useState<PaymentMethod>('check');
  const [checkNumber, setCheckNumber] = useState('');
  const [payerKind, setPayerKind] = useState<string>('homeowner');
  const [payerName, setPayerName] = useState(customerName);
  const [note, setNote] = useState('');
  const [asCredit, setAsCredit] = useState(false);
  const errors = record.error instanceof ApiError ? record.error.fieldErrors() : {};
  const amountCents = dollarsToCents(parseNumberText(amount));
  const over = Number.isFinite(amountCents) && amountCents > invoice.balanceCents;

  return (
    <Dialog
      title={i18n._('Record a payment on {number}', { number: invoice.number })}
      onClose={onClose}
    >
      <form
        noValidate
        className="space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          record.mutate(
            {
              invoice,
              body: {
                amountCents: Number.isFinite(amountCents) ? amountCents : 0,
                paidOn,
                method,
                checkNumber: CHECK_METHODS.includes(method) ? checkNumber : '',
                payerKind,
                payerName,
                note,
                asCredit,
              },
            },
            {
              onSuccess: (r) =>
                onRecorded(
                  'sent' in r
                    ? i18n._('Recorded {amount} on {number}. Balance {balance}.', {
                        amount: formatUsdCents(r.sent.payment.amountCents),
                        number: r.sent.invoice.number,
                        balance: formatUsdCents(r.sent.invoice.balanceCents),
                      })
                    : i18n._(
                        'No connection: the payment of {amount} on {number} is kept on this device and recorded when you are back online.',
                        { amount: formatUsdCents(amountCents), number: invoice.number },
                      ),
                ),
            },
          );
        }}
      >
        <p className="text-sm text-slate-700">
          {i18n._('Balance {balance} of {total}', {
            balance: formatUsdCents(invoice.balanceCents),
            total: formatUsdCents(invoice.totalCents),
          })}
        </p>
        <TextField
          label={i18n._('Amount ($)')}
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={errors.amountCents}
          required
        />
        {over && (
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={asCredit}
              onChange={(e) => setAsCredit(e.target.checked)}
              className="h-5 w-5"
            />
            {i18n._('Take the amount above the balance as a credit on the job')}
          </label>
        )}
        <TextField
          label={i18n._('Date received')}
          type="date"
          value={paidOn}
          onChange={(e) => setPaidOn(e.target.value)}
          error={errors.paidOn}
          required
        />
        <SelectField
          label={i18n._('Method')}
          value={method}
          onChange={(e) => setMethod(e.target.value as PaymentMethod)}
          error={errors.method}
        >
          {RECORDED_METHODS.map((m) => (
            <option key={m} value={m}>
              {paymentMethodLabel(m)}
            </option>
          ))}
        </SelectField>
        {CHECK_METHODS.includes(method) && (
          <TextField
            label={i18n._('Check number')}
            value={checkNumber}
            onChange={(e) => setCheckNumber(e.target.value)}
            error={errors.checkNumber}
            required
          />
        )}
        <SelectField
          label={i18n._('Paid by')}
          value={payerKind}
          onChange={(e) => setPayerKind(e.target.value)}
          error={errors.payerKind}
        >
          {PAYER_KINDS.map((k) => (
            <option key={k} value={k}>
              {payerKindLabel(k)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={i18n._('Payer name')}
          value={payerName}
          onChange={(e) => setPayerName(e.target.value)}
          error={errors.payerName}
          required
        />
        <TextAreaField
          label={i18n._('Note')}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          error={errors.note}
          rows={2}
        />
        {record.error && !Object.keys(errors).length && (
          <Callout tone="error">{record.error.message}</Callout>
        )}
        <div className="flex justify-end gap-2 pt-2">
          <button type="button" className={buttonStyles.secondary} onClick={onClose}>
            {i18n._('Cancel')}
          </button>
          <button type="submit" className={buttonStyles.primary} disabled={record.isPending}>
            {record.isPending ? i18n._('Recording…') : i18n._('Record payment')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

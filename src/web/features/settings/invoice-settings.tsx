import { useQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react';
import type { FormEvent } from 'react';
import { useState } from 'react';
import {
  MAX_SCHEDULE_PARTS,
  PAYMENT_TERMS,
  PAYMENT_TERMS_LABEL,
} from '../../../domain/invoicing/defaults';
import type { PaymentTerms, SchedulePart } from '../../../domain/invoicing/defaults';
import type { InvoiceSettings } from '../../../domain/invoicing/types';
import { parseNumberText } from '../../../domain/format/number-text';
import { dollarsToCents } from '../../../domain/money/money';
import { buttonStyles } from '../../components/ui/button-styles';
import { Callout } from '../../components/ui/callout';
import { SelectField, TextAreaField, TextField } from '../../components/ui/field';
import { SectionError, SectionLoading } from '../../components/ui/status-message';
import { ApiError } from '../../lib/api-client';
import { invoiceSettingsQuery, useSaveInvoiceSettings } from '../invoices/api';
import { paymentTermsText } from '../../lib/domain-labels';
import { SaveStatus } from './save-status';
import { useLingui } from './i18n';

// The owner's invoicing defaults: how invoice numbers look, the payment terms, what the invoice
// says about paying, and the payment schedule new jobs are invoiced by.

/** A schedule part as typed: a share of the contract or a fixed dollar amount. */
interface PartDraft {
  label: string;
  by: 'percent' | 'amount';
  value: string;
}

const draftOf = (p: SchedulePart): PartDraft =>
  'percent' in p
    ? { label: p.label, by: 'percent', value: String(p.percent) }
    : { label: p.label, by: 'amount', value: (p.amountCents / 100).toFixed(2) };

export function InvoiceSettingsCard() {
  const { i18n } = useLingui();
  const settings = useQuery(invoiceSettingsQuery());
  if (settings.isPending) return <SectionLoading label={i18n._('Loading invoice settings…')} />;
  if (settings.isError)
    return (
      <SectionError
        what={i18n._('the invoice settings')}
        message={settings.error.message}
        onRetry={() => void settings.refetch()}
      />
    );
  return <InvoiceSettingsForm settings={settings.data} />;
}

function InvoiceSettingsForm({ settings }: { settings: InvoiceSettings }) {
  const { i18n } = useLingui();
  const save = useSaveInvoiceSettings();
  const [numberFormat, setNumberFormat] = useState(settings.numberFormat);
  const [paymentTerms, setPaymentTerms] = useState<PaymentTerms>(settings.paymentTerms);
  const [howToPay, setHowToPay] = useState(settings.howToPay);
  const [parts, setParts] = useState<PartDraft[]>(() => settings.schedule.map(draftOf));
  // The version the next save replaces: after a refused save, the one saved meanwhile, so
  // saving again (with what was typed, which stays) is a knowing overwrite.
  const [version, setVersion] = useState(settings.version);
  const [local, setLocal] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);

  const server = save.error instanceof ApiError ? save.error.fieldErrors() : {};
  const errors = { ...server, ...local };
  const conflict = save.error instanceof ApiError && save.error.status === 409;
  const otherError =
    save.error && !conflict && Object.keys(server).length === 0 ? save.error.message : null;

  const setPart = (i: number, change: Partial<PartDraft>) => {
    setSaved(false);
    setParts((ps) => ps.map((p, j) => (j === i ? { ...p, ...change } : p)));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    const found: Record<string, string> = {};
    const schedule: SchedulePart[] = parts.map((p, i) => {
      const n = parseNumberText(p.value);
      if (!Number.isFinite(n)) found[`schedule.${i}.value`] = i18n._('Enter a number');
      return p.by === 'percent'
        ? { label: p.label, percent: n }
        : { label: p.label, amountCents: dollarsToCents(n) };
    });
    setLocal(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { schedule, numberFormat, paymentTerms, howToPay, version },
      {
        onSuccess: (next) => {
          setVersion(next.version);
          setSaved(true);
        },
        onError: (err) => {
          const current = err instanceof ApiError ? err.problem.current : undefined;
          if (current && typeof current === 'object' && 'version' in current) {
            setVersion(Number(current.version));
          }
        },
      },
    );
  };

  const partError = (i: number) =>
    errors[`schedule.${i}.value`] ??
    errors[`schedule.${i}.percent`] ??
    errors[`schedule.${i}.amountCents`];

  return (
    <form noValidate onSubmit={submit} aria-labelledby="invoices-heading" className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={i18n._('Invoice number format')}
          value={numberFormat}
          error={errors.numberFormat}
          hint={i18n._(
            '{year} is the year and {counter} the counter (as many digits as zeros), e.g. {example}. The counter starts again each year.',
            { year: '{YYYY}', counter: '{0000}', example: 'INV-{YYYY}-{0000}' },
          )}
          onChange={(e) => {
            setSaved(false);
            setNumberFormat(e.target.value);
          }}
        />
        <SelectField
          label={i18n._('Payment terms')}
          value={paymentTerms}
          error={errors.paymentTerms}
          hint={i18n._('When a new invoice is due, from the day it is sent.')}
          onChange={(e) => {
            setSaved(false);
            setPaymentTerms(e.target.value as PaymentTerms);
          }}
        >
          {PAYMENT_TERMS.map((t) => (
            <option key={t} value={t}>
              {paymentTermsText(PAYMENT_TERMS_LABEL[t])}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField
        label={i18n._('How to pay')}
        rows={3}
        value={howToPay}
        error={errors.howToPay}
        hint={i18n._(
          'Printed on every invoice and its page: who checks are made out to, bank details.',
        )}
        onChange={(e) => {
          setSaved(false);
          setHowToPay(e.target.value);
        }}
      />
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-slate-800">{i18n._('Payment schedule')}</legend>
        <p className="text-sm text-slate-600">
          {i18n._(
            'Proposed when a job is invoiced; the parts can still be changed on each job. Percents add up to 100; a fixed amount comes off the contract total first.',
          )}
        </p>
        {errors.schedule && (
          <p className="text-sm font-medium text-red-700" role="alert">
            {errors.schedule}
          </p>
        )}
        {parts.map((p, i) => (
          <div
            key={i}
            className="grid grid-cols-2 items-start gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_10rem_8rem_auto]"
          >
            <div className="col-span-2 sm:col-span-1">
              <TextField
                label={i18n._('Part {number} label', { number: i + 1 })}
                value={p.label}
                error={errors[`schedule.${i}.label`]}
                onChange={(e) => setPart(i, { label: e.target.value })}
              />
            </div>
            <SelectField
              label={i18n._('Part {number} by', { number: i + 1 })}
              value={p.by}
              onChange={(e) => setPart(i, { by: e.target.value as PartDraft['by'] })}
            >
              <option value="percent">{i18n._('Percent')}</option>
              <option value="amount">{i18n._('Amount ($)')}</option>
            </SelectField>
            <TextField
              label={
                p.by === 'percent'
                  ? i18n._('Part {number} percent', { number: i + 1 })
                  : i18n._('Part {number} amount ($)', { number: i + 1 })
              }
              inputMode="decimal"
              value={p.value}
              error={partError(i)}
              onChange={(e) => setPart(i, { value: e.target.value })}
            />
            <button
              type="button"
              className={`${buttonStyles.ghost} col-span-2 sm:col-span-1 sm:mt-6`}
              disabled={parts.length === 1}
              onClick={() => {
                setSaved(false);
                setParts((ps) => ps.filter((_, j) => j !== i));
              }}
            >
              <Trans
                id="Remove<0> part {number}</0>"
                values={{ number: i + 1 }}
                components={{ 0: <span className="sr-only" /> }}
              />
            </button>
          </div>
        ))}
        <button
          type="button"
          className={buttonStyles.secondary}
          disabled={parts.length >= MAX_SCHEDULE_PARTS}
          onClick={() => {
            setSaved(false);
            setParts((ps) => [...ps, { label: '', by: 'percent', value: '' }]);
          }}
        >
          {i18n._('Add a part')}
        </button>
      </fieldset>
      {conflict && (
        <Callout tone="warning" role="alert">
          {i18n._(
            'Someone saved the invoice settings meanwhile. What you typed is still here: save again to replace theirs, or reload the page to see them.',
          )}
        </Callout>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonStyles.primary} disabled={save.isPending}>
          {save.isPending ? i18n._('Saving…') : i18n._('Save invoice settings')}
        </button>
        <SaveStatus
          saved={saved}
          error={otherError}
          savedText={i18n._('Invoice settings saved.')}
        />
      </div>
    </form>
  );
}

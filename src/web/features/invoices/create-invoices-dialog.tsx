import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatUsdCents } from '../../../domain/format/format';
import { proposeSchedule } from '../../../domain/invoicing/schedule';
import { dollarsToCents } from '../../../domain/money/money';
import { parseNumberText } from '../../../domain/format/number-text';
import { buttonStyles } from '../../components/ui/button-styles';
import { Callout } from '../../components/ui/callout';
import { Dialog } from '../../components/ui/dialog';
import { TextField } from '../../components/ui/field';
import { SectionLoading } from '../../components/ui/status-message';
import { invoiceSettingsQuery, useCreateInvoices } from './api';
import { useLingui } from './i18n';

/**
 * A payment schedule proposed from Settings' default, each part's label and amount editable;
 * the parts must add up to the contract total before it can be made. Or one change order.
 */
export function CreateInvoicesDialog({
  projectId,
  contractTotalCents,
  hasSchedule,
  onClose,
  onCreated,
}: {
  projectId: string;
  contractTotalCents: number;
  hasSchedule: boolean;
  onClose: () => void;
  onCreated: (message: string) => void;
}) {
  const { i18n } = useLingui();
  const settings = useQuery(invoiceSettingsQuery());
  const create = useCreateInvoices(projectId);
  const [kind, setKind] = useState<'schedule' | 'change-order'>(
    hasSchedule || contractTotalCents <= 0 ? 'change-order' : 'schedule',
  );
  const [parts, setParts] = useState<{ label: string; amount: string }[] | null>(null);
  const [co, setCo] = useState({
    label: i18n._('Change order'),
    description: '',
    amount: '',
    taxable: false,
  });
  const shown =
    parts ??
    (settings.data
      ? proposeSchedule(contractTotalCents, settings.data.schedule).map((p) => ({
          label: p.label,
          amount: (p.amountCents / 100).toFixed(2),
        }))
      : null);
  const cents = shown?.map((p) => dollarsToCents(parseNumberText(p.amount))) ?? [];
  const sum = cents.reduce((a, c) => a + (Number.isFinite(c) ? c : 0), 0);
  const off = sum - contractTotalCents;

  const submit = () => {
    const body =
      kind === 'schedule'
        ? { schedule: shown!.map((p, i) => ({ label: p.label, amountCents: cents[i]! })) }
        : {
            label: co.label,
            lines: [
              {
                description: co.description,
                amountCents: dollarsToCents(parseNumberText(co.amount)) || 0,
                taxable: co.taxable,
              },
            ],
          };
    create.mutate(body, {
      onSuccess: (r) =>
        onCreated(
          i18n._('Created {numbers} as drafts.', {
            numbers: r.invoices.map((i) => i.number).join(', '),
          }),
        ),
    });
  };

  return (
    <Dialog title={i18n._('Create invoices')} onClose={onClose}>
      <fieldset className="mb-3 flex gap-4">
        <legend className="sr-only">{i18n._('What to invoice')}</legend>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name="kind"
            checked={kind === 'schedule'}
            disabled={hasSchedule || contractTotalCents <= 0}
            onChange={() => setKind('schedule')}
            className="h-5 w-5"
          />
          {i18n._('Payment schedule')}
        </label>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name="kind"
            checked={kind === 'change-order'}
            onChange={() => setKind('change-order')}
            className="h-5 w-5"
          />
          {i18n._('Change order')}
        </label>
      </fieldset>
      {kind === 'schedule' ? (
        !shown ? (
          <SectionLoading label={i18n._('Loading the default schedule…')} />
        ) : (
          <div className="space-y-3">
            <p className="text-sm text-slate-700">
              {i18n._('Contract total {total}', { total: formatUsdCents(contractTotalCents) })}
            </p>
            {shown.map((p, i) => (
              <div key={i} className="grid grid-cols-2 gap-2">
                <TextField
                  label={i18n._('Part {number} label', { number: i + 1 })}
                  value={p.label}
                  onChange={(e) =>
                    setParts(shown.map((q, j) => (j === i ? { ...q, label: e.target.value } : q)))
                  }
                />
                <TextField
                  label={i18n._('Part {number} amount ($)', { number: i + 1 })}
                  inputMode="decimal"
                  value={p.amount}
                  onChange={(e) =>
                    setParts(shown.map((q, j) => (j === i ? { ...q, amount: e.target.value } : q)))
                  }
                />
              </div>
            ))}
            <p
              role="status"
              className={
                off === 0 ? 'text-sm text-slate-700' : 'text-sm font-semibold text-red-700'
              }
            >
              {off === 0
                ? i18n._('The parts add up to the contract total.')
                : off > 0
                  ? i18n._('The parts are {amount} over the contract total.', {
                      amount: formatUsdCents(off),
                    })
                  : i18n._('The parts are {amount} short of the contract total.', {
                      amount: formatUsdCents(-off),
                    })}
            </p>
          </div>
        )
      ) : (
        <div className="space-y-3">
          <TextField
            label={i18n._('Label')}
            value={co.label}
            onChange={(e) => setCo({ ...co, label: e.target.value })}
          />
          <TextField
            label={i18n._('Description')}
            value={co.description}
            onChange={(e) => setCo({ ...co, description: e.target.value })}
          />
          <TextField
            label={i18n._('Amount ($)')}
            inputMode="decimal"
            value={co.amount}
            onChange={(e) => setCo({ ...co, amount: e.target.value })}
          />
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={co.taxable}
              onChange={(e) => setCo({ ...co, taxable: e.target.checked })}
              className="h-5 w-5"
            />
            {i18n._('Taxed (materials), at the estimate’s tax rate')}
          </label>
        </div>
      )}
      {create.error && (
        <Callout tone="error" className="mt-3">
          {create.error.message}
        </Callout>
      )}
      <div className="flex justify-end gap-2 pt-4">
        <button type="button" className={buttonStyles.secondary} onClick={onClose}>
          {i18n._('Cancel')}
        </button>
        <button
          type="button"
          className={buttonStyles.primary}
          disabled={create.isPending || (kind === 'schedule' && (!shown || off !== 0))}
          onClick={submit}
        >
          {create.isPending ? i18n._('Creating…') : i18n._('Create')}
        </button>
      </div>
    </Dialog>
  );
}

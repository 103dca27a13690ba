import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { JobCost } from '../../../domain/costing/costs';

import { formatIsoDate, formatUsdCents } from '../../../domain/format/format';
import { buttonStyles } from '../../components/ui/button-styles';
import { Callout } from '../../components/ui/callout';
import { SectionError, SectionLoading } from '../../components/ui/status-message';
import { ApiError } from '../../lib/api-client';
import { usePermissions } from '../../lib/permissions';
import { costsQuery, profitQuery, useDeleteCost, useSaveCost } from './api';
import { CostForm } from './cost-form';
import { ProfitTable } from './profit-table';
import { CrewTimeList } from './crew-time';
import { i18n, useLingui } from './i18n';
import { costCategoryLabel, laborMethodLabel } from './labels';
import { currentLanguage } from '../../lib/i18n/catalogs';

const fieldMessages = (e: unknown): Record<string, string> =>
  e instanceof ApiError
    ? Object.fromEntries((e.problem.errors ?? []).map((f) => [f.path, f.message]))
    : {};

function costLine(c: JobCost): string {
  if (c.category === 'material') {
    const invoice =
      c.supplierInvoiceNumber && i18n._('invoice {number}', { number: c.supplierInvoiceNumber });
    return [c.supplier, invoice].filter(Boolean).join(', ');
  }
  if (c.category === 'labor' && c.laborMethod) {
    const how =
      c.laborMethod === 'subcontractor'
        ? laborMethodLabel('subcontractor')
        : c.laborMethod === 'crew-days'
          ? i18n._('{units} crew days x {rate}', {
              units: c.units,
              rate: formatUsdCents(c.rateCents ?? 0),
            })
          : i18n._('{units} hours x {rate}', {
              units: c.units,
              rate: formatUsdCents(c.rateCents ?? 0),
            });
    return how;
  }
  return '';
}

/**
 * A project's "Costs & profit" (owner and estimators): the actual costs, the profit projected
 * against actual for whoever may see it, and the crew's logged time.
 */
export function CostsSection({ projectId }: { projectId: string }) {
  const { i18n } = useLingui();
  const can = usePermissions();
  const costs = useQuery(costsQuery(projectId));
  const profit = useQuery(profitQuery(projectId));
  const save = useSaveCost(projectId);
  const remove = useDeleteCost(projectId);
  const [editing, setEditing] = useState<JobCost | 'new' | null>(null);
  const hiddenProfit = profit.error instanceof ApiError && profit.error.status === 403;

  return (
    <section
      aria-labelledby="costs-heading"
      className="mt-6 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="costs-heading" className="text-lg font-semibold">
          {i18n._('Costs & profit')}
        </h2>
        {editing === null && (
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={() => {
              save.reset();
              setEditing('new');
            }}
          >
            {i18n._('Add cost')}
          </button>
        )}
      </div>
      {editing !== null && (
        <div className="mb-4 rounded-md border border-slate-200 p-3">
          <CostForm
            key={editing === 'new' ? 'new' : editing.id}
            {...(editing === 'new' ? {} : { cost: editing })}
            errors={fieldMessages(save.error)}
            saving={save.isPending}
            onCancel={() => setEditing(null)}
            onSave={(input) =>
              save.mutate(
                {
                  input,
                  ...(editing === 'new'
                    ? {}
                    : { edit: { id: editing.id, version: editing.version } }),
                },
                { onSuccess: () => setEditing(null) },
              )
            }
          />
          {save.error && !Object.keys(fieldMessages(save.error)).length && (
            <Callout tone="error" role="alert" className="mt-3">
              {save.error.message}
            </Callout>
          )}
        </div>
      )}
      {costs.isPending ? (
        <SectionLoading label={i18n._('Loading costs…')} />
      ) : costs.isError ? (
        <SectionError
          what={i18n._('the costs')}
          message={costs.error.message}
          onRetry={() => void costs.refetch()}
        />
      ) : costs.data.length === 0 ? (
        <p className="text-slate-600">
          {i18n._('No costs yet. Add supplier invoices, labor and other costs as they come in.')}
        </p>
      ) : (
        <ul className="divide-y divide-slate-200" aria-label={i18n._('Costs')}>
          {costs.data.map((c) => (
            <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div className="min-w-0">
                <p className="font-medium">
                  {costCategoryLabel(c.category)}
                  {c.description ? `: ${c.description}` : ''}{' '}
                  <span className="font-semibold">{formatUsdCents(c.amountCents)}</span>
                </p>
                <p className="text-sm text-slate-600">
                  {formatIsoDate(c.date, currentLanguage())}
                  {costLine(c) ? ` · ${costLine(c)}` : ''}
                  {c.quantities.map(
                    (q) =>
                      ` · ${i18n._('{delivered} delivered, {returned} returned', {
                        delivered: q.delivered,
                        returned: q.returned,
                      })}`,
                  )}
                </p>
              </div>
              <div className="flex gap-2">
                <button
                  type="button"
                  className={buttonStyles.ghost}
                  aria-label={i18n._('Edit {category} {amount}', {
                    category: costCategoryLabel(c.category),
                    amount: formatUsdCents(c.amountCents),
                  })}
                  onClick={() => {
                    save.reset();
                    setEditing(c);
                  }}
                >
                  {i18n._('Edit')}
                </button>
                {can.manageCompany && (
                  <button
                    type="button"
                    className={buttonStyles.ghost}
                    aria-label={i18n._('Delete {category} {amount}', {
                      category: costCategoryLabel(c.category),
                      amount: formatUsdCents(c.amountCents),
                    })}
                    disabled={remove.isPending}
                    onClick={() => {
                      if (window.confirm(i18n._('Delete this cost?'))) remove.mutate(c.id);
                    }}
                  >
                    {i18n._('Delete')}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {!hiddenProfit && (
        <div className="mt-4">
          <h3 className="mb-2 font-semibold">{i18n._('Job profit')}</h3>
          {profit.isPending ? (
            <SectionLoading label={i18n._('Loading profit…')} />
          ) : profit.isError ? (
            <SectionError
              what={i18n._('the profit')}
              message={profit.error.message}
              onRetry={() => void profit.refetch()}
            />
          ) : (
            <ProfitTable profit={profit.data} />
          )}
        </div>
      )}
      <CrewTimeList projectId={projectId} />
    </section>
  );
}

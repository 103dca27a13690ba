import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '../../../domain/api/api-paths';
import type { SchedulePart } from '../../../domain/invoicing/defaults';
import type {
  Invoice,
  InvoiceSettings,
  Payment,
  ProjectInvoices,
} from '../../../domain/invoicing/types';
import { apiFetch } from '../../lib/api-client';
import { projectKeys } from '../projects/api';

// The invoices feature's requests: a job's invoices, making, sending and voiding them, and the
// money recorded against them. Every write refreshes the job (its stage follows the money).

export const invoiceKeys = {
  forProject: (projectId: string) => ['invoices', 'project', projectId] as const,
  settings: ['invoices', 'settings'] as const,
};

export const projectInvoicesQuery = (projectId: string) =>
  queryOptions({
    queryKey: invoiceKeys.forProject(projectId),
    // Not kept for use offline: with no signal it waits rather than failing.
    networkMode: 'online',
    queryFn: () => apiFetch<ProjectInvoices>(apiPath('projectInvoices', { id: projectId })),
    staleTime: 0,
  });

export const invoiceSettingsQuery = () =>
  queryOptions({
    queryKey: invoiceKeys.settings,
    // Not kept for use offline: with no signal it waits rather than failing.
    networkMode: 'online',
    queryFn: () => apiFetch<InvoiceSettings>(apiPath('invoiceSettings')),
  });

export function invoicePdfUrl(id: string): string {
  return apiPath('invoicePdf', { id });
}

function useRefresh(projectId: string) {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: invoiceKeys.forProject(projectId) });
    void qc.invalidateQueries({ queryKey: projectKeys.detail(projectId) });
    // The dashboard's figures, what is owed among them.
    void qc.invalidateQueries({ queryKey: projectKeys.dashboard });
  };
}

export type InvoiceCreateBody =
  | { schedule: SchedulePart[] }
  | {
      label: string;
      lines: { description: string; amountCents: number; taxable: boolean }[];
      taxPercent?: number;
    };

export function useCreateInvoices(projectId: string) {
  const refresh = useRefresh(projectId);
  return useMutation({
    mutationFn: (body: InvoiceCreateBody) =>
      apiFetch<{ invoices: Invoice[] }>(apiPath('projectInvoices', { id: projectId }), {
        method: 'POST',
        json: body,
      }),
    onSuccess: refresh,
  });
}

export interface SentInvoice {
  invoice: Invoice;
  url: string;
  emailedTo: string | null;
  emailProblem: string | null;
}

export function useSendInvoice(projectId: string) {
  const refresh = useRefresh(projectId);
  return useMutation({
    mutationFn: ({ id, email }: { id: string; email?: string }) =>
      apiFetch<SentInvoice>(apiPath('invoiceSend', { id }), {
        method: 'POST',
        json: email ? { email } : {},
      }),
    onSuccess: refresh,
  });
}

export function useVoidInvoice(projectId: string) {
  const refresh = useRefresh(projectId);
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      apiFetch<Invoice>(apiPath('invoiceVoid', { id }), { method: 'POST', json: { reason } }),
    onSuccess: refresh,
  });
}

export interface PaymentBody {
  amountCents: number;
  paidOn: string;
  method: string;
  checkNumber: string;
  payerKind: string;
  payerName: string;
  note: string;
  asCredit: boolean;
}

export function useRecordPayment(projectId: string) {
  const refresh = useRefresh(projectId);
  return useMutation({
    // The outbox's code loads with the first payment, never with the screens that read money.
    mutationFn: async ({
      invoice,
      body,
    }: {
      invoice: Pick<Invoice, 'id' | 'number' | 'projectId'>;
      body: PaymentBody;
    }) => (await import('./offline-writes')).recordPaymentOrKeep(invoice, body),
    onSuccess: refresh,
  });
}

export function useRefundPayment(projectId: string) {
  const refresh = useRefresh(projectId);
  return useMutation({
    mutationFn: ({
      paymentId,
      body,
    }: {
      paymentId: string;
      body: { amountCents: number; paidOn: string; reason: string };
    }) =>
      apiFetch<{ payment: Payment; invoice: Invoice }>(
        apiPath('paymentRefund', { id: paymentId }),
        { method: 'POST', json: body },
      ),
    onSuccess: refresh,
  });
}

export type InvoiceSettingsBody = Omit<InvoiceSettings, 'updatedAt'>;

/** The owner's invoice settings; the answer becomes the cached settings (its new version). */
export function useSaveInvoiceSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: InvoiceSettingsBody) =>
      apiFetch<InvoiceSettings>(apiPath('invoiceSettings'), { method: 'PUT', json: body }),
    onSuccess: (saved) => qc.setQueryData(invoiceKeys.settings, saved),
  });
}

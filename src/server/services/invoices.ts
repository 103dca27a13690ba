import type { SessionUser } from '../../domain/account/account';
import { formatUsdCents } from '../../domain/format/format';
import { paymentTermsLabel } from '../customer-labels';
import { i18nFor } from '../i18n';
import type { InvoiceDocument } from '../../domain/invoicing/document';
import { lineTotals } from '../../domain/invoicing/lines';
import type { InvoiceCreate } from '../../domain/invoicing/schemas';
import { isSplit, scheduleProblemText, splitSchedule } from '../../domain/invoicing/schedule';
import type { Invoice } from '../../domain/invoicing/types';
import type { Project } from '../../domain/project/project';
import type { NewInvoice } from '../db/invoices-repository';
import type { Repositories } from '../db/repositories';
import { badRequest, problem, ProblemError } from '../problem';
import { existingProject, projectNotFound } from './projects';

// The rules of invoices apart from HTTP: what a job's contract total is, how a schedule or a
// change order becomes invoices, and what the customer is shown.

type Repos = Pick<Repositories, 'invoices' | 'projects' | 'estimates' | 'settings' | 'activity'>;

export const noInvoice = (id: string) => new ProblemError(problem(404, `No invoice with id ${id}`));

export async function existingInvoice(invoices: Repositories['invoices'], id: string) {
  const invoice = await invoices.get(id);
  if (!invoice) throw noInvoice(id);
  return invoice;
}

/**
 * What the schedule splits: the accepted option's total once the customer accepted, else the
 * latest saved estimate's; null for a job with neither.
 */
export async function contractTotalOf(
  estimates: Repositories['estimates'],
  project: Project,
): Promise<number | null> {
  if (project.estimatedCostAccepted) return project.estimatedCostCents;
  const list = await estimates.listForProject(project.id);
  const latest = list.reduce<(typeof list)[number] | undefined>(
    (a, e) => (!a || e.number > a.number ? e : a),
    undefined,
  );
  return latest ? latest.totalCents : null;
}

/** The tax percent of the job's latest estimate: a change order is taxed like it. */
async function estimateTaxPercent(repos: Repos, projectId: string): Promise<number> {
  const list = await repos.estimates.listForProject(projectId);
  const latest = list.reduce<(typeof list)[number] | undefined>(
    (a, e) => (!a || e.number > a.number ? e : a),
    undefined,
  );
  const estimate = latest && (await repos.estimates.get(latest.id));
  return estimate?.input.adjustments.taxPercent ?? 0;
}

async function newInvoicesOf(repos: Repos, project: Project, body: InvoiceCreate) {
  if ('schedule' in body) {
    const total = await contractTotalOf(repos.estimates, project);
    if (total === null || total <= 0) {
      throw new ProblemError(
        problem(
          409,
          'This job has no accepted proposal or saved estimate to invoice: save an estimate first, or invoice a change order.',
        ),
      );
    }
    const split = splitSchedule(total, body.schedule);
    if (!isSplit(split)) {
      const path = split.kind === 'part-not-positive' ? `schedule.${split.index}` : 'schedule';
      throw badRequest('invoice', [{ path, message: scheduleProblemText(split, formatUsdCents) }]);
    }
    return split.parts.map((p, i): NewInvoice => ({
      kind: 'schedule-part',
      label: p.label,
      final: i === split.parts.length - 1,
      // The contract total already includes its tax.
      taxPercent: 0,
      subtotalCents: p.amountCents,
      taxCents: 0,
      totalCents: p.amountCents,
      lines: [{ description: p.label, amountCents: p.amountCents, taxable: false }],
    }));
  }
  const taxPercent = body.taxPercent ?? (await estimateTaxPercent(repos, project.id));
  const totals = lineTotals(body.lines, taxPercent);
  return [
    {
      kind: 'change-order',
      label: body.label,
      final: false,
      taxPercent,
      ...totals,
      lines: body.lines,
    } satisfies NewInvoice,
  ];
}

/**
 * Makes a job's invoices: a whole payment schedule (drafts, the last one the final invoice) or
 * one change order. 404 unknown project, 409 a job without a total or with a schedule already,
 * 400 naming the part that does not add up.
 */
export async function createInvoices(
  repos: Repos,
  projectId: string,
  body: InvoiceCreate,
  by: Pick<SessionUser, 'id' | 'name'>,
): Promise<Invoice[]> {
  const project = await existingProject(repos.projects, projectId);
  const made = await repos.invoices.create(
    project.id,
    await newInvoicesOf(repos, project, body),
    by.id,
  );
  if (made.kind === 'not-found') throw projectNotFound(projectId);
  if (made.kind === 'schedule-exists') {
    throw new ProblemError(
      problem(409, 'This job already has a payment schedule: void its invoices to make a new one.'),
    );
  }
  await repos.activity.record(by, {
    kind: 'invoice.created',
    detail: { t: 'invoices', numbers: made.invoices.map((i) => i.number), project: project.name },
    projectId: project.id,
  });
  return made.invoices;
}

/** The invoice as the customer's page and the PDF show it. */
export async function invoiceDocumentOf(
  repos: Pick<Repositories, 'projects' | 'settings' | 'invoices'>,
  invoice: Invoice,
  canPayOnline = false,
): Promise<InvoiceDocument> {
  const [project, settings, logo, invoiceSettings] = await Promise.all([
    repos.projects.get(invoice.projectId),
    repos.settings.get(),
    repos.settings.logo(),
    repos.invoices.settings(),
  ]);
  const language = project?.customerLanguage ?? 'en';
  return {
    company: { ...settings.company, logoDataUrl: logo },
    customer: { name: project?.customerName ?? '', email: project?.customerEmail ?? '' },
    project: { name: project?.name ?? '', address: project?.address ?? '' },
    invoice: {
      number: invoice.number,
      kind: invoice.kind,
      label: invoice.label,
      state: invoice.state,
      issueDate: invoice.issueDate,
      dueDate: invoice.dueDate,
      // In the customer's words, as the rest of what they are shown.
      paymentTermsLabel: paymentTermsLabel(i18nFor(language), invoice.paymentTerms),
      lines: invoice.lines.map((l) => ({
        description: l.description,
        amountCents: l.amountCents,
        taxable: l.taxable,
      })),
      subtotalCents: invoice.subtotalCents,
      taxPercent: invoice.taxPercent,
      taxCents: invoice.taxCents,
      totalCents: invoice.totalCents,
      paidCents: invoice.paidCents,
      balanceCents: invoice.balanceCents,
    },
    payments: invoice.payments
      .filter((p) => p.status !== 'failed')
      .map((p) => ({
        paidOn: p.paidOn,
        amountCents: p.amountCents,
        method: p.method,
        payerKind: p.payerKind,
        checkNumber: p.checkNumber,
        status: p.status,
        refund: p.refundOf !== null,
      })),
    howToPay: invoiceSettings.howToPay,
    canPayOnline,
    language,
  };
}

/** "invoice-inv-2026-0007.pdf" */
export function invoiceFileName(invoice: Pick<Invoice, 'number'>): string {
  const slug = invoice.number
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `invoice-${slug || 'document'}.pdf`;
}

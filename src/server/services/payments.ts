import type { SessionUser } from '../../domain/account/account';
import { formatUsdCents } from '../../domain/format/format';
import type { PaymentCreate, RefundCreate } from '../../domain/invoicing/schemas';
import type { Invoice, Payment } from '../../domain/invoicing/types';
import type { PaymentResult } from '../db/payments-repository';
import type { Repositories } from '../db/repositories';
import { badRequest, problem, ProblemError } from '../problem';
import { noInvoice } from './invoices';

// Recording money in and refunding it, apart from HTTP. The repository decides under the job's
// lock; this turns its refusals into problems and logs what happened.

type Repos = Pick<Repositories, 'payments' | 'projects' | 'activity'>;

function answer(result: PaymentResult, id: string): { payment: Payment; invoice: Invoice } {
  switch (result.kind) {
    case 'recorded':
      return { payment: result.payment, invoice: result.invoice };
    case 'not-found':
      throw noInvoice(id);
    case 'void':
      throw new ProblemError(problem(409, 'This invoice is void: it takes no payments.'));
    case 'over-balance':
      throw badRequest('payment', [
        {
          path: 'amountCents',
          message: `The balance is ${formatUsdCents(result.invoice.balanceCents)}: record more only as a credit on the job`,
        },
      ]);
    case 'over-refundable':
      throw badRequest('refund', [
        {
          path: 'amountCents',
          message: `At most ${formatUsdCents(result.refundableCents)} of this payment is left to refund`,
        },
      ]);
    case 'not-refundable':
      throw new ProblemError(problem(409, 'Nothing of this payment is left to refund.'));
  }
}

async function log(
  repos: Repos,
  by: Pick<SessionUser, 'id' | 'name'>,
  kind: 'payment.recorded' | 'payment.refunded',
  invoice: Invoice,
  cents: number,
) {
  const project = await repos.projects.get(invoice.projectId);
  await repos.activity.record(by, {
    kind,
    detail: { t: 'invoices', numbers: [invoice.number], project: project?.name ?? null, cents },
    projectId: invoice.projectId,
  });
}

export async function recordPayment(
  repos: Repos,
  invoiceId: string,
  input: PaymentCreate,
  by: Pick<SessionUser, 'id' | 'name'>,
) {
  const done = answer(await repos.payments.record(invoiceId, input, by), invoiceId);
  await log(repos, by, 'payment.recorded', done.invoice, input.amountCents);
  return done;
}

export async function refundPayment(
  repos: Repos,
  paymentId: string,
  input: RefundCreate,
  by: Pick<SessionUser, 'id' | 'name'>,
) {
  const result = await repos.payments.refund(paymentId, input, by);
  if (result.kind === 'not-found') {
    throw new ProblemError(problem(404, `No payment with id ${paymentId}`));
  }
  const done = answer(result, paymentId);
  await log(repos, by, 'payment.refunded', done.invoice, input.amountCents);
  return done;
}

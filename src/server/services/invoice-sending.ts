import type { SessionUser } from '../../domain/account/account';
import { looksLikeEmail } from '../../domain/common/email';
import type { Invoice } from '../../domain/invoicing/types';
import { newToken, tokenHash } from '../auth/tokens';
import type { Repositories } from '../db/repositories';
import { invoiceEmail } from '../mail/invoice-email';
import type { Mailer } from '../mail/mailer';
import { MailError } from '../mail/mailer';
import { badRequest, problem, ProblemError } from '../problem';
import { invoiceDocumentOf, noInvoice } from './invoices';

// Sending an invoice (a new customer link each time, emailed when SMTP is set up) and voiding one.

type Repos = Pick<Repositories, 'invoices' | 'projects' | 'settings' | 'activity'>;

export interface SentInvoice {
  invoice: Invoice;
  /** The customer's link: shown once, only its hash is kept. */
  url: string;
  emailedTo: string | null;
  /** Why the email did not go, when it was asked for and did not. */
  emailProblem: string | null;
}

export async function sendInvoice(
  repos: Repos,
  mailer: Mailer | null,
  id: string,
  email: string | undefined,
  by: Pick<SessionUser, 'id' | 'name'>,
  linkFor: (token: string) => string,
): Promise<SentInvoice> {
  if (email && !looksLikeEmail(email)) {
    throw badRequest('send', [{ path: 'email', message: 'Enter a valid email address' }]);
  }
  const token = newToken();
  const result = await repos.invoices.markSent(id, tokenHash(token), by);
  if (result.kind === 'not-found') throw noInvoice(id);
  if (result.kind === 'refused') {
    throw new ProblemError(problem(409, 'This invoice is void: it cannot be sent.'));
  }
  let invoice = result.invoice;
  const url = linkFor(token);
  let emailedTo: string | null = null;
  let emailProblem: string | null = null;
  if (email) {
    if (!mailer) {
      emailProblem = 'Email is not set up on this server: copy the link instead.';
    } else {
      try {
        await mailer.send(invoiceEmail(await invoiceDocumentOf(repos, invoice), url, email));
        await repos.invoices.markEmailed(id, email);
        emailedTo = email;
        invoice = (await repos.invoices.get(id)) ?? invoice;
      } catch (e) {
        if (!(e instanceof MailError)) throw e;
        emailProblem = `The mail server did not take the message: ${e.message}`.slice(0, 500);
      }
    }
  }
  const project = await repos.projects.get(invoice.projectId);
  await repos.activity.record(by, {
    kind: 'invoice.sent',
    detail: { t: 'invoices', numbers: [invoice.number], project: project?.name ?? null },
    projectId: invoice.projectId,
  });
  return { invoice, url, emailedTo, emailProblem };
}

export async function voidInvoice(
  repos: Repos,
  id: string,
  body: { reason: string; version?: number | undefined },
  by: Pick<SessionUser, 'id' | 'name'>,
): Promise<Invoice> {
  const result = await repos.invoices.void(id, body.reason, by.id, body.version);
  if (result.kind === 'not-found') throw noInvoice(id);
  if (result.kind === 'refused') {
    const why = {
      void: 'This invoice is already void.',
      'has-payments': 'This invoice has payments: refund them before voiding it.',
      version: 'This invoice was changed meanwhile: reload it and try again.',
    }[result.reason];
    throw new ProblemError(problem(409, why, { current: result.invoice }));
  }
  const project = await repos.projects.get(result.invoice.projectId);
  await repos.activity.record(by, {
    kind: 'invoice.voided',
    detail: { t: 'invoices', numbers: [result.invoice.number], project: project?.name ?? null },
    projectId: result.invoice.projectId,
  });
  return result.invoice;
}

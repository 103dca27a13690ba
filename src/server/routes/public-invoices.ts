import type { FastifyPluginAsync } from 'fastify';
import { ANONYMOUS_CUSTOMER } from '../../domain/activity/activity';
import { API_ROUTES } from '../../domain/api/api-paths';
import type { Invoice } from '../../domain/invoicing/types';
import { PUBLIC } from '../auth/access';
import { tokenHash } from '../auth/tokens';
import type { Repositories } from '../db/repositories';
import type { PdfJob } from '../pdf/pdf-documents';
import { sendDocument } from '../pdf/send-document';
import { problem, ProblemError } from '../problem';
import { rateLimit } from '../rate-limit';
import { invoiceDocumentOf, invoiceFileName } from '../services/invoices';
import { NOT_FOUND } from '../services/proposals';
import { customerPageReader, notFoundPage, sendPage } from '../customer-pages';
import { requestLanguage } from '../problem-language';
import { PUBLIC_READS_PER_MINUTE } from './public-proposals';

// The customer's side of an invoice: no account, only the link's token (its hash is what the
// database keeps). An unknown token and a void invoice's old link get the same answer.

export interface PublicInvoiceRouteOptions {
  repos: Pick<Repositories, 'invoices' | 'projects' | 'settings' | 'activity'>;
  render: (job: PdfJob) => Promise<Buffer>;
  /** The built web app, whose customer/index.html is the page behind the link. */
  webRoot: string | undefined;
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const publicInvoiceRoutes: FastifyPluginAsync<PublicInvoiceRouteOptions> = async (
  app,
  { repos, render, webRoot },
) => {
  const customerPage = customerPageReader(webRoot);
  const readRoute = {
    ...PUBLIC,
    onRequest: rateLimit({ max: PUBLIC_READS_PER_MINUTE, windowMs: 60_000 }),
  };

  const find = async (token: string): Promise<Invoice | undefined> =>
    TOKEN_PATTERN.test(token) ? repos.invoices.byTokenHash(tokenHash(token)) : undefined;
  const live = async (token: string): Promise<Invoice> => {
    const invoice = await find(token);
    if (!invoice || invoice.voidedAt !== null) throw new ProblemError(problem(404, NOT_FOUND));
    return invoice;
  };

  // The customer page's build, which loads the invoice from the API below: that request is the
  // one that counts as the customer viewing it (and logs it), as for proposals.
  app.get<{ Params: { token: string } }>('/i/:token', readRoute, async (req, reply) => {
    const found = await find(req.params.token);
    if (!found || found.voidedAt !== null) {
      return sendPage(reply, 404, notFoundPage(requestLanguage(req)));
    }
    const project = await repos.projects.get(found.projectId);
    return sendPage(reply, 200, await customerPage(project?.customerLanguage ?? 'en'));
  });

  app.get<{ Params: { token: string } }>(API_ROUTES.publicInvoice, readRoute, async (req) => {
    let invoice = await live(req.params.token);
    // Someone of the team checking the link is not the customer opening it.
    if (!req.user && req.method !== 'HEAD') {
      const first = await repos.invoices.markViewed(invoice.id);
      if (first) {
        await repos.activity.record(
          { id: null, name: ANONYMOUS_CUSTOMER },
          { kind: 'invoice.viewed', subject: invoice.number, projectId: invoice.projectId },
        );
      }
      invoice = (await repos.invoices.get(invoice.id)) ?? invoice;
    }
    return invoiceDocumentOf(repos, invoice);
  });

  app.get<{ Params: { token: string } }>(
    API_ROUTES.publicInvoicePdf,
    readRoute,
    async (req, reply) => {
      const invoice = await live(req.params.token);
      return sendDocument(reply, {
        type: 'application/pdf',
        fileName: invoiceFileName(invoice),
        body: async () =>
          render({ kind: 'invoice', data: await invoiceDocumentOf(repos, invoice) }),
      });
    },
  );
};

import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { canSeeMoney } from '../../domain/account/account';
import { API_ROUTES } from '../../domain/api/api-paths';
import {
  invoiceCreateSchema,
  invoiceSendSchema,
  invoiceSettingsSchema,
  paymentCreateSchema,
  refundSchema,
  voidSchema,
} from '../../domain/invoicing/schemas';
import type { ProjectInvoices } from '../../domain/invoicing/types';
import { OFFICE, OWNER_ONLY, userOf } from '../auth/access';
import { idempotent } from '../idempotency';
import type { Repositories } from '../db/repositories';
import type { Mailer } from '../mail/mailer';
import type { PdfJob } from '../pdf/pdf-documents';
import { sendDocument } from '../pdf/send-document';
import { parseOr400, problem, ProblemError } from '../problem';
import {
  contractTotalOf,
  createInvoices,
  existingInvoice,
  invoiceDocumentOf,
  invoiceFileName,
} from '../services/invoices';
import { sendInvoice, voidInvoice } from '../services/invoice-sending';
import { recordPayment, refundPayment } from '../services/payments';
import { existingProject } from '../services/projects';

export interface InvoiceRouteOptions {
  repos: Pick<
    Repositories,
    'invoices' | 'payments' | 'projects' | 'estimates' | 'settings' | 'activity'
  >;
  /** Null when SMTP_URL is not set: links are then copied by hand. */
  mailer: Mailer | null;
  publicUrl: string | undefined;
  render: (job: PdfJob) => Promise<Buffer>;
}

/**
 * The office's side of invoicing: a job's invoices (a payment schedule or a change order), sent
 * behind a customer link, voided, printed, and the money recorded against them. Crew reach none.
 */
export const invoiceRoutes: FastifyPluginAsync<InvoiceRouteOptions> = async (
  app,
  { repos, mailer, publicUrl, render },
) => {
  const linkFor = (req: FastifyRequest, token: string) => {
    const origin = publicUrl ?? `${req.protocol}://${req.headers.host ?? 'localhost'}`;
    return `${origin}/i/${token}`;
  };

  app.get<{ Params: { id: string } }>(
    API_ROUTES.projectInvoices,
    OFFICE,
    async (req): Promise<ProjectInvoices> => {
      const project = await existingProject(repos.projects, req.params.id);
      const [invoices, money, contract] = await Promise.all([
        repos.invoices.listForProject(project.id),
        repos.invoices.jobMoney(project.id),
        contractTotalOf(repos.estimates, project),
      ]);
      return { invoices, contractTotalCents: contract ?? 0, ...money };
    },
  );

  app.post<{ Params: { id: string } }>(API_ROUTES.projectInvoices, OFFICE, async (req, reply) => {
    const body = parseOr400(invoiceCreateSchema(), req.body, 'invoice');
    const invoices = await createInvoices(repos, req.params.id, body, userOf(req));
    reply.code(201);
    return { invoices };
  });

  app.get<{ Params: { id: string } }>(API_ROUTES.invoice, OFFICE, async (req) =>
    existingInvoice(repos.invoices, req.params.id),
  );

  app.post<{ Params: { id: string } }>(API_ROUTES.invoiceSend, OFFICE, async (req, reply) => {
    const body = parseOr400(invoiceSendSchema(), req.body ?? {}, 'send');
    const sent = await sendInvoice(repos, mailer, req.params.id, body.email, userOf(req), (t) =>
      linkFor(req, t),
    );
    reply.header('cache-control', 'no-store');
    return sent;
  });

  app.post<{ Params: { id: string } }>(API_ROUTES.invoiceVoid, OFFICE, async (req) => {
    const body = parseOr400(voidSchema(), req.body, 'void');
    return voidInvoice(repos, req.params.id, body, userOf(req));
  });

  app.get<{ Params: { id: string } }>(API_ROUTES.invoicePdf, OFFICE, async (req, reply) => {
    const invoice = await existingInvoice(repos.invoices, req.params.id);
    return sendDocument(reply, {
      type: 'application/pdf',
      fileName: invoiceFileName(invoice),
      body: async () => render({ kind: 'invoice', data: await invoiceDocumentOf(repos, invoice) }),
    });
  });

  // Idempotent: a payment recorded with no signal is sent later, maybe twice (a lost answer); the
  // key makes the second one answer as the first instead of recording the money again.
  app.post<{ Params: { id: string } }>(
    API_ROUTES.invoicePayments,
    idempotent(OFFICE),
    async (req, reply) => {
      const body = parseOr400(paymentCreateSchema(), req.body, 'payment');
      const done = await recordPayment(repos, req.params.id, body, userOf(req));
      reply.code(201);
      return done;
    },
  );

  // Money going back out is the owner's decision alone.
  app.post<{ Params: { id: string } }>(API_ROUTES.paymentRefund, OWNER_ONLY, async (req, reply) => {
    const body = parseOr400(refundSchema(), req.body, 'refund');
    const done = await refundPayment(repos, req.params.id, body, userOf(req));
    reply.code(201);
    return done;
  });

  app.get(API_ROUTES.invoiceSettings, OFFICE, async () => repos.invoices.settings());

  app.put(API_ROUTES.invoiceSettings, OWNER_ONLY, async (req) => {
    const body = parseOr400(invoiceSettingsSchema(), req.body, 'settings');
    const saved = await repos.invoices.saveSettings(body, userOf(req).id);
    if (!saved) {
      throw new ProblemError(
        problem(409, 'The invoice settings were changed meanwhile: reload them and try again.', {
          current: await repos.invoices.settings(),
        }),
      );
    }
    return saved;
  });

  // The dashboard's Outstanding figure: what sent invoices still have owing, and how much is late.
  app.get(API_ROUTES.outstanding, OFFICE, async (req) => {
    if (!canSeeMoney(userOf(req).role)) throw new ProblemError(problem(403, 'Not allowed'));
    return repos.invoices.outstanding();
  });
};

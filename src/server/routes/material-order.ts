import type { FastifyPluginAsync } from 'fastify';
import {
  materialOrderQuerySchema,
  orderOptionBodySchema,
} from '../../domain/estimate/document-queries';
import { workingOptionName } from '../../domain/estimate/working-option';
import { formatEstimateNumber } from '../../domain/estimate/estimate-record';
import { OFFICE, userOf } from '../auth/access';
import type { EstimatesRepository } from '../db/estimates-repository';
import type { ProjectsRepository } from '../db/projects-repository';
import type { SettingsRepository } from '../db/settings-repository';
import { renderOrderCsv } from '../pdf/order-csv';
import type { MaterialOrderData } from '../pdf/order-data';
import { orderLinesOf } from '../pdf/order-data';
import type { PdfJob } from '../pdf/pdf-documents';
import { fileSlug, sendDocument } from '../pdf/send-document';
import { badRequest, parseOr400, problem, ProblemError } from '../problem';
import { estimateNotFound } from '../services/estimates';

export interface MaterialOrderOptions {
  estimates: EstimatesRepository;
  projects: ProjectsRepository;
  settings: SettingsRepository;
  /** Renders off the event loop (the app's worker pool); may refuse with PdfBusyError. */
  render: (job: PdfJob) => Promise<Buffer>;
}

/**
 * A saved estimate's materials (its working option's: the one the customer accepted, else the
 * one the office chose, else the first) as an order for the supplier, as CSV or PDF: quantities (waste
 * included) and units, the job and the delivery note, and no price anywhere.
 */
export const materialOrderRoutes: FastifyPluginAsync<MaterialOrderOptions> = async (
  app,
  { estimates, projects, settings, render },
) => {
  async function orderOf(id: string, query: unknown): Promise<MaterialOrderData> {
    const { note, date } = parseOr400(materialOrderQuerySchema(), query, 'query');
    const found = await estimates.working(id);
    if (!found) throw estimateNotFound(id);
    const { estimate, working } = found;
    const [project, { company, companyLanguage }] = await Promise.all([
      projects.get(estimate.projectId),
      settings.get(),
    ]);
    // Estimates go with their project; one deleted a moment ago is gone too.
    if (!project) throw estimateNotFound(id);
    const optionName = workingOptionName(working);
    return {
      company,
      estimateNumber: formatEstimateNumber(estimate.number),
      option: optionName ? { name: optionName, accepted: working.basis === 'accepted' } : null,
      date: date ?? new Date().toISOString().slice(0, 10),
      job: { name: project.name, address: project.address },
      note: note ?? '',
      lines: orderLinesOf(working.totals),
      language: companyLanguage,
    };
  }

  // The option to order, until a customer accepts one. The project's estimated cost follows.
  app.put<{ Params: { id: string } }>('/api/estimates/:id/order-option', OFFICE, async (req) => {
    const { option } = parseOr400(orderOptionBodySchema(), req.body, 'order option');
    const id = req.params.id;
    const r = await estimates.chooseOrderOption(id, option, userOf(req).id);
    if (r.kind === 'not-found') {
      throw estimateNotFound(id);
    }
    if (r.kind === 'no-such-option') {
      throw badRequest('order option', [
        {
          path: 'option',
          message:
            r.optionCount === 1
              ? 'Option must be 0: the estimate has one option'
              : `Option must be between 0 and ${r.optionCount - 1}: the estimate has ${r.optionCount} options`,
        },
      ]);
    }
    if (r.kind === 'accepted') {
      throw new ProblemError(
        problem(
          409,
          `The customer accepted ${r.working.name} on a proposal: the order is for that option.`,
        ),
      );
    }
    return { estimate: r.estimate, project: r.project };
  });

  const fileName = (order: MaterialOrderData, ext: string) =>
    `material-order-${order.estimateNumber.toLowerCase()}-${fileSlug(order.job.name)}.${ext}`;

  app.get<{ Params: { id: string } }>(
    '/api/estimates/:id/order.csv',
    OFFICE,
    async (req, reply) => {
      const order = await orderOf(req.params.id, req.query);
      return sendDocument(reply, {
        type: 'text/csv; charset=utf-8',
        fileName: fileName(order, 'csv'),
        body: async () => renderOrderCsv(order),
      });
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/estimates/:id/order.pdf',
    OFFICE,
    async (req, reply) => {
      const order = await orderOf(req.params.id, req.query);
      return sendDocument(reply, {
        type: 'application/pdf',
        fileName: fileName(order, 'pdf'),
        body: () => render({ kind: 'material-order', data: order }),
      });
    },
  );
};

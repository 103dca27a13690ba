import type { FastifyPluginAsync } from 'fastify';
import { OFFICE } from '../auth/access';
import { z } from 'zod';
import type { PriceSnapshotLine } from '../../domain/estimate/estimate-record';
import { isoDateSchema } from '../../domain/common/common-schemas';
import { once } from '../../domain/common/once';
import { estimateInputOf } from '../../domain/estimate/pricing';
import { estimateInputSchema } from '../../domain/estimate/estimate-schema';
import type { MaterialsRepository } from '../db/materials-repository';
import type { ProjectsRepository } from '../db/projects-repository';
import type { SettingsRepository } from '../db/settings-repository';
import type { EstimatePdfData, EstimatePdfProject } from '../pdf/estimate-pdf-data';
import { fileSlug, sendDocument } from '../pdf/send-document';
import { pricedOr400 } from '../estimate-pricing';
import { parseOr400 } from '../problem';
import { existingProject } from '../services/projects';

// The same flat body as POST /api/estimates (the estimate's fields plus a few more), so a bad
// field is named `materials.0.quantity` exactly as the estimator form and saving name it. Strict:
// a total computed in the browser is refused rather than silently ignored.
const pdfRequestSchema = once(() =>
  z.strictObject({
    ...estimateInputSchema().shape,
    projectId: z.string().trim().min(1, 'Project id is required').max(100).optional(),
    estimateId: z.string().trim().min(1, 'Estimate id is required').max(100).optional(),
    // A reopened estimate prints the prices it was saved with, unless the user re-priced it.
    reprice: z.boolean({ error: 'Reprice must be true or false' }).optional(),
    // The user's local calendar date; the server's UTC date can already be tomorrow in the US.
    date: isoDateSchema().optional(),
  }),
);

export interface EstimatePdfOptions {
  projects: ProjectsRepository;
  settings: SettingsRepository;
  materials: MaterialsRepository;
  /**
   * A saved estimate's number ("EST-000042") and the prices it was saved with; null for an
   * unknown id (the PDF then prints "Draft" and today's prices).
   */
  savedEstimate: (
    estimateId: string,
  ) => Promise<{ number: string; prices: readonly PriceSnapshotLine[] } | null>;
  /** Renders off the event loop (the app's worker pool); may refuse with PdfBusyError. */
  render: (data: EstimatePdfData) => Promise<Buffer>;
}

export const estimatePdfRoutes: FastifyPluginAsync<EstimatePdfOptions> = async (
  app,
  { projects, settings, materials, savedEstimate, render },
) => {
  app.post('/api/estimates/pdf', OFFICE, async (req, reply) => {
    const body = parseOr400(pdfRequestSchema(), req.body, 'estimate');
    const input = estimateInputOf(body);
    const [priceList, saved] = await Promise.all([
      materials.list(),
      body.estimateId ? savedEstimate(body.estimateId) : null,
    ]);
    // Prices come from the database, never from the client, as the estimator shows them.
    const { totals, options } = pricedOr400({
      input,
      priceList,
      saved: saved?.prices,
      reprice: body.reprice,
    });

    let project: EstimatePdfProject | null = null;
    if (body.projectId) {
      const found = await existingProject(projects, body.projectId);
      project = {
        name: found.name,
        address: found.address,
        customerName: found.customerName,
        customerPhone: found.customerPhone,
        customerEmail: found.customerEmail,
      };
    }

    const { company, proposalTerms, proposalValidDays } = await settings.get();
    const date = body.date ?? new Date().toISOString().slice(0, 10);
    return sendDocument(reply, {
      type: 'application/pdf',
      fileName: `estimate-${project ? fileSlug(project.name) : 'draft'}-${date}.pdf`,
      body: () =>
        render({
          company,
          estimateNumber: saved?.number ?? null,
          date,
          project,
          input,
          totals,
          options,
          terms: proposalTerms,
          validDays: proposalValidDays,
        }),
    });
  });
};

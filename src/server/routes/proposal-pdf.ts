import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { computeEstimate } from '../../domain/estimate';
import type { PriceSnapshotLine } from '../../domain/estimate-record';
import { priceListWithSnapshot } from '../../domain/estimate-record';
import { estimateInputSchema } from '../../domain/estimate-schema';
import type { MaterialsRepository } from '../db/materials-repository';
import type { ProjectsRepository } from '../db/projects-repository';
import type { SettingsRepository } from '../db/settings-repository';
import { renderProposalPdf } from '../pdf/proposal-pdf';
import type { ProposalProject } from '../pdf/proposal-data';
import { parseOr400, problem, ProblemError } from '../problem';

const pdfRequestSchema = z.strictObject({
  // Parsed on its own below, so field errors name paths inside the input ("materials.0.quantity")
  // exactly as the estimator form and POST /api/estimates do.
  input: z.unknown().refine((v) => v !== undefined, 'Input is required'),
  projectId: z.string().trim().min(1, 'Project id is required').max(100).optional(),
  estimateId: z.string().trim().min(1, 'Estimate id is required').max(100).optional(),
  // A reopened estimate prints the prices it was saved with, unless the user re-priced it.
  reprice: z.boolean({ error: 'Reprice must be true or false' }).optional(),
  // The user's local calendar date; the server's UTC date can already be tomorrow in the US.
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD')
    .refine((s) => {
      const d = new Date(`${s}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
    }, 'Enter a real calendar date')
    .optional(),
});

/** "Henderson Residence Re-roof" -> "henderson-residence-re-roof"; ASCII only, for file names. */
export function fileSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'project';
}

export interface ProposalPdfOptions {
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
}

export const proposalPdfRoutes: FastifyPluginAsync<ProposalPdfOptions> = async (
  app,
  { projects, settings, materials, savedEstimate },
) => {
  app.post('/api/estimates/pdf', async (req, reply) => {
    const body = parseOr400(pdfRequestSchema, req.body, 'PDF request');
    const input = parseOr400(estimateInputSchema(), body.input, 'estimate');

    // Prices always come from the database, never from the client: today's price list, or for
    // a reopened estimate the prices it was saved with (as the estimator shows them).
    const [current, saved] = await Promise.all([
      materials.list(),
      body.estimateId ? savedEstimate(body.estimateId) : null,
    ]);
    const priceList =
      saved && !body.reprice ? priceListWithSnapshot(current, saved.prices) : current;
    const known = new Set(priceList.map((m) => m.id));
    const unknown = input.materials
      .map((line, i) => ({ line, i }))
      .filter(({ line }) => !known.has(line.materialId))
      .map(({ line, i }) => ({
        path: `materials.${i}.materialId`,
        message: `Unknown material "${line.materialId}"`,
      }));
    if (unknown.length > 0) {
      throw new ProblemError(
        problem(400, `Invalid estimate: ${unknown[0]?.path}: ${unknown[0]?.message}`, {
          errors: unknown,
        }),
      );
    }

    let project: ProposalProject | null = null;
    if (body.projectId) {
      const found = await projects.get(body.projectId);
      if (!found) throw new ProblemError(problem(404, `No project with id ${body.projectId}`));
      project = {
        name: found.name,
        address: found.address,
        customerName: found.customerName,
        customerPhone: found.customerPhone,
        customerEmail: found.customerEmail,
      };
    }

    const { company } = await settings.get();
    const date = body.date ?? new Date().toISOString().slice(0, 10);
    const pdf = await renderProposalPdf({
      company,
      estimateNumber: saved?.number ?? null,
      date,
      project,
      input,
      totals: computeEstimate(input, priceList),
    });
    const fileName = `estimate-${project ? fileSlug(project.name) : 'draft'}-${date}.pdf`;
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store')
      .send(pdf);
  });
};

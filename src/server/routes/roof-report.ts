import type { FastifyPluginAsync } from 'fastify';
import { roofReportQuerySchema } from '../../domain/estimate/document-queries';
import { ANY_ROLE } from '../auth/access';
import type { ProjectsRepository } from '../db/projects-repository';
import type { RoofOutlinesRepository } from '../db/roof-outlines-repository';
import type { SettingsRepository } from '../db/settings-repository';
import type { PdfJob } from '../pdf/pdf-documents';
import { fileSlug, sendDocument } from '../pdf/send-document';
import { parseOr400, problem, ProblemError } from '../problem';
import { existingProject } from '../services/projects';

export interface RoofReportOptions {
  projects: ProjectsRepository;
  outlines: RoofOutlinesRepository;
  settings: SettingsRepository;
  /** Renders off the event loop (the app's worker pool); may refuse with PdfBusyError. */
  render: (job: PdfJob) => Promise<Buffer>;
}

/** The roof as measured on the map, as a PDF report. No money on it: every role may print it. */
export const roofReportRoutes: FastifyPluginAsync<RoofReportOptions> = async (
  app,
  { projects, outlines, settings, render },
) => {
  app.get<{ Params: { id: string } }>(
    '/api/projects/:id/roof-report.pdf',
    ANY_ROLE,
    async (req, reply) => {
      const { date } = parseOr400(roofReportQuerySchema(), req.query, 'query');
      const id = req.params.id;
      const project = await existingProject(projects, id);
      const saved = await outlines.get(id);
      // A 404 rather than a 409: the app reads a 409 as "changed since you opened it".
      if (saved.outlines.length === 0) {
        throw new ProblemError(
          problem(
            404,
            `Project "${project.name}" has no roof outlines yet. Draw the roof on the map first.`,
          ),
        );
      }
      const { company, companyLanguage } = await settings.get();
      const day = date ?? new Date().toISOString().slice(0, 10);
      return sendDocument(reply, {
        type: 'application/pdf',
        fileName: `roof-report-${fileSlug(project.name)}-${day}.pdf`,
        body: () =>
          render({
            kind: 'roof-report',
            data: {
              company,
              project: { name: project.name, address: project.address },
              date: day,
              outlines: saved.outlines,
              language: companyLanguage,
            },
          }),
      });
    },
  );
};

import type { FastifyPluginAsync } from 'fastify';
import { photoReportQuerySchema } from '../../domain/estimate/document-queries';
import { ANY_ROLE } from '../auth/access';
import type { PhotosRepository } from '../db/photos-repository';
import type { ProjectsRepository } from '../db/projects-repository';
import type { SettingsRepository } from '../db/settings-repository';
import type { PdfJob } from '../pdf/pdf-documents';
import { printablePicture } from '../pdf/photo-grid';
import type { PhotoReportPhoto } from '../pdf/photo-report-pdf';
import { mapBounded, printableStoredPhoto } from '../pdf/print-photos';
import { PdfBusyError } from '../pdf/render-pool';
import { fileSlug, sendDocument } from '../pdf/send-document';
import type { PhotoStorage } from '../photos/storage';
import { parseOr400 } from '../problem';
import { existingProject } from '../services/projects';

/**
 * Most photos one report prints (oldest first; the cover says how many were left out). Each is
 * made at most PRINT_MAX_BYTES (100 KB) for print, so the images a report sends to its render
 * worker stay under 50 MB (typically 20 to 35 MB for photos of a roof).
 */
export const MAX_REPORT_PHOTOS = 500;
/**
 * Reports being prepared at once (their photos read and made smaller). Each holds up to 50 MB
 * of images until its PDF is made; another request meanwhile is a 503 with Retry-After.
 */
export const MAX_REPORTS_AT_ONCE = 2;

export interface PhotoReportOptions {
  projects: ProjectsRepository;
  photos: PhotosRepository;
  storage: PhotoStorage;
  settings: SettingsRepository;
  /** Renders off the event loop (the app's worker pool); may refuse with PdfBusyError. */
  render: (job: PdfJob) => Promise<Buffer>;
}

/**
 * Every photo of a project with its tag, caption, dates and who added it, as a PDF for an
 * insurance claim. No money on it, and crew see the project's photos: every role may print it.
 */
export const photoReportRoutes: FastifyPluginAsync<PhotoReportOptions> = async (
  app,
  { projects, photos, storage, settings, render },
) => {
  let preparing = 0;

  app.get<{ Params: { id: string } }>(
    '/api/projects/:id/photo-report.pdf',
    ANY_ROLE,
    async (req, reply) => {
      const { date, tz } = parseOr400(photoReportQuerySchema(), req.query, 'query');
      const id = req.params.id;
      const project = await existingProject(projects, id);
      const day = date ?? new Date().toISOString().slice(0, 10);
      return sendDocument(reply, {
        type: 'application/pdf',
        fileName: `photo-report-${fileSlug(project.name)}-${day}.pdf`,
        body: async () => {
          if (preparing >= MAX_REPORTS_AT_ONCE) throw new PdfBusyError(10);
          preparing += 1;
          try {
            const [all, { company }, logo] = await Promise.all([
              photos.listForProject(id),
              settings.get(),
              settings.logo(),
            ]);
            const printed = all.slice(0, MAX_REPORT_PHOTOS);
            const prepared = await mapBounded(printed, async (p): Promise<PhotoReportPhoto> => ({
              tag: p.tag,
              caption: p.caption,
              takenAt: p.takenAt,
              uploadedAt: p.createdAt,
              uploadedBy: p.uploadedByName,
              image: await printableStoredPhoto(storage, p.storageKey),
            }));
            return await render({
              kind: 'photo-report',
              data: {
                company,
                logo: printablePicture(logo),
                project: {
                  name: project.name,
                  address: project.address,
                  customerName: project.customerName,
                },
                date: day,
                timeZone: tz ?? 'UTC',
                photos: prepared,
                omitted: all.length - printed.length,
              },
            });
          } finally {
            preparing -= 1;
          }
        },
      });
    },
  );
};

import type { FastifyPluginAsync } from 'fastify';
import { OFFICE, userOf } from '../auth/access';
import { reportNameSchema, reportQuerySchema } from '../../domain/reports/reports-schemas';
import type { ReportsRepository } from '../db/reports-repository';
import { sendDocument } from '../pdf/send-document';
import { parseOr400 } from '../problem';
import { reportCsv, reportFileName, runReport } from '../services/reports';

/**
 * GET /api/reports/:name?from=&to=: the rows one report's chart draws (JSON), or its table as
 * a CSV file (&format=csv). The office only; which reports and whose figures is the service's.
 */
export const reportRoutes: FastifyPluginAsync<{ reports: ReportsRepository }> = async (
  app,
  { reports },
) => {
  app.get<{ Params: { name: string } }>('/api/reports/:name', OFFICE, async (req, reply) => {
    const name = parseOr400(reportNameSchema(), req.params.name, 'name');
    const query = parseOr400(reportQuerySchema(), req.query, 'query');
    const report = await runReport(reports, userOf(req), name, query);
    if (query.format !== 'csv') return report;
    return sendDocument(reply, {
      type: 'text/csv; charset=utf-8',
      fileName: reportFileName(report),
      body: async () => reportCsv(report),
    });
  });
};

import type { FastifyPluginAsync } from 'fastify';
import { canSeeMoney } from '../../domain/account/account';
import type { CsvContext } from '../../domain/project/csv/fields';
import { detectMapping } from '../../domain/project/csv/fields';
import { exportColumns, exportHeader, exportRow } from '../../domain/project/csv/export';
import { CSV_IMPORT_LIMITS } from '../../domain/project/csv/limits';
import type { MappingOverride } from '../../domain/project/csv/mapping';
import {
  applyMapping,
  importQuerySchema,
  mappingOverrideSchema,
} from '../../domain/project/csv/mapping';
import type { ImportReport, PreviewRow, SkippedRow } from '../../domain/project/csv/plan';
import type { ProjectCreate } from '../../domain/project/project';
import { stageForStatus } from '../../domain/pipeline/pipeline';
import { duplicateFinder } from '../../domain/project/csv/duplicates';
import { importPlanner, PREVIEW_ROWS } from '../../domain/project/csv/plan';
import { projectFields } from '../../domain/project/project-defaults';
import { localIsoDate } from '../../domain/format/dates';
import { ANY_ROLE, OWNER_ONLY, userOf } from '../auth/access';
import type { ActivityRepository } from '../db/activity-repository';
import type { PipelineRepository } from '../db/pipeline-repository';
import type { ProjectsRepository } from '../db/projects-repository';
import { CsvInputError, decodeCsv, readCsv } from '../csv/read-csv';
import { spreadsheetCsv } from '../csv/write-csv';
import { sendDocument } from '../pdf/send-document';
import { badRequest, parseOr400 } from '../problem';
import { messageInLanguage, requestLanguage } from '../problem-language';

const CSV_TYPES = ['text/csv', 'application/csv', 'application/vnd.ms-excel'];
/** Rows checked between turns of the event loop. */
const PLAN_BATCH = 1000;
/** Projects read per query for the export. */
const EXPORT_PAGE = 500;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The company's stages, lead sources and salespeople, by name, for a file's cells. */
async function contextOf(pipeline: PipelineRepository): Promise<CsvContext> {
  const [stages, leadSources, people] = await Promise.all([
    pipeline.stages(),
    pipeline.leadSources(),
    pipeline.salespeople(),
  ]);
  return { stages, leadSources, people };
}

function mappingOverrideOf(text: string | undefined): MappingOverride {
  if (text === undefined) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('query', [
      { path: 'mapping', message: 'Mapping must be JSON like {"Column": "name"}' },
    ]);
  }
  return parseOr400(mappingOverrideSchema(), value, 'mapping');
}

/**
 * Projects in and out as spreadsheets. The import reads the file, matches its columns to
 * fields (the owner may correct them), and creates the new valid rows in one transaction;
 * rows that match a stored project are skipped, so the same file imported twice adds nothing.
 */
export const projectCsvRoutes: FastifyPluginAsync<{
  projects: ProjectsRepository;
  activity: ActivityRepository;
  pipeline: PipelineRepository;
}> = async (app, { projects, activity, pipeline }) => {
  // The file as bytes, bounded: Fastify answers 413 past the limit before reading on.
  app.addContentTypeParser(
    CSV_TYPES,
    { parseAs: 'buffer', bodyLimit: CSV_IMPORT_LIMITS.bytes },
    (_req, body, done) => done(null, body),
  );

  app.post(
    '/api/import/projects',
    { ...OWNER_ONLY, bodyLimit: CSV_IMPORT_LIMITS.bytes },
    async (req): Promise<ImportReport> => {
      const query = parseOr400(importQuerySchema(), req.query, 'query');
      const override = mappingOverrideOf(query.mapping);
      if (!Buffer.isBuffer(req.body)) {
        throw badRequest('file', [
          {
            path: 'file',
            message: /*i18n*/ 'Send the file as text/csv (a CSV saved from a spreadsheet)',
          },
        ]);
      }
      let table;
      try {
        table = await readCsv(decodeCsv(req.body));
      } catch (e) {
        if (e instanceof CsvInputError)
          throw badRequest('file', [{ path: e.path, message: e.message }]);
        throw e;
      }
      const applied = applyMapping(table.headers, detectMapping(table.headers), override);
      if ('errors' in applied) throw badRequest('mapping', applied.errors);
      const { mapping } = applied;
      const dryRun = query.dryRun === 'true';
      const ctx = await contextOf(pipeline);
      const stages = await pipeline.stages();
      // A row with a stage goes there; one with only a status, to that status's first stage.
      const stageFor = (input: ProjectCreate) =>
        stages.find((s) => s.id === input.stageId) ??
        stageForStatus(stages, '', input.status ?? 'pending', 'owner');
      const user = userOf(req);
      const planFor = async (existing: Parameters<typeof importPlanner>[1]) => {
        const planner = importPlanner(mapping, existing, ctx);
        for (let at = 0; at < table.rows.length; at += PLAN_BATCH) {
          planner.add(table.rows.slice(at, at + PLAN_BATCH));
          await nextTurn();
        }
        return planner.plan;
      };
      const plan = await planFor(await projects.duplicateFields());
      let created = plan.toCreate;
      let skipped = plan.skipped;
      if (!dryRun && created.length > 0) {
        // Checked again inside the transaction, against the projects stored at that moment:
        // one added since the file was read (another import, a phone) is skipped too.
        await projects.createMany(
          (existing) => {
            const finder = duplicateFinder(existing);
            const late: SkippedRow[] = [];
            created = plan.toCreate.filter(({ line, input }) => {
              const reason = finder.check(input);
              if (reason) late.push({ line, reason });
              return !reason;
            });
            skipped = [...plan.skipped, ...late].sort((a, b) => a.line - b.line);
            return created.map((r) => r.input);
          },
          user.id,
          new Date(),
          stageFor,
        );
        await activity.record(user, {
          kind: 'projects.imported',
          detail: { t: 'imported', count: created.length },
        });
      }
      const today = localIsoDate();
      // The rows' reasons in the reader's language, each keeping its English as `key` the way a
      // problem's field messages do; an English answer is as it always was.
      const language = requestLanguage(req);
      const say = (text: string) => messageInLanguage(text, language);
      return {
        dryRun,
        created: created.length,
        skipped:
          language === 'en'
            ? skipped
            : skipped.map((s) => ({ ...s, reason: say(s.reason), key: s.reason })),
        refused:
          language === 'en'
            ? plan.refused
            : plan.refused.map((r) => ({ ...r, message: say(r.message), key: r.message })),
        delimiter: table.delimiter,
        mapping: table.headers.map((column, i) => ({ column, field: mapping[i] ?? null })),
        preview: created.slice(0, PREVIEW_ROWS).map(({ line, input }): PreviewRow => {
          const f = projectFields(input, `${today}T00:00:00.000Z`, stageFor(input));
          return {
            line,
            name: f.name,
            address: f.address,
            status: f.status,
            date: f.date,
            roofAreaSqFt: f.roofAreaSqFt,
            pitch: f.pitch,
            estimatedCostCents: f.estimatedCostCents,
            customerName: f.customerName,
            customerPhone: f.customerPhone,
            customerEmail: f.customerEmail,
            notes: f.notes,
          };
        }),
      };
    },
  );

  app.get('/api/projects/export.csv', ANY_ROLE, async (req, reply) => {
    const columns = exportColumns(canSeeMoney(userOf(req).role));
    const ctx = await contextOf(pipeline);
    return sendDocument(reply, {
      type: 'text/csv; charset=utf-8',
      fileName: `projects-${localIsoDate()}.csv`,
      body: async () => {
        const parts = [spreadsheetCsv([exportHeader(columns)])];
        let cursor: string | undefined;
        do {
          const page = await projects.list({
            limit: EXPORT_PAGE,
            ...(cursor ? { cursor } : {}),
          });
          parts.push(
            spreadsheetCsv(
              page.items.map((p) => exportRow(columns, p, ctx)),
              false,
            ),
          );
          cursor = page.nextCursor ?? undefined;
        } while (cursor);
        return parts.join('');
      },
    });
  });
};

// The rows of the jobs: projects, their estimates (every option's totals checked against its
// lines) and roof outlines.
import { z } from 'zod';
import { msg } from '../../domain/common/messages';
import { MAX_ESTIMATE_TOTAL_CENTS } from '../../domain/common/bounds';
import type { EstimateInput } from '../../domain/estimate/estimate';
import { MAX_OPTION_NAME, MAX_OPTIONS, optionsOf } from '../../domain/estimate/estimate';
import { estimateInputSchema } from '../../domain/estimate/estimate-schema';
import { once } from '../../domain/common/once';
import { projectSchema } from '../../domain/project/project';
import type { StoredEstimateTotals } from '../../domain/backup/stored-records';
import {
  storedEstimateIssues,
  storedEstimateTotalsSchema,
  storedOutlinesSchema,
  storedSerialSchema,
} from '../../domain/backup/stored-records';
import {
  authored,
  id,
  parseJsonColumn,
  rowSchemaFromDomain,
  timestamp,
  version,
} from './rows-common';
import { projectPipelineColumns, withStage } from './rows-pipeline';

export const projectsRow = once(() =>
  rowSchemaFromDomain(
    projectSchema().extend({
      id: id(),
      createdAt: timestamp(),
      updatedAt: timestamp(),
      version: version(),
      createdBy: authored().created_by,
      updatedBy: authored().updated_by,
      // Absent in backups from before options named the cost: the column defaults apply.
      estimatedCostOption: projectSchema().shape.estimatedCostOption.optional(),
      estimatedCostAccepted: z.union([z.literal(0), z.literal(1)]).optional(),
      // The tax inside the estimated cost; absent in backups from before it was kept: 0, as
      // for a typed cost.
      estimatedTaxCents: z.number().int().min(0).max(MAX_ESTIMATE_TOTAL_CENTS).optional(),
      // Absent in backups from before the customer's language: the column's default, English.
      customerLanguage: projectSchema().shape.customerLanguage.optional(),
      ...projectPipelineColumns(),
    }),
  ).transform(withStage),
);

export const estimatesRow = once(() =>
  z
    .strictObject({
      id: id(),
      number: storedSerialSchema(),
      project_id: id(),
      input_json: z.string(),
      totals_json: z.string(),
      // Absent in backups from before good / better / best; null for a one-option estimate.
      options_json: z.string().nullable().default(null),
      // Absent in backups from before the office chose the option to order: the first.
      order_option: z
        .number()
        .int()
        .min(0)
        .max(MAX_OPTIONS - 1)
        .nullable()
        .default(null),
      total_cents: z.number().int().min(0).max(MAX_ESTIMATE_TOTAL_CENTS),
      created_at: timestamp(),
      updated_at: timestamp(),
      version: version(),
      ...authored(),
    })
    .superRefine((row, ctx) => {
      const input = parseJsonColumn(ctx, 'input_json', row.input_json, estimateInputSchema());
      const totals = parseJsonColumn(
        ctx,
        'totals_json',
        row.totals_json,
        storedEstimateTotalsSchema(),
      );
      if (!input || !totals) return;
      const columns = { input: 'input_json', totals: 'totals_json', total: 'total_cents' };
      // The estimate's own totals are its first option's, priced from that option's lines.
      for (const { where, error } of storedEstimateIssues(input, totals, row.total_cents)) {
        const path = [columns[where], ...(error.path ? error.path.split('.') : [])];
        ctx.addIssue({ code: 'custom', path, message: error.message });
      }
      checkStoredOptions(ctx, input, totals, row.options_json);
      if (row.order_option !== null && row.order_option >= optionsOf(input).length) {
        ctx.addIssue({
          code: 'custom',
          path: ['order_option'],
          message: /*i18n*/ "Must be the place of one of the estimate's options (0 for the first)",
        });
      }
    }),
);

const storedOptionsSchema = once(() =>
  z
    .array(
      z.strictObject({
        name: z.string().trim().min(1).max(MAX_OPTION_NAME),
        totals: storedEstimateTotalsSchema(),
      }),
    )
    .min(2, /*i18n*/ 'Must have at least two options (one option is stored in totals_json alone)')
    .max(MAX_OPTIONS),
);

/**
 * Every option's totals, as the estimates repository stores them: only for an estimate with
 * several options, one per option of the input, the first being the estimate's own totals, and
 * each the totals of its own lines.
 */
function checkStoredOptions(
  ctx: z.core.$RefinementCtx,
  input: EstimateInput,
  totals: StoredEstimateTotals,
  text: string | null,
) {
  const wanted = optionsOf(input);
  if (text === null) {
    if (wanted.length > 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['options_json'],
        message: /*i18n*/ 'Must hold the totals of every option of the input',
      });
    }
    return;
  }
  const options = parseJsonColumn(ctx, 'options_json', text, storedOptionsSchema());
  if (!options) return;
  if (options.length !== wanted.length) {
    ctx.addIssue({
      code: 'custom',
      path: ['options_json'],
      message: /*i18n*/ 'Must have one entry per option of the input',
    });
    return;
  }
  if (JSON.stringify(options[0]!.totals) !== JSON.stringify(totals)) {
    ctx.addIssue({
      code: 'custom',
      path: ['options_json', 0, 'totals'],
      message: /*i18n*/ 'Must be the totals in totals_json',
    });
  }
  options.forEach((option, i) => {
    const own = wanted[i]!;
    if (option.name !== own.name) {
      ctx.addIssue({
        code: 'custom',
        path: ['options_json', i, 'name'],
        message: msg(/*i18n*/ 'Must be {value}, as in the input', { value: own.name }),
      });
    }
    // The first option's totals are totals_json, checked with the row.
    if (i === 0) return;
    // Each option alone: its own lines priced at its own saved prices.
    const issues = storedEstimateIssues(
      { ...input, materials: own.materials, options: undefined },
      option.totals,
      option.totals.totalCents,
    );
    for (const { where, error } of issues) {
      const at: (string | number)[] =
        where === 'input' ? ['input_json', 'options', i] : ['options_json', i, 'totals'];
      ctx.addIssue({
        code: 'custom',
        path: [...at, ...(error.path ? error.path.split('.') : [])],
        message: error.message,
      });
    }
  });
}

export const roofOutlinesRow = once(() =>
  z
    .strictObject({
      project_id: id(),
      outlines: z.string(),
      created_at: timestamp(),
      updated_at: timestamp(),
      version: version(),
      ...authored(),
    })
    .superRefine((row, ctx) => {
      parseJsonColumn(ctx, 'outlines', row.outlines, storedOutlinesSchema());
    }),
);

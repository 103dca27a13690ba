import { z } from 'zod';
import { USER_NAME_MAX } from '../../domain/account/account';
import { MAX_COMMISSION_BASIS_POINTS, COMMISSION_BASES } from '../../domain/costing/commission';
import { COST_CATEGORIES, LABOR_METHODS } from '../../domain/costing/costs';
import {
  deliveredQuantitySchema,
  MAX_COST_CENTS,
  MAX_COST_DESCRIPTION,
  MAX_LABOR_UNITS,
  MAX_QUANTITY_LINES,
  MAX_RATE_CENTS,
  MAX_SUPPLIER,
  MAX_SUPPLIER_INVOICE_NUMBER,
  MAX_TIME_NOTE,
} from '../../domain/costing/cost-schemas';
import { isoDateSchema } from '../../domain/common/common-schemas';
import { once } from '../../domain/common/once';
import { authored, id, parseJsonColumn, timestamp, version } from './rows-common';

// Job costing's rows in a backup (migration 023), as strict as the API's own writes.

const cents = (max: number) => z.number().int().min(0).max(max);

export const jobCostsRow = once(() =>
  z
    .strictObject({
      id: id(),
      project_id: id(),
      category: z.enum(COST_CATEGORIES),
      description: z.string().max(MAX_COST_DESCRIPTION),
      supplier: z.string().max(MAX_SUPPLIER),
      supplier_invoice_number: z.string().max(MAX_SUPPLIER_INVOICE_NUMBER),
      date: isoDateSchema(),
      amount_cents: cents(MAX_COST_CENTS),
      labor_method: z.enum(LABOR_METHODS).nullable(),
      crew_id: id().nullable(),
      units: z.number().min(0).max(MAX_LABOR_UNITS).nullable(),
      rate_cents: cents(MAX_RATE_CENTS).nullable(),
      quantities_json: z.string(),
      created_at: timestamp(),
      updated_at: timestamp(),
      ...authored(),
      version: version(),
    })
    .superRefine((row, ctx) => {
      parseJsonColumn(
        ctx,
        'quantities_json',
        row.quantities_json,
        z.array(deliveredQuantitySchema()).max(MAX_QUANTITY_LINES),
      );
    }),
);

export const crewTimeLogsRow = once(() =>
  z.strictObject({
    id: id(),
    project_id: id(),
    user_id: id().nullable(),
    user_name: z.string().max(USER_NAME_MAX),
    date: isoDateSchema(),
    days: z.number().min(0).max(31),
    hours: z
      .number()
      .min(0)
      .max(24 * 31),
    note: z.string().max(MAX_TIME_NOTE),
    created_at: timestamp(),
  }),
);

export const commissionPlansRow = once(() =>
  z.strictObject({
    user_id: id(),
    basis: z.enum(COMMISSION_BASES),
    basis_points: z.number().int().min(0).max(MAX_COMMISSION_BASIS_POINTS),
    updated_at: timestamp(),
  }),
);

export const crewDayRatesRow = once(() =>
  z.strictObject({
    crew_id: id(),
    day_rate_cents: cents(MAX_RATE_CENTS),
    updated_at: timestamp(),
  }),
);

export const costingSettingsRow = once(() =>
  z.strictObject({
    id: z.literal(1),
    estimators_see_profit: z.union([z.literal(0), z.literal(1)]),
    updated_at: timestamp(),
  }),
);

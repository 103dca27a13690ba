import type { Project, ProjectCreate } from '../project';
import { msg } from '../../common/messages';
import { statusLabel } from '../status';
import type { Read } from './values';
import {
  readDate,
  readMoneyCents,
  readNumber,
  readPhone,
  readStatus,
  readText,
  squash,
} from './values';

// The one table of a project's spreadsheet columns, read by the import (header names, how a
// cell becomes a value) and the export (header, how a value becomes a cell). A new project
// field is one entry here.

/**
 * What reading or writing a cell may need beyond the cell itself: the company's own lists, by
 * name (a spreadsheet names a stage, a lead source or a salesperson, never their ids). The server
 * fills it before an import or an export.
 */
export interface CsvContext {
  /** In the board's order, each with its status group. */
  stages: readonly (Named & { status: string })[];
  leadSources: readonly Named[];
  /** The owners and estimators a project may name as its salesperson. */
  people: readonly Named[];
}

interface Named {
  id: string;
  name: string;
}

export const NO_CSV_CONTEXT: CsvContext = { stages: [], leadSources: [], people: [] };

/** The id of the item a cell names (any case, spacing or punctuation), or a message. */
function readNamed(
  text: string,
  items: readonly Named[],
  refusal: (name: string) => string,
): Read<string> {
  const name = text.trim();
  if (name === '') return { value: undefined };
  const found = items.find((i) => squash(i.name) === squash(name));
  return found ? { value: found.id } : { error: refusal(name) };
}

const nameOf = (items: readonly Named[], id: string | null) =>
  items.find((i) => i.id === id)?.name ?? '';

export interface CsvField<K extends keyof ProjectCreate = keyof ProjectCreate> {
  /** The project field it fills, and the key the client names in a mapping. */
  key: K;
  /**
   * The header the export writes (always English) and the mapping's choice shows; marked for
   * the domain's catalogue so a message naming the column is translated with it.
   */
  header: string;
  /** Other headers that mean it, as other software and spreadsheets name them. */
  aliases: readonly string[];
  /** Crew never receives it (the export leaves the column out). */
  money: boolean;
  read(text: string, ctx: CsvContext): Read<ProjectCreate[K]>;
  write(p: Project, ctx: CsvContext): string;
}

const field = <K extends keyof ProjectCreate>(f: CsvField<K>) => f as unknown as CsvField;

const cents = (c: number) => (c / 100).toFixed(2);

export const PROJECT_CSV_FIELDS: readonly CsvField[] = [
  field({
    key: 'name',
    header: /*i18n*/ 'Name',
    aliases: ['Project', 'Project name', 'Job', 'Job name', 'Job title', 'Title'],
    money: false,
    read: readText,
    write: (p) => p.name,
  }),
  field({
    key: 'customerName',
    header: /*i18n*/ 'Customer',
    aliases: ['Customer name', 'Client', 'Client name', 'Contact', 'Contact name', 'Homeowner'],
    money: false,
    read: readText,
    write: (p) => p.customerName,
  }),
  field({
    key: 'address',
    header: /*i18n*/ 'Address',
    aliases: ['Job address', 'Site address', 'Street address', 'Property address', 'Location'],
    money: false,
    read: readText,
    write: (p) => p.address,
  }),
  field({
    key: 'customerPhone',
    header: /*i18n*/ 'Phone',
    aliases: ['Phone number', 'Customer phone', 'Telephone', 'Tel', 'Mobile', 'Cell'],
    money: false,
    read: readPhone,
    write: (p) => p.customerPhone,
  }),
  field({
    key: 'customerEmail',
    header: /*i18n*/ 'Email',
    aliases: ['E-mail', 'Email address', 'Customer email', 'Mail'],
    money: false,
    read: readText,
    write: (p) => p.customerEmail,
  }),
  // A file with a stage places the project there; one with only a status, in its first stage.
  field({
    key: 'status',
    header: /*i18n*/ 'Status',
    aliases: ['Job status', 'Project status'],
    money: false,
    read: readStatus,
    write: (p) => statusLabel(p.status),
  }),
  field({
    key: 'stageId',
    header: /*i18n*/ 'Stage',
    aliases: ['Pipeline stage', 'Job stage', 'Sales stage'],
    money: false,
    read: (t, ctx) => {
      const named = readNamed(t, ctx.stages, (name) =>
        msg(/*i18n*/ 'Stage “{name}” is not one of your stages (Settings → Pipeline)', { name }),
      );
      if (!('error' in named)) return named;
      // Many CRMs call their status a stage ("In Progress"): its first stage, as a status reads.
      const status = readStatus(t);
      const first = 'value' in status && ctx.stages.find((s) => s.status === status.value);
      return first ? { value: first.id } : named;
    },
    write: (p, ctx) => nameOf(ctx.stages, p.stageId),
  }),
  field({
    key: 'leadSourceId',
    header: /*i18n*/ 'Lead source',
    aliases: ['Source', 'Lead', 'Referral source', 'Marketing source'],
    money: false,
    read: (t, ctx) =>
      readNamed(t, ctx.leadSources, (name) =>
        msg(/*i18n*/ 'Lead source “{name}” is not in your list (Settings → Pipeline)', { name }),
      ),
    write: (p, ctx) => nameOf(ctx.leadSources, p.leadSourceId),
  }),
  field({
    key: 'salespersonId',
    header: /*i18n*/ 'Salesperson',
    aliases: ['Sales rep', 'Sales person', 'Rep', 'Sold by', 'Assigned to'],
    money: false,
    read: (t, ctx) =>
      readNamed(t, ctx.people, (name) =>
        msg(/*i18n*/ 'Salesperson “{name}” is not an owner or estimator on your team', { name }),
      ),
    write: (p, ctx) => nameOf(ctx.people, p.salespersonId),
  }),
  field({
    key: 'estimatedCostCents',
    header: /*i18n*/ 'Estimated cost',
    aliases: ['Estimate', 'Amount', 'Value', 'Price', 'Total', 'Job value', 'Contract amount'],
    money: true,
    read: (t) => readMoneyCents(t, /*i18n*/ 'Estimated cost'),
    write: (p) => cents(p.estimatedCostCents),
  }),
  field({
    key: 'date',
    header: /*i18n*/ 'Start date',
    aliases: ['Date', 'Created', 'Created date', 'Date created', 'Start'],
    money: false,
    read: (t) => readDate(t, /*i18n*/ 'Start date'),
    write: (p) => p.date,
  }),
  field({
    key: 'roofAreaSqFt',
    header: /*i18n*/ 'Roof area (sq ft)',
    aliases: ['Roof area', 'Area', 'Square feet', 'Sq ft'],
    money: false,
    read: (t) => readNumber(t, /*i18n*/ 'Roof area'),
    write: (p) => String(p.roofAreaSqFt),
  }),
  field({
    key: 'pitch',
    header: /*i18n*/ 'Pitch (in 12)',
    aliases: ['Pitch', 'Roof pitch'],
    money: false,
    read: (t) => readNumber(t, /*i18n*/ 'Pitch'),
    write: (p) => String(p.pitch),
  }),
  field({
    key: 'notes',
    header: /*i18n*/ 'Notes',
    aliases: ['Note', 'Comments', 'Description', 'Details'],
    money: false,
    read: readText,
    write: (p) => p.notes,
  }),
];

export type CsvFieldKey = keyof ProjectCreate;

export const csvFieldOf = (key: string): CsvField | undefined =>
  PROJECT_CSV_FIELDS.find((f) => f.key === key);

const BY_HEADER = new Map<string, CsvFieldKey>(
  PROJECT_CSV_FIELDS.flatMap((f) => [f.header, f.key, ...f.aliases].map((h) => [squash(h), f.key])),
);

/** The field a header names, ignoring case, spaces and punctuation ("E-mail", "JOB NAME"). */
export function fieldOfHeader(header: string): CsvFieldKey | undefined {
  return BY_HEADER.get(squash(header));
}

/**
 * Each column's field, by its header; a field is given to the first column that names it, so
 * two "Phone" columns do not both fill the phone. Unknown columns are null (not imported).
 */
export function detectMapping(headers: readonly string[]): (CsvFieldKey | null)[] {
  const taken = new Set<CsvFieldKey>();
  return headers.map((h) => {
    const key = fieldOfHeader(h);
    if (!key || taken.has(key)) return null;
    taken.add(key);
    return key;
  });
}

import type { Project, ProjectCreate } from '../project';
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
 * What reading or writing a cell may need beyond the cell itself: the company's own lists.
 * Empty today; the pipeline's stages, the lead sources and the team (salespeople, by name)
 * join it with their fields, and the server fills it before an import or export.
 */
export type CsvContext = Record<never, never>;

export interface CsvField<K extends keyof ProjectCreate = keyof ProjectCreate> {
  /** The project field it fills, and the key the client names in a mapping. */
  key: K;
  /** The header the export writes and the mapping's choice shows. */
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
    header: 'Name',
    aliases: ['Project', 'Project name', 'Job', 'Job name', 'Job title', 'Title'],
    money: false,
    read: readText,
    write: (p) => p.name,
  }),
  field({
    key: 'customerName',
    header: 'Customer',
    aliases: ['Customer name', 'Client', 'Client name', 'Contact', 'Contact name', 'Homeowner'],
    money: false,
    read: readText,
    write: (p) => p.customerName,
  }),
  field({
    key: 'address',
    header: 'Address',
    aliases: ['Job address', 'Site address', 'Street address', 'Property address', 'Location'],
    money: false,
    read: readText,
    write: (p) => p.address,
  }),
  field({
    key: 'customerPhone',
    header: 'Phone',
    aliases: ['Phone number', 'Customer phone', 'Telephone', 'Tel', 'Mobile', 'Cell'],
    money: false,
    read: readPhone,
    write: (p) => p.customerPhone,
  }),
  field({
    key: 'customerEmail',
    header: 'Email',
    aliases: ['E-mail', 'Email address', 'Customer email', 'Mail'],
    money: false,
    read: readText,
    write: (p) => p.customerEmail,
  }),
  // "Stage" reads as the status until projects have stages of their own: then Stage becomes
  // its own entry here (reading a stage's name through `ctx`), and Lead source and
  // Salesperson join as one entry each, after Status.
  field({
    key: 'status',
    header: 'Status',
    aliases: ['Stage', 'Job status', 'Project status'],
    money: false,
    read: readStatus,
    write: (p) => statusLabel(p.status),
  }),
  field({
    key: 'estimatedCostCents',
    header: 'Estimated cost',
    aliases: ['Estimate', 'Amount', 'Value', 'Price', 'Total', 'Job value', 'Contract amount'],
    money: true,
    read: (t) => readMoneyCents(t, 'Estimated cost'),
    write: (p) => cents(p.estimatedCostCents),
  }),
  field({
    key: 'date',
    header: 'Start date',
    aliases: ['Date', 'Created', 'Created date', 'Date created', 'Start'],
    money: false,
    read: (t) => readDate(t, 'Start date'),
    write: (p) => p.date,
  }),
  field({
    key: 'roofAreaSqFt',
    header: 'Roof area (sq ft)',
    aliases: ['Roof area', 'Area', 'Square feet', 'Sq ft'],
    money: false,
    read: (t) => readNumber(t, 'Roof area'),
    write: (p) => String(p.roofAreaSqFt),
  }),
  field({
    key: 'pitch',
    header: 'Pitch (in 12)',
    aliases: ['Pitch', 'Roof pitch'],
    money: false,
    read: (t) => readNumber(t, 'Pitch'),
    write: (p) => String(p.pitch),
  }),
  field({
    key: 'notes',
    header: 'Notes',
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

import { localIsoDate } from '../../../domain/format/dates';
import { checkWithFetchedSchema } from '../../lib/check-with-fetched-schema';
import { centsToDollars, dollarsToCents } from '../../../domain/money/money';
import { parseNumberText } from '../../../domain/format/number-text';
import type { Project, ProjectCreate, ProjectStatus } from '../../../domain/project/project';
import { i18n } from './i18n';
import type { Language } from '../../../domain/language/language';

/** What the form holds: exactly what the user typed, so nothing is lost on an error. */
export interface ProjectFormValues {
  name: string;
  address: string;
  /** '' until one is chosen: the server then puts the project in the status's first stage. */
  stageId: string;
  /** The chosen stage's status (its group), sent with it so a project kept offline shows it. */
  status: ProjectStatus;
  /** '' for none. */
  leadSourceId: string;
  salespersonId: string;
  date: string;
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  /** What the homeowner's pages, PDFs and emails are written in. */
  customerLanguage: Language;
  notes: string;
  roofAreaSqFt: string;
  pitch: string;
  /** Dollars as typed; the API takes cents. */
  estimatedCostCents: string;
  latitude: number | null;
  longitude: number | null;
}

export type FormErrors = Partial<Record<keyof ProjectFormValues | 'form', string>>;

const FIELD_NAMES = [
  'name',
  'address',
  'stageId',
  'status',
  'leadSourceId',
  'salespersonId',
  'date',
  'customerName',
  'customerPhone',
  'customerEmail',
  'customerLanguage',
  'notes',
  'roofAreaSqFt',
  'pitch',
  'estimatedCostCents',
  'latitude',
  'longitude',
] as const satisfies readonly (keyof ProjectFormValues)[];

/**
 * Messages by field path (from the shared schema or the server's 400) as the form shows them:
 * each next to its field, by the path's first part; a path naming no field goes to the form.
 * A message already in `errors` stays.
 */
export function formErrorsByField(
  byPath: Record<string, string>,
  errors: FormErrors = {},
): FormErrors {
  const out = { ...errors };
  for (const [path, message] of Object.entries(byPath)) {
    const head = path.split('.')[0];
    out[FIELD_NAMES.find((k) => k === head) ?? 'form'] ??= message;
  }
  return out;
}

export function emptyProjectValues(prefill: Partial<ProjectFormValues> = {}): ProjectFormValues {
  return {
    name: '',
    address: '',
    stageId: '',
    status: 'pending',
    leadSourceId: '',
    salespersonId: '',
    date: localIsoDate(),
    customerName: '',
    customerPhone: '',
    customerEmail: '',
    customerLanguage: 'en',
    notes: '',
    roofAreaSqFt: '',
    pitch: '',
    estimatedCostCents: '',
    latitude: null,
    longitude: null,
    ...prefill,
  };
}

export function valuesFromProject(p: Project): ProjectFormValues {
  return {
    name: p.name,
    address: p.address,
    stageId: p.stageId,
    // A lost project's form sends its stage, which keeps it where it is.
    status: p.status === 'lost' ? 'pending' : p.status,
    leadSourceId: p.leadSourceId ?? '',
    salespersonId: p.salespersonId ?? '',
    date: p.date,
    customerName: p.customerName,
    customerPhone: p.customerPhone,
    customerEmail: p.customerEmail,
    customerLanguage: p.customerLanguage,
    notes: p.notes,
    roofAreaSqFt: String(p.roofAreaSqFt),
    pitch: String(p.pitch),
    estimatedCostCents: String(centsToDollars(p.estimatedCostCents)),
    latitude: p.latitude,
    longitude: p.longitude,
  };
}

// Each number field's message when what was typed is not a number, in the reader's language.
const NUMBER_ERRORS = {
  roofAreaSqFt: () => i18n._('Roof area must be a number'),
  pitch: () => i18n._('Pitch must be a number'),
  estimatedCostCents: () => i18n._('Estimated cost must be a number'),
} as const;

/**
 * The project schema (and zod with it), fetched when a form first needs it rather than with the
 * screen: a new project's page and the project list render without zod. The form asks for it as
 * the person starts typing, so it is there by the time they save.
 */
export const projectSchema = () =>
  import('../../../domain/project/project').then((m) => m.projectCreateSchema());

/**
 * Turns the typed values into an API input with the same schema the server uses, or the
 * messages to show next to each field. Blank numbers mean 0. With no schema to be had (no
 * network before it was ever kept) the input goes as typed: the server checks the same schema
 * and names the fields it refuses.
 */
export async function toProjectInput(
  values: ProjectFormValues,
  includeMeasurements: boolean,
): Promise<{ input: ProjectCreate; errors: null } | { input: null; errors: FormErrors }> {
  const errors: FormErrors = {};
  const numbers: Partial<Record<keyof typeof NUMBER_ERRORS, number>> = {};
  if (includeMeasurements) {
    for (const key of Object.keys(NUMBER_ERRORS) as (keyof typeof NUMBER_ERRORS)[]) {
      const n = values[key].trim() === '' ? 0 : parseNumberText(values[key]);
      if (!Number.isFinite(n)) errors[key] = NUMBER_ERRORS[key]();
      else numbers[key] = key === 'estimatedCostCents' ? dollarsToCents(n) : n;
    }
  }
  const candidate = {
    name: values.name,
    address: values.address,
    ...(values.stageId ? { stageId: values.stageId } : { status: values.status }),
    leadSourceId: values.leadSourceId || null,
    salespersonId: values.salespersonId || null,
    date: values.date,
    customerName: values.customerName,
    customerPhone: values.customerPhone,
    customerEmail: values.customerEmail,
    customerLanguage: values.customerLanguage,
    notes: values.notes,
    ...(values.latitude !== null && values.longitude !== null
      ? { latitude: values.latitude, longitude: values.longitude }
      : {}),
    ...numbers,
  };
  const checked = await checkWithFetchedSchema(projectSchema, candidate);
  if (checked !== null && 'errors' in checked) {
    return { input: null, errors: formErrorsByField(checked.errors, errors) };
  }
  if (Object.keys(errors).length > 0) return { input: null, errors };
  return { input: checked === null ? (candidate as ProjectCreate) : checked.data, errors: null };
}

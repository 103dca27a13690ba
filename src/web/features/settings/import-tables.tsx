import { counted } from '../../lib/i18n/counted';
import { formatIsoDate, formatUsd } from '../../../domain/format/format';
import { csvFieldOf, PROJECT_CSV_FIELDS } from '../../../domain/project/csv/fields';
import { controlStyles } from '../../components/ui/field';
import type { CsvFieldKey } from '../../../domain/project/csv/fields';
import type { MappingOverride } from '../../../domain/project/csv/mapping';
import type { ImportReport } from '../../../domain/project/csv/plan';
import { currentLanguage } from '../../lib/i18n/catalogs';
import { i18n, useLingui } from './i18n';
import { statusText } from '../../lib/status-text';

/** A project field's name, as the CSV's header names it (PROJECT_CSV_FIELDS), in the reader's language. */
function fieldName(key: string): string {
  const names: Record<string, string> = {
    name: i18n._('Name'),
    customerName: i18n._('Customer'),
    address: i18n._('Address'),
    customerPhone: i18n._('Phone'),
    customerEmail: i18n._('Email'),
    status: i18n._('Status'),
    stageId: i18n._('Stage'),
    leadSourceId: i18n._('Lead source'),
    salespersonId: i18n._('Salesperson'),
    estimatedCostCents: i18n._('Estimated cost'),
    date: i18n._('Start date'),
    roofAreaSqFt: i18n._('Roof area (sq ft)'),
    pitch: i18n._('Pitch (in 12)'),
    notes: i18n._('Notes'),
  };
  return names[key] ?? csvFieldOf(key as CsvFieldKey)?.header ?? key;
}

/** One select per column of the file: the field it fills, or "Not imported". */
export function MappingFields({
  report,
  disabled,
  onChange,
}: {
  report: ImportReport;
  disabled: boolean;
  onChange: (override: MappingOverride) => void;
}) {
  const { i18n } = useLingui();
  const current = Object.fromEntries(report.mapping.map((m) => [m.column, m.field]));
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-900">{i18n._('Columns')}</legend>
      <p className="mt-1 text-sm text-slate-600">
        {i18n._(
          'Each column of your file and the project field it fills. Correct any that are wrong.',
        )}
      </p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {report.mapping.map(({ column, field }, i) => {
          const id = `mapping-${i}`;
          return (
            <div key={id}>
              <label htmlFor={id} className="block text-sm font-medium break-words text-slate-800">
                {column || i18n._('Column {number}', { number: i + 1 })}
              </label>
              <select
                id={id}
                className={controlStyles(false)}
                value={field ?? ''}
                disabled={disabled}
                onChange={(e) => {
                  const chosen = (e.target.value || null) as CsvFieldKey | null;
                  // A field moved to this column leaves the column that had it.
                  const next: MappingOverride = { ...current, [column]: chosen };
                  for (const [other, f] of Object.entries(next)) {
                    if (other !== column && chosen && f === chosen) next[other] = null;
                  }
                  onChange(next);
                }}
              >
                <option value="">{i18n._('Not imported')}</option>
                {PROJECT_CSV_FIELDS.map((f) => (
                  <option key={f.key} value={f.key}>
                    {fieldName(f.key)}
                  </option>
                ))}
              </select>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

const PREVIEW_COLUMNS: {
  key: keyof ImportReport['preview'][number];
  show: (r: ImportReport['preview'][number]) => string;
}[] = [
  { key: 'name', show: (r) => r.name },
  { key: 'customerName', show: (r) => r.customerName },
  { key: 'address', show: (r) => r.address },
  { key: 'customerPhone', show: (r) => r.customerPhone },
  { key: 'customerEmail', show: (r) => r.customerEmail },
  { key: 'status', show: (r) => statusText(r.status) },
  { key: 'estimatedCostCents', show: (r) => formatUsd(r.estimatedCostCents) },
  { key: 'date', show: (r) => formatIsoDate(r.date, currentLanguage()) },
  { key: 'notes', show: (r) => r.notes },
];

/** The first rows as they will be saved; scrolls sideways on a phone. */
export function PreviewTable({ report }: { report: ImportReport }) {
  const { i18n } = useLingui();
  if (report.preview.length === 0) return null;
  return (
    <section aria-labelledby="import-preview-heading">
      <h3 id="import-preview-heading" className="text-sm font-semibold text-slate-900">
        {i18n._('Preview')}
        <span className="font-normal text-slate-600">
          {' '}
          {i18n._('(the first {shown} of {count}, as they will be saved)', {
            shown: report.preview.length,
            count: report.created,
          })}
        </span>
      </h3>
      <div
        className="mt-2 overflow-x-auto rounded-md border border-slate-200"
        tabIndex={0}
        role="region"
        aria-label={i18n._('Preview of the projects to import')}
      >
        <table className="min-w-full text-left text-sm">
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                {i18n._('Line')}
              </th>
              {PREVIEW_COLUMNS.map((c) => (
                <th key={c.key} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                  {fieldName(c.key)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {report.preview.map((r) => (
              <tr key={r.line}>
                <td className="px-3 py-2 text-slate-600">{r.line}</td>
                {PREVIEW_COLUMNS.map((c) => (
                  <td key={c.key} className="max-w-xs truncate px-3 py-2 whitespace-nowrap">
                    {c.show(r)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** Rows that will not be imported: refused (with the field and why) and skipped (duplicates). */
export function LeftOutRows({ report }: { report: ImportReport }) {
  const { i18n } = useLingui();
  return (
    <>
      {report.refused.length > 0 && (
        <section aria-labelledby="import-refused-heading">
          <h3 id="import-refused-heading" className="text-sm font-semibold text-red-800">
            {i18n._(
              '{count, select, one {{n} row will not be imported} other {{n} rows will not be imported}}',
              counted(report.refused.length),
            )}
          </h3>
          <ul className="mt-2 max-h-64 divide-y divide-slate-200 overflow-y-auto rounded-md border border-red-200 text-sm">
            {report.refused.map((r) => (
              <li key={r.line} className="px-3 py-2">
                <span className="font-semibold">{i18n._('Line {line}', { line: r.line })}</span>
                {r.field && ` · ${fieldName(r.field)}`}: {r.message}
              </li>
            ))}
          </ul>
        </section>
      )}
      {report.skipped.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer font-semibold text-slate-800">
            {i18n._(
              '{count, select, one {{n} row is already in Ridgeline and will be skipped} other {{n} rows are already in Ridgeline and will be skipped}}',
              counted(report.skipped.length),
            )}
          </summary>
          <ul className="mt-2 max-h-64 divide-y divide-slate-200 overflow-y-auto rounded-md border border-slate-200">
            {report.skipped.map((s) => (
              <li key={s.line} className="px-3 py-2">
                <span className="font-semibold">{i18n._('Line {line}', { line: s.line })}</span>:{' '}
                {s.reason}
              </li>
            ))}
          </ul>
        </details>
      )}
    </>
  );
}

import { formatIsoDate, formatUsd } from '../../../domain/format/format';
import { csvFieldOf, PROJECT_CSV_FIELDS } from '../../../domain/project/csv/fields';
import { statusLabel } from '../../../domain/project/status';
import { controlStyles } from '../../components/ui/field';
import type { CsvFieldKey } from '../../../domain/project/csv/fields';
import type { MappingOverride } from '../../../domain/project/csv/mapping';
import type { ImportReport } from '../../../domain/project/csv/plan';

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
  const current = Object.fromEntries(report.mapping.map((m) => [m.column, m.field]));
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-900">Columns</legend>
      <p className="mt-1 text-sm text-slate-600">
        Each column of your file and the project field it fills. Correct any that are wrong.
      </p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {report.mapping.map(({ column, field }, i) => {
          const id = `mapping-${i}`;
          return (
            <div key={id}>
              <label htmlFor={id} className="block text-sm font-medium break-words text-slate-800">
                {column || `Column ${i + 1}`}
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
                <option value="">Not imported</option>
                {PROJECT_CSV_FIELDS.map((f) => (
                  <option key={f.key} value={f.key}>
                    {f.header}
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
  { key: 'status', show: (r) => statusLabel(r.status) },
  { key: 'estimatedCostCents', show: (r) => formatUsd(r.estimatedCostCents) },
  { key: 'date', show: (r) => formatIsoDate(r.date) },
  { key: 'notes', show: (r) => r.notes },
];

/** The first rows as they will be saved; scrolls sideways on a phone. */
export function PreviewTable({ report }: { report: ImportReport }) {
  if (report.preview.length === 0) return null;
  return (
    <section aria-labelledby="import-preview-heading">
      <h3 id="import-preview-heading" className="text-sm font-semibold text-slate-900">
        Preview
        <span className="font-normal text-slate-600">
          {' '}
          (the first {report.preview.length} of {report.created}, as they will be saved)
        </span>
      </h3>
      <div
        className="mt-2 overflow-x-auto rounded-md border border-slate-200"
        tabIndex={0}
        role="region"
        aria-label="Preview of the projects to import"
      >
        <table className="min-w-full text-left text-sm">
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                Line
              </th>
              {PREVIEW_COLUMNS.map((c) => (
                <th key={c.key} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                  {csvFieldOf(c.key)?.header}
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
  return (
    <>
      {report.refused.length > 0 && (
        <section aria-labelledby="import-refused-heading">
          <h3 id="import-refused-heading" className="text-sm font-semibold text-red-800">
            {report.refused.length} {report.refused.length === 1 ? 'row' : 'rows'} will not be
            imported
          </h3>
          <ul className="mt-2 max-h-64 divide-y divide-slate-200 overflow-y-auto rounded-md border border-red-200 text-sm">
            {report.refused.map((r) => (
              <li key={r.line} className="px-3 py-2">
                <span className="font-semibold">Line {r.line}</span>
                {r.field && ` · ${csvFieldOf(r.field)?.header ?? r.field}`}: {r.message}
              </li>
            ))}
          </ul>
        </section>
      )}
      {report.skipped.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer font-semibold text-slate-800">
            {report.skipped.length} {report.skipped.length === 1 ? 'row is' : 'rows are'} already in
            Ridgeline and will be skipped
          </summary>
          <ul className="mt-2 max-h-64 divide-y divide-slate-200 overflow-y-auto rounded-md border border-slate-200">
            {report.skipped.map((s) => (
              <li key={s.line} className="px-3 py-2">
                <span className="font-semibold">Line {s.line}</span>: {s.reason}
              </li>
            ))}
          </ul>
        </details>
      )}
    </>
  );
}

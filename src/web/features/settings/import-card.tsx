import { counted } from '../../lib/i18n/counted';
import { Trans } from '@lingui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DragEvent } from 'react';
import { useState } from 'react';
import { formatNumber } from '../../../domain/format/format';
import { CSV_IMPORT_LIMITS, CSV_IMPORT_SIZE_TEXT } from '../../../domain/project/csv/limits';
import { buttonStyles } from '../../components/ui/button-styles';
import { Callout } from '../../components/ui/callout';
import { ApiError } from '../../lib/api-client';
import { projectKeys } from '../projects/api';
import type { MappingOverride } from '../../../domain/project/csv/mapping';
import type { ImportReport } from '../../../domain/project/csv/plan';
import { importProjects } from './mutations';
import { LeftOutRows, MappingFields, PreviewTable } from './import-tables';
import { useLingui } from './i18n';

/**
 * Settings -> Import projects (the owner's): choose or drop a CSV, check the columns Ridgeline
 * matched and the preview (each change is a new dry run on the server, which alone reads the
 * file), then import. The chosen file stays chosen after an error, to correct and try again.
 */
export function ImportProjectsCard() {
  const { i18n } = useLingui();
  const projects = (count: number) =>
    i18n._('{count, select, one {{n} project} other {{n} projects}}', counted(count));
  const rows = (count: number) =>
    i18n._('{count, select, one {{n} row} other {{n} rows}}', counted(count));
  const qc = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [mapping, setMapping] = useState<MappingOverride>({});
  const [dragging, setDragging] = useState(false);
  const [done, setDone] = useState<ImportReport | null>(null);
  const preview = useMutation({
    mutationFn: (v: { file: File; mapping: MappingOverride }) =>
      importProjects(v.file, { dryRun: true, mapping: v.mapping }),
  });
  const run = useMutation({
    mutationFn: (v: { file: File; mapping: MappingOverride }) =>
      importProjects(v.file, { dryRun: false, mapping: v.mapping }),
    onSuccess: async (report) => {
      setDone(report);
      await qc.invalidateQueries({ queryKey: projectKeys.all });
      await qc.invalidateQueries({ queryKey: projectKeys.dashboard });
    },
  });

  function choose(chosen: File | undefined) {
    if (!chosen) return;
    setFile(chosen);
    setMapping({});
    setDone(null);
    run.reset();
    if (chosen.size > CSV_IMPORT_LIMITS.bytes) {
      preview.reset();
      return;
    }
    preview.mutate({ file: chosen, mapping: {} });
  }

  function remap(next: MappingOverride) {
    if (!file) return;
    setMapping(next);
    preview.mutate({ file, mapping: next });
  }

  function onDrop(e: DragEvent) {
    e.preventDefault();
    setDragging(false);
    choose(e.dataTransfer.files[0]);
  }

  const tooBig = file !== null && file.size > CSV_IMPORT_LIMITS.bytes;
  const report = preview.data;
  const busy = preview.isPending || run.isPending;
  return (
    <div className="space-y-5">
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`rounded-lg border-2 border-dashed p-4 ${dragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300'}`}
      >
        <label htmlFor="import-file" className="block text-sm font-medium text-slate-800">
          {i18n._('CSV file')}
        </label>
        <p id="import-file-hint" className="mt-1 text-sm text-slate-600">
          {i18n._(
            'Choose or drop a CSV saved from a spreadsheet or another CRM: a header row, then one job a row (up to {rows} rows, {size}).',
            { rows: formatNumber(CSV_IMPORT_LIMITS.rows, 0), size: CSV_IMPORT_SIZE_TEXT },
          )}
        </p>
        <input
          id="import-file"
          type="file"
          accept=".csv,text/csv"
          aria-describedby="import-file-hint"
          className="mt-2 block w-full text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-4 file:font-semibold"
          onChange={(e) => choose(e.target.files?.[0])}
        />
        {file && (
          <p className="mt-2 text-sm text-slate-700">
            <Trans
              id="Chosen: <0>{name}</0>"
              values={{ name: file.name }}
              components={{ 0: <strong className="break-all" /> }}
            />
          </p>
        )}
      </div>

      {tooBig && (
        <Callout tone="error" role="alert">
          {i18n._('{name} is larger than {size}. Split it into smaller files.', {
            name: file.name,
            size: CSV_IMPORT_SIZE_TEXT,
          })}
        </Callout>
      )}
      {preview.isPending && <p className="text-sm text-slate-700">{i18n._('Reading the file…')}</p>}
      {preview.isError && (
        <Callout tone="error" role="alert">
          {i18n._('Could not read the file: {message}', { message: refusalText(preview.error) })}
        </Callout>
      )}
      {done && (
        <Callout tone="success" role="status">
          {i18n._('Imported {projects}.', { projects: projects(done.created) })}
          {done.skipped.length > 0 &&
            ` ${i18n._('Skipped {rows} already in Ridgeline.', { rows: rows(done.skipped.length) })}`}
          {done.refused.length > 0 &&
            ` ${i18n._('Left out {rows} that could not be read.', { rows: rows(done.refused.length) })}`}
        </Callout>
      )}
      {run.isError && (
        <Callout tone="error" role="alert">
          {i18n._('The import did not go through, nothing was saved: {message}', {
            message: refusalText(run.error),
          })}
        </Callout>
      )}

      {report && file && !done && (
        <>
          <MappingFields report={report} disabled={busy} onChange={remap} />
          <p className="text-sm text-slate-800">
            {report.delimiter === ';'
              ? i18n._('{projects} ready to import (columns separated by semicolons).', {
                  projects: projects(report.created),
                })
              : i18n._('{projects} ready to import.', { projects: projects(report.created) })}
          </p>
          <PreviewTable report={report} />
          <LeftOutRows report={report} />
          <button
            type="button"
            className={buttonStyles.primary}
            disabled={busy || report.created === 0}
            onClick={() => run.mutate({ file, mapping })}
          >
            {run.isPending
              ? i18n._('Importing…')
              : i18n._('Import {projects}', { projects: projects(report.created) })}
          </button>
        </>
      )}
    </div>
  );
}

/**
 * What the server said was wrong: its first field message, which it answers in the reader's
 * language, else the error's own message (a problem's `detail` is always English).
 */
export function refusalText(error: Error): string {
  return (error instanceof ApiError && error.problem.errors?.[0]?.message) || error.message;
}

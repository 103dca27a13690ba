import { useMutation } from '@tanstack/react-query';
import { buttonStyles } from '../../components/ui/button-styles';
import { downloadProjectsCsv } from './mutations';
import { useLingui } from './i18n';

/** "Export projects (CSV)": every project as the viewer may see it; a refusal is shown here. */
export function ExportProjectsButton({ className = '' }: { className?: string }) {
  const { i18n } = useLingui();
  const download = useMutation({ mutationFn: downloadProjectsCsv });
  return (
    <div className={className}>
      <button
        type="button"
        className={buttonStyles.secondary}
        disabled={download.isPending}
        onClick={() => download.mutate()}
      >
        {download.isPending ? i18n._('Exporting…') : i18n._('Export projects (CSV)')}
      </button>
      {download.isError && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {i18n._('Could not export the projects: {reason}', { reason: download.error.message })}
        </p>
      )}
    </div>
  );
}

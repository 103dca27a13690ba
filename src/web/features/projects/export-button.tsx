import { useMutation } from '@tanstack/react-query';
import { buttonStyles } from '../../components/ui/button-styles';
import { downloadProjectsCsv } from './mutations';

/** "Export projects (CSV)": every project as the viewer may see it; a refusal is shown here. */
export function ExportProjectsButton({ className = '' }: { className?: string }) {
  const download = useMutation({ mutationFn: downloadProjectsCsv });
  return (
    <div className={className}>
      <button
        type="button"
        className={buttonStyles.secondary}
        disabled={download.isPending}
        onClick={() => download.mutate()}
      >
        {download.isPending ? 'Exporting…' : 'Export projects (CSV)'}
      </button>
      {download.isError && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          Could not export the projects: {download.error.message}
        </p>
      )}
    </div>
  );
}

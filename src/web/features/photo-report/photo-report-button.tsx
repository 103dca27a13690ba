import { useId, useState } from 'react';
import { buttonStyles } from '../../components/ui/button-styles';
import { downloadPhotoReport } from './api';
import { useLingui } from './i18n';

/**
 * "Photo report (PDF)": every photo of the project grouped by tag, with captions and dates, as
 * one download. For every role (the report carries no money). A project with hundreds of photos
 * takes some seconds: the button says so while it works.
 */
export function PhotoReportButton({
  projectId,
  photoCount,
}: {
  projectId: string;
  /** When known: with none, the button says there is nothing to report yet. */
  photoCount?: number | undefined;
}) {
  const { i18n } = useLingui();
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({
    busy: false,
    error: null,
  });
  const empty = photoCount === 0;
  const hintId = useId();

  const download = () => {
    setState({ busy: true, error: null });
    downloadPhotoReport(projectId).then(
      () => setState({ busy: false, error: null }),
      (e: unknown) =>
        setState({
          busy: false,
          error: e instanceof Error ? e.message : i18n._('Could not download the photo report.'),
        }),
    );
  };

  return (
    <div className="space-y-1">
      <button
        type="button"
        className={buttonStyles.secondary}
        disabled={state.busy || empty}
        aria-describedby={empty ? hintId : undefined}
        onClick={download}
      >
        {state.busy ? i18n._('Preparing photo report…') : i18n._('Photo report (PDF)')}
      </button>
      {empty && (
        <p id={hintId} className="text-sm text-slate-600">
          {i18n._('Add photos to make a photo report.')}
        </p>
      )}
      {state.error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {i18n._('Could not download the photo report: {reason}', { reason: state.error })}
        </p>
      )}
    </div>
  );
}

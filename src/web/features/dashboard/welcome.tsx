import { buttonStyles } from '../../components/ui/button-styles';
import { useLingui } from './i18n';

/**
 * The dashboard before the first project: what Ridgeline keeps, and a way to start for a role
 * that may create projects (`onNewProject`).
 */
export function Welcome({ onNewProject }: { onNewProject?: (() => void) | undefined }) {
  const { i18n } = useLingui();
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center">
      <p className="text-lg font-semibold">{i18n._('Welcome to Ridgeline')}</p>
      {onNewProject ? (
        <>
          <p className="mt-1 text-slate-600">
            {i18n._(
              'Add your first job to track its status, measurements and estimates in one place.',
            )}
          </p>
          <button type="button" className={`${buttonStyles.primary} mt-4`} onClick={onNewProject}>
            {i18n._('Create your first project')}
          </button>
        </>
      ) : (
        <p className="mt-1 text-slate-600">
          {i18n._(
            'No projects yet. Jobs the office adds show up here, with their status and measurements.',
          )}
        </p>
      )}
    </div>
  );
}

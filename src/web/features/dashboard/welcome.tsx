import { buttonStyles } from '../../components/ui/button-styles';

/** The dashboard before the first project: what Ridgeline keeps, and a way to start. */
export function Welcome({ onNewProject }: { onNewProject: () => void }) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center">
      <p className="text-lg font-semibold">Welcome to Ridgeline</p>
      <p className="mt-1 text-slate-600">
        Add your first job to track its status, measurements and estimates in one place.
      </p>
      <button type="button" className={`${buttonStyles.primary} mt-4`} onClick={onNewProject}>
        Create your first project
      </button>
    </div>
  );
}

import { useNavigate } from 'react-router';
import { buttonStyles } from '../../components/ui/button-styles';
import { usePermissions } from '../../lib/permissions';

/** Shortcuts to the tools; `onNewProject` is left out for a role that cannot create projects. */
export function QuickTools({ onNewProject }: { onNewProject?: (() => void) | undefined }) {
  const navigate = useNavigate();
  const can = usePermissions();
  const tools = [
    { label: 'Pitch Finder', to: '/pitch-finder' },
    { label: 'Map View', to: '/map' },
    ...(can.estimate ? [{ label: 'Estimator', to: '/estimator' }] : []),
  ];
  return (
    <section
      aria-labelledby="tools-heading"
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="tools-heading" className="text-lg font-semibold">
        Quick Tools
      </h2>
      <div className="mt-3 grid grid-cols-2 gap-2">
        {tools.map((t) => (
          <button
            key={t.to}
            type="button"
            className={buttonStyles.secondary}
            onClick={() => void navigate(t.to)}
          >
            {t.label}
          </button>
        ))}
        {onNewProject && (
          <button type="button" className={buttonStyles.primary} onClick={onNewProject}>
            New Project
          </button>
        )}
      </div>
    </section>
  );
}

import { useNavigate } from 'react-router';
import { buttonStyles } from '../../components/ui/button-styles';
import { usePermissions } from '../../lib/permissions';
import { useLingui } from './i18n';

/** Shortcuts to the tools; `onNewProject` is left out for a role that cannot create projects. */
export function QuickTools({ onNewProject }: { onNewProject?: (() => void) | undefined }) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const can = usePermissions();
  const tools = [
    { label: i18n._('Pitch Finder'), to: '/pitch-finder' },
    { label: i18n._('Map View'), to: '/map' },
    ...(can.estimate ? [{ label: i18n._('Estimator'), to: '/estimator' }] : []),
  ];
  return (
    <section
      aria-labelledby="tools-heading"
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="tools-heading" className="text-lg font-semibold">
        {i18n._('Quick Tools')}
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
            {i18n._('New Project')}
          </button>
        )}
      </div>
    </section>
  );
}

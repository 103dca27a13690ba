import { useNavigate, useSearchParams } from 'react-router';
import { parseNumberText } from '../../../domain/format/number-text';
import { NoAccess } from '../../components/ui/no-access';
import { PageHeader } from '../../components/ui/page-header';
import { usePermissions } from '../../lib/permissions';
import { useCreateProject } from './mutations';
import { formatLatLng } from '../../../domain/format/format';
import { useLingui } from './i18n';
import { ProjectForm } from './project-form';
import { emptyProjectValues } from './project-form-values';

const coordinate = (text: string | null, limit: number): number | null => {
  const n = text === null ? NaN : parseNumberText(text);
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
};

/**
 * /projects/new, prefilled from the URL (the map's "Use This Location" sends
 * ?address=&lat=&lng=), so a link can start a project at a place.
 */
export function NewProjectPage() {
  const { i18n } = useLingui();
  if (!usePermissions().editProjects) {
    return (
      <div className="mx-auto max-w-2xl">
        <PageHeader title={i18n._('New project')} />
        <NoAccess>{i18n._('The owner and estimators create projects.')}</NoAccess>
      </div>
    );
  }
  return <NewProjectForm />;
}

function NewProjectForm() {
  const { i18n } = useLingui();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const create = useCreateProject();
  const lat = coordinate(params.get('lat'), 90);
  const lng = coordinate(params.get('lng'), 180);
  const initial = emptyProjectValues({
    address: params.get('address') ?? '',
    name: params.get('name') ?? '',
    ...(lat !== null && lng !== null ? { latitude: lat, longitude: lng } : {}),
  });
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title={i18n._('New project')} />
      <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        {initial.latitude !== null && initial.longitude !== null && (
          <p className="mb-4 rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-700">
            {i18n._('Location from the map: {place}', {
              place: formatLatLng(initial.latitude, initial.longitude),
            })}
          </p>
        )}
        <ProjectForm
          initial={initial}
          submitLabel={i18n._('Create project')}
          onCancel={() => void navigate(-1)}
          onSubmit={async (input) => {
            const p = await create.mutateAsync(input);
            await navigate(`/projects/${p.id}`);
          }}
        />
      </div>
    </div>
  );
}

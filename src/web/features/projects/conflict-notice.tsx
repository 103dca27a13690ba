import { useQuery } from '@tanstack/react-query';
import type { Project } from '../../../domain/project/project';
import { usePermissions } from '../../lib/permissions';
import { leadSourcesQuery, salespeopleQuery, stagesQuery } from '../pipeline/api';
import { buttonStyles } from '../../components/ui/button-styles';
import { Callout } from '../../components/ui/callout';
import type { ProjectFormValues } from './project-form-values';
import { valuesFromProject } from './project-form-values';
import { i18n, useLingui } from './i18n';

// Each field's label, read when shown so it is in the reader's language.
const FIELDS: readonly (readonly [keyof ProjectFormValues, () => string])[] = [
  ['name', () => i18n._('Project name')],
  ['address', () => i18n._('Address')],
  ['stageId', () => i18n._('Stage')],
  ['leadSourceId', () => i18n._('Lead source')],
  ['salespersonId', () => i18n._('Salesperson')],
  ['date', () => i18n._('Date')],
  ['roofAreaSqFt', () => i18n._('Roof area (sq ft)')],
  ['pitch', () => i18n._('Pitch')],
  ['estimatedCostCents', () => i18n._('Estimated cost (USD)')],
  ['customerName', () => i18n._('Customer name')],
  ['customerPhone', () => i18n._('Phone')],
  ['customerEmail', () => i18n._('Email')],
  ['notes', () => i18n._('Notes')],
];

type Named = readonly { id: string; name: string }[] | undefined;

/** A value as the form shows it: a stage, source or person by name, an empty field as a dash. */
function shown(value: unknown, names: Named): string {
  const text = String(value);
  return names?.find((n) => n.id === text)?.name ?? (text || '—');
}

/**
 * Shown when a save was refused because someone else changed the project first: the current
 * values next to the user's own, and the choice of which to keep. Nothing is overwritten silently.
 */
export function ConflictNotice({
  current,
  mine,
  onUseCurrent,
  onKeepMine,
}: {
  current: Project;
  mine: ProjectFormValues;
  onUseCurrent: () => void;
  onKeepMine: () => void;
}) {
  useLingui();
  const can = usePermissions();
  const theirs = valuesFromProject(current);
  const names: Partial<Record<keyof ProjectFormValues, Named>> = {
    stageId: useQuery(stagesQuery()).data,
    leadSourceId: useQuery(leadSourcesQuery()).data,
    // Only the office may list the team; crew's panel shows the id as it is.
    salespersonId: useQuery({ ...salespeopleQuery(), enabled: can.editProjects }).data,
  };
  const changed = FIELDS.filter(([k]) => String(theirs[k]) !== String(mine[k]));
  return (
    <Callout tone="warning" role="alert" className="mb-4">
      <p className="text-base font-semibold">
        {i18n._('This project was changed by someone else while you were editing.')}
      </p>
      <p className="mt-1">
        {i18n._('Your changes have not been saved. Here are the current values next to yours:')}
      </p>
      {changed.length > 0 && (
        <table className="mt-3 w-full text-left">
          <thead>
            <tr>
              <th scope="col" className="py-1 pr-2 font-semibold">
                {i18n._('Field')}
              </th>
              <th scope="col" className="py-1 pr-2 font-semibold">
                {i18n._('Current')}
              </th>
              <th scope="col" className="py-1 font-semibold">
                {i18n._('Yours')}
              </th>
            </tr>
          </thead>
          <tbody>
            {changed.map(([k, label]) => (
              <tr key={k} className="border-t border-amber-200 align-top">
                <th scope="row" className="py-1 pr-2 font-medium">
                  {label()}
                </th>
                <td className="break-all py-1 pr-2">{shown(theirs[k], names[k])}</td>
                <td className="break-all py-1">{shown(mine[k], names[k])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className={buttonStyles.secondary} onClick={onUseCurrent}>
          {i18n._('Use current values')}
        </button>
        <button type="button" className={buttonStyles.primary} onClick={onKeepMine}>
          {i18n._('Save my version')}
        </button>
      </div>
    </Callout>
  );
}

import type { ProjectStatus } from '../../../domain/project';
import { PROJECT_STATUSES, statusLabel } from '../../../domain/status';

/** A radio group: any status can be set directly, with the keyboard's arrow keys too. */
export function StatusControl({
  value,
  disabled,
  onChange,
}: {
  value: ProjectStatus;
  disabled: boolean;
  onChange: (s: ProjectStatus) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-slate-700">Status</legend>
      <div className="inline-flex flex-wrap gap-2">
        {PROJECT_STATUSES.map((s) => (
          <label
            key={s}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-800 has-[:disabled]:cursor-wait"
          >
            <input
              type="radio"
              name="project-status"
              value={s}
              checked={value === s}
              disabled={disabled}
              onChange={() => onChange(s)}
              className="accent-brand-700"
            />
            {statusLabel(s)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

import type { Stage } from '../../domain/pipeline/pipeline';
import { STAGE_GROUPS } from '../../domain/pipeline/pipeline';
import { statusText } from '../lib/status-text';

/**
 * A select's options: the stages grouped by status (<optgroup>), in board order. `allowed`
 * says which the user may pick (crew: from Scheduled on); the current one is always listed.
 */
export function StageOptions({
  stages,
  current,
  allowed = () => true,
  withLost = true,
}: {
  stages: readonly Stage[];
  current?: string;
  allowed?: (s: Stage) => boolean;
  withLost?: boolean;
}) {
  return STAGE_GROUPS.filter((g) => withLost || g !== 'lost' || current === 'lost').map((g) => {
    const group = stages.filter((s) => s.status === g);
    if (group.length === 0) return null;
    return (
      <optgroup key={g} label={statusText(g)}>
        {group.map((s) => (
          <option key={s.id} value={s.id} disabled={s.id !== current && !allowed(s)}>
            {s.name}
          </option>
        ))}
      </optgroup>
    );
  });
}

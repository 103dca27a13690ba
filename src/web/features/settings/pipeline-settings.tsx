import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  LEAD_SOURCE_NAME_MAX,
  LOST_STAGE_ID,
  STAGE_GROUPS,
  STAGE_NAME_MAX,
} from '../../../domain/pipeline/pipeline';
import { Callout } from '../../components/ui/callout';
import { storedLeadSourcesQuery, storedStagesQuery } from '../pipeline/api';
import { NamedList } from './named-list';
import type { ListChange } from './pipeline-mutations';
import { usePipelineListChange } from './pipeline-mutations';
import { useLingui } from './i18n';
import { statusText } from '../../lib/status-text';

/**
 * Settings -> Pipeline (the owner's): the stages of each status, renamed, reordered, added and
 * removed within it (Lost stays), and the lead sources.
 */
export function PipelineSettings() {
  const { i18n } = useLingui();
  const renamed = (name: string) => i18n._('Renamed to {name}.', { name });
  const removed = (name: string) => i18n._('{name} removed.', { name });
  const added = (name: string) => i18n._('{name} added.', { name });
  const stages = useQuery(storedStagesQuery()).data ?? [];
  const sources = useQuery(storedLeadSourcesQuery()).data ?? [];
  const change = usePipelineListChange();
  const [done, setDone] = useState<string | null>(null);
  const apply = (c: ListChange, said: string) => {
    setDone(null);
    change.mutate(c, { onSuccess: () => setDone(said) });
  };
  return (
    <div className="space-y-6">
      {change.error && (
        <Callout tone="error" role="alert">
          {change.error.message}
        </Callout>
      )}
      <p role="status" className="sr-only">
        {done}
      </p>
      {STAGE_GROUPS.map((group) => (
        <section key={group} aria-label={i18n._('{status} stages', { status: statusText(group) })}>
          <h3 className="mb-2 text-sm font-semibold text-slate-700">{statusText(group)}</h3>
          {group === 'lost' ? (
            <NamedList
              items={stages.filter((s) => s.status === group)}
              newLabel={i18n._('New stage')}
              maxLength={STAGE_NAME_MAX}
              busy={change.isPending}
              fixed={(s) => s.id === LOST_STAGE_ID}
              onRename={(id, name) =>
                apply({ kind: 'stages', op: 'rename', id, name }, renamed(name))
              }
              onRemove={() => {}}
              onAdd={() => {}}
              addable={false}
            />
          ) : (
            <NamedList
              items={stages.filter((s) => s.status === group)}
              newLabel={i18n._('New stage in {status}', { status: statusText(group) })}
              maxLength={STAGE_NAME_MAX}
              busy={change.isPending}
              onRename={(id, name) =>
                apply({ kind: 'stages', op: 'rename', id, name }, renamed(name))
              }
              onRemove={(s) => apply({ kind: 'stages', op: 'remove', id: s.id }, removed(s.name))}
              onMove={(id, direction) =>
                apply(
                  { kind: 'stages', op: 'move', id, direction },
                  direction === 'up' ? i18n._('Moved up.') : i18n._('Moved down.'),
                )
              }
              onAdd={(name) =>
                apply({ kind: 'stages', op: 'add', name, status: group }, added(name))
              }
            />
          )}
        </section>
      ))}
      <section aria-label={i18n._('Lead sources')}>
        <h3 className="mb-2 text-sm font-semibold text-slate-700">{i18n._('Lead sources')}</h3>
        <NamedList
          items={sources}
          newLabel={i18n._('New lead source')}
          maxLength={LEAD_SOURCE_NAME_MAX}
          busy={change.isPending}
          onRename={(id, name) =>
            apply({ kind: 'lead-sources', op: 'rename', id, name }, renamed(name))
          }
          onRemove={(s) => apply({ kind: 'lead-sources', op: 'remove', id: s.id }, removed(s.name))}
          onAdd={(name) => apply({ kind: 'lead-sources', op: 'add', name }, added(name))}
        />
      </section>
    </div>
  );
}

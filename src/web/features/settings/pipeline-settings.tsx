import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  LEAD_SOURCE_NAME_MAX,
  LOST_STAGE_ID,
  STAGE_GROUPS,
  STAGE_NAME_MAX,
} from '../../../domain/pipeline/pipeline';
import { statusLabel } from '../../../domain/project/status';
import { Callout } from '../../components/ui/callout';
import { storedLeadSourcesQuery, storedStagesQuery } from '../pipeline/api';
import { NamedList } from './named-list';
import type { ListChange } from './pipeline-mutations';
import { usePipelineListChange } from './pipeline-mutations';

/**
 * Settings -> Pipeline (the owner's): the stages of each status, renamed, reordered, added and
 * removed within it (Lost stays), and the lead sources.
 */
export function PipelineSettings() {
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
        <section key={group} aria-label={`${statusLabel(group)} stages`}>
          <h3 className="mb-2 text-sm font-semibold text-slate-700">{statusLabel(group)}</h3>
          {group === 'lost' ? (
            <NamedList
              items={stages.filter((s) => s.status === group)}
              what="stage"
              maxLength={STAGE_NAME_MAX}
              busy={change.isPending}
              fixed={(s) => s.id === LOST_STAGE_ID}
              onRename={(id, name) =>
                apply({ kind: 'stages', op: 'rename', id, name }, `Renamed to ${name}.`)
              }
              onRemove={() => {}}
              onAdd={() => {}}
              addable={false}
            />
          ) : (
            <NamedList
              items={stages.filter((s) => s.status === group)}
              what={`stage in ${statusLabel(group)}`}
              maxLength={STAGE_NAME_MAX}
              busy={change.isPending}
              onRename={(id, name) =>
                apply({ kind: 'stages', op: 'rename', id, name }, `Renamed to ${name}.`)
              }
              onRemove={(s) =>
                apply({ kind: 'stages', op: 'remove', id: s.id }, `${s.name} removed.`)
              }
              onMove={(id, direction) =>
                apply({ kind: 'stages', op: 'move', id, direction }, `Moved ${direction}.`)
              }
              onAdd={(name) =>
                apply({ kind: 'stages', op: 'add', name, status: group }, `${name} added.`)
              }
            />
          )}
        </section>
      ))}
      <section aria-label="Lead sources">
        <h3 className="mb-2 text-sm font-semibold text-slate-700">Lead sources</h3>
        <NamedList
          items={sources}
          what="lead source"
          maxLength={LEAD_SOURCE_NAME_MAX}
          busy={change.isPending}
          onRename={(id, name) =>
            apply({ kind: 'lead-sources', op: 'rename', id, name }, `Renamed to ${name}.`)
          }
          onRemove={(s) =>
            apply({ kind: 'lead-sources', op: 'remove', id: s.id }, `${s.name} removed.`)
          }
          onAdd={(name) => apply({ kind: 'lead-sources', op: 'add', name }, `${name} added.`)}
        />
      </section>
    </div>
  );
}

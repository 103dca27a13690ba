import { useState } from 'react';
import { CHECKLIST_ITEM_MAX, MAX_CHECKLIST_ITEMS } from '../../../domain/schedule/crew-day';
import type { Settings } from '../../../domain/settings/settings';
import { ConflictError } from '../../lib/api-client';
import { checkWithFetchedSchema } from '../../lib/check-with-fetched-schema';
import { useLatestSettingsVersion, useUpdateSettings } from './mutations';
import type { NamedItem } from './named-list';
import { NamedList } from './named-list';
import { SaveStatus } from './save-status';
import { useLingui } from './i18n';

/** The checklist's schema, fetched when the list is first changed (it brings zod). */
const checklistSchema = () =>
  import('../../../domain/schedule/crew-day-schemas').then((m) => m.jobChecklistSchema());

/**
 * The checklist each new production job starts with (the crew ticks it on My jobs). Each
 * change is saved at once; jobs that already have their checklist keep it.
 */
export function JobChecklistSettings({ settings }: { settings: Settings }) {
  const { i18n } = useLingui();
  const update = useUpdateSettings();
  const latestVersion = useLatestSettingsVersion(settings);
  const [message, setMessage] = useState<{ saved: string } | { error: string } | null>(null);
  const items = settings.jobChecklist;
  // Labels are unique (case aside), so each is its own id.
  const named: NamedItem[] = items.map((label) => ({ id: label, name: label }));

  /**
   * False when the list breaks a rule (nothing is sent). With no schema to be had the list goes
   * as it is: the server checks the same schema.
   */
  const save = async (next: string[], done: string): Promise<boolean> => {
    // The server's own rules first: too many, too long, twice.
    const checked = await checkWithFetchedSchema(checklistSchema, next);
    if (checked !== null && 'errors' in checked) {
      setMessage({
        error: Object.values(checked.errors)[0] ?? i18n._('This checklist is not valid.'),
      });
      return false;
    }
    setMessage(null);
    update.mutate(
      { jobChecklist: checked === null ? next : checked.data, version: latestVersion() },
      {
        onSuccess: () => setMessage({ saved: done }),
        onError: (err) =>
          setMessage({
            error:
              err instanceof ConflictError
                ? i18n._(
                    'Someone else changed the settings meanwhile: the list now shows theirs. Make your change again.',
                  )
                : err.message,
          }),
      },
    );
    return true;
  };

  const move = (label: string, direction: 'up' | 'down') => {
    const i = items.indexOf(label);
    const j = direction === 'up' ? i - 1 : i + 1;
    if (i < 0 || j < 0 || j >= items.length) return;
    const next = [...items];
    [next[i], next[j]] = [next[j]!, next[i]!];
    void save(
      next,
      direction === 'up'
        ? i18n._('Moved “{label}” up.', { label })
        : i18n._('Moved “{label}” down.', { label }),
    );
  };

  return (
    <div className="space-y-2">
      {items.length === 0 && (
        <p className="text-sm text-slate-600">
          {i18n._('No items: production jobs have no checklist on My jobs. Add one below.')}
        </p>
      )}
      <NamedList
        items={named}
        newLabel={i18n._('New checklist item')}
        maxLength={CHECKLIST_ITEM_MAX}
        busy={update.isPending}
        onRename={(label, name) =>
          void save(
            items.map((i) => (i === label ? name : i)),
            i18n._('Renamed “{label}” to “{name}”.', { label, name }),
          )
        }
        onRemove={(item) =>
          void save(
            items.filter((i) => i !== item.id),
            i18n._('Removed “{name}”.', { name: item.name }),
          )
        }
        onMove={move}
        onAdd={(name) => save([...items, name], i18n._('Added “{name}”.', { name }))}
        addable={items.length < MAX_CHECKLIST_ITEMS}
      />
      {items.length >= MAX_CHECKLIST_ITEMS && (
        <p className="text-sm text-slate-600">
          {i18n._('A checklist has at most {max} items: remove one to add another.', {
            max: MAX_CHECKLIST_ITEMS,
          })}
        </p>
      )}
      <SaveStatus
        saved={message !== null && 'saved' in message}
        error={message && 'error' in message ? message.error : null}
        savedText={message && 'saved' in message ? message.saved : ''}
      />
    </div>
  );
}

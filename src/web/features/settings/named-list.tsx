import type { FormEvent } from 'react';
import { useState } from 'react';
import { buttonStyles } from '../../components/ui/button-styles';
import { Input } from '../../components/ui/field';
import { useLingui } from './i18n';

export interface NamedItem {
  id: string;
  name: string;
}

/**
 * A short list the owner edits in place: rename (Save appears once the name changed), move up
 * or down (when `onMove` is given), remove; and a field to add one at the end.
 */
export function NamedList({
  items,
  newLabel,
  maxLength,
  busy,
  onRename,
  onRemove,
  onMove,
  onAdd,
  fixed = () => false,
  addable = true,
}: {
  items: readonly NamedItem[];
  /** The add field's label: "New stage in Pending", "New lead source". */
  newLabel: string;
  maxLength: number;
  busy: boolean;
  onRename: (id: string, name: string) => void;
  onRemove: (item: NamedItem) => void;
  onMove?: (id: string, direction: 'up' | 'down') => void;
  /**
   * False when the name was refused: the field keeps what was typed. A promise when the refusal
   * is known only once the list's schema is fetched (the job checklist's).
   */
  onAdd: (name: string) => void | boolean | Promise<boolean>;
  /** Items that cannot be removed or moved (Lost). */
  fixed?: (item: NamedItem) => boolean;
  /** Whether the list takes new items (Lost has only its one). */
  addable?: boolean;
}) {
  const { i18n } = useLingui();
  const [adding, setAdding] = useState('');
  const add = (e: FormEvent) => {
    e.preventDefault();
    const name = adding.trim();
    if (!name) return;
    void Promise.resolve(onAdd(name)).then((kept) => {
      if (kept !== false) setAdding('');
    });
  };
  return (
    <>
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
        {items.map((item, i) => (
          <Row
            key={item.id}
            item={item}
            maxLength={maxLength}
            busy={busy}
            first={i === 0}
            last={i === items.length - 1}
            fixed={fixed(item)}
            onRename={onRename}
            onRemove={onRemove}
            onMove={onMove}
          />
        ))}
      </ul>
      {addable && (
        <form onSubmit={add} className="mt-2 flex gap-2">
          <Input
            aria-label={newLabel}
            placeholder={newLabel}
            value={adding}
            maxLength={maxLength}
            className="w-full min-w-0"
            onChange={(e) => setAdding(e.target.value)}
          />
          <button type="submit" className={buttonStyles.secondary} disabled={busy}>
            {i18n._('Add')}
          </button>
        </form>
      )}
    </>
  );
}

function Row({
  item,
  maxLength,
  busy,
  first,
  last,
  fixed,
  onRename,
  onRemove,
  onMove,
}: {
  item: NamedItem;
  maxLength: number;
  busy: boolean;
  first: boolean;
  last: boolean;
  fixed: boolean;
  onRename: (id: string, name: string) => void;
  onRemove: (item: NamedItem) => void;
  onMove: ((id: string, direction: 'up' | 'down') => void) | undefined;
}) {
  const { i18n } = useLingui();
  const [draft, setDraft] = useState<string | null>(null);
  const dirty = draft !== null && draft.trim() !== '' && draft.trim() !== item.name;
  const save = (e: FormEvent) => {
    e.preventDefault();
    if (dirty) onRename(item.id, draft.trim());
    setDraft(null);
  };
  return (
    <li className="flex flex-wrap items-center gap-2 p-2">
      {/* A phone gives the name a line of its own, the buttons the next. */}
      <form onSubmit={save} className="flex min-w-0 basis-full gap-2 sm:basis-0 sm:flex-1">
        <Input
          aria-label={i18n._('Name of {name}', { name: item.name })}
          value={draft ?? item.name}
          maxLength={maxLength}
          className="w-full min-w-0"
          onChange={(e) => setDraft(e.target.value)}
        />
        {dirty && (
          <button type="submit" className={buttonStyles.primary} disabled={busy}>
            {i18n._('Save')}
          </button>
        )}
      </form>
      {onMove && !fixed && (
        <>
          <button
            type="button"
            className={`${buttonStyles.ghost} min-w-11 px-2`}
            aria-label={i18n._('Move {name} up', { name: item.name })}
            disabled={busy || first}
            onClick={() => onMove(item.id, 'up')}
          >
            ↑
          </button>
          <button
            type="button"
            className={`${buttonStyles.ghost} min-w-11 px-2`}
            aria-label={i18n._('Move {name} down', { name: item.name })}
            disabled={busy || last}
            onClick={() => onMove(item.id, 'down')}
          >
            ↓
          </button>
        </>
      )}
      {!fixed && (
        <button
          type="button"
          className={buttonStyles.ghost}
          aria-label={i18n._('Remove {name}', { name: item.name })}
          disabled={busy}
          onClick={() => onRemove(item)}
        >
          {i18n._('Remove')}
        </button>
      )}
    </li>
  );
}

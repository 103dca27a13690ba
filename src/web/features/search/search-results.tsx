import { counted } from '../../lib/i18n/counted';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import type { Range, SearchHit } from '../../../domain/project/search';
import { i18n, useLingui } from './i18n';
import { optionId } from './option-id';
import { searchQuery } from './api';
import { statusText } from '../../lib/status-text';

// The header search's results: loaded the first time the box opens (header-search.tsx).

/** The text with its matching parts in <mark>. */
export function Highlighted({ text, ranges }: { text: string; ranges: readonly Range[] }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start > at) parts.push(text.slice(at, start));
    parts.push(
      <mark key={start} className="rounded-sm bg-yellow-200 text-slate-900">
        {text.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}

// The domain's labels stay English: these are the reader's, in this feature's catalogue.
const alsoLabel = (field: NonNullable<SearchHit['also']>['field']): string =>
  ({
    customerPhone: i18n._('Phone'),
    customerEmail: i18n._('Email'),
    notes: i18n._('Notes'),
  })[field];

function Hit({ hit }: { hit: SearchHit }) {
  useLingui();
  return (
    <>
      <span className="flex items-start justify-between gap-2">
        <span className="min-w-0 font-semibold">
          <Highlighted text={hit.name} ranges={hit.highlights.name} />
        </span>
        <span className="shrink-0 text-xs font-medium text-slate-600">
          {statusText(hit.status)}
        </span>
      </span>
      <span className="block truncate text-sm text-slate-700">
        {hit.customerName && (
          <>
            <Highlighted text={hit.customerName} ranges={hit.highlights.customerName} />
            {' · '}
          </>
        )}
        <Highlighted text={hit.address} ranges={hit.highlights.address} />
      </span>
      {hit.also && (
        <span className="block truncate text-sm text-slate-600">
          {alsoLabel(hit.also.field)}: <Highlighted text={hit.also.text} ranges={hit.also.ranges} />
        </span>
      )}
    </>
  );
}

export function SearchResults({
  query,
  listboxId,
  active,
  onActive,
  onResults,
  onPick,
}: {
  query: string;
  listboxId: string;
  active: number;
  onActive: (index: number) => void;
  onResults: (ids: readonly string[]) => void;
  onPick: (id: string) => void;
}) {
  const { i18n } = useLingui();
  const result = useQuery(searchQuery(query));
  const items = result.data?.items;

  useEffect(() => {
    onResults(items?.map((h) => h.id) ?? []);
  }, [items, onResults]);

  if (result.isPending) {
    return (
      <p role="status" className="p-4 text-sm text-slate-600">
        {i18n._('Searching…')}
      </p>
    );
  }
  if (result.isError) {
    return (
      <div role="alert" className="p-4 text-sm">
        <p className="font-semibold text-red-800">{i18n._('Search failed')}</p>
        <p className="text-slate-700">{result.error.message}</p>
        <button
          type="button"
          // Keeps the focus in the box, whose blur would close the results.
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => void result.refetch()}
          className="mt-2 min-h-11 font-semibold text-brand-700 underline"
        >
          {i18n._('Try again')}
        </button>
      </div>
    );
  }
  if (!items || items.length === 0) {
    return (
      <p role="status" className="p-4 text-sm text-slate-700">
        {i18n._('No projects match “{query}”.', { query })}
      </p>
    );
  }
  return (
    <>
      <p role="status" className="sr-only">
        {i18n._(
          '{count, select, one {{n} project found} other {{n} projects found}}',
          counted(items.length),
        )}
      </p>
      <ul id={listboxId} role="listbox" aria-label={i18n._('Projects found')} className="py-1">
        {items.map((hit, i) => (
          <li
            key={hit.id}
            id={optionId(listboxId, i)}
            role="option"
            aria-selected={i === active}
            onMouseDown={(e) => e.preventDefault()}
            onMouseMove={() => i !== active && onActive(i)}
            onClick={() => onPick(hit.id)}
            className={`block cursor-pointer px-4 py-2 ${i === active ? 'bg-slate-100' : ''}`}
          >
            <Hit hit={hit} />
          </li>
        ))}
      </ul>
    </>
  );
}

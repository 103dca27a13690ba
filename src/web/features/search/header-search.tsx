import type { KeyboardEvent } from 'react';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { MAX_SEARCH_LENGTH } from '../../../domain/common/bounds';
import { useLingui } from './i18n';
import { optionId } from './option-id';
import { registerSearchBox } from './search-shortcut';

// The header's search box: a combobox (WAI-ARIA 1.2) whose listbox of results is loaded on
// first use (the box itself by the header's first render: header-search-slot.tsx). The results
// panel asks the server and tells the box which projects it lists; the box keeps the active one,
// the keys, and where Enter goes.

const SearchResults = lazy(() =>
  import('./search-results').then((m) => ({ default: m.SearchResults })),
);

/** Typing pauses this long before the server is asked. */
const DEBOUNCE_MS = 200;

export function HeaderSearch() {
  const { i18n } = useLingui();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [ids, setIds] = useState<readonly string[]>([]);
  const input = useRef<HTMLInputElement>(null);
  const listboxId = useId();
  const navigate = useNavigate();

  useEffect(() => {
    const t = setTimeout(() => setQuery(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [text]);

  // "/" or Ctrl+K (Cmd+K) puts the focus in the box (search-shortcut.ts listens for them).
  useEffect(() => {
    registerSearchBox(() => {
      input.current?.focus();
      input.current?.select();
    });
    return () => registerSearchBox(null);
  }, []);

  const onResults = useCallback((next: readonly string[]) => {
    setIds(next);
    setActive((a) => (a >= next.length ? -1 : a));
  }, []);

  const openProject = (id: string) => {
    setOpen(false);
    setText('');
    setQuery('');
    setActive(-1);
    input.current?.blur();
    void navigate(`/projects/${encodeURIComponent(id)}`);
  };

  const showing = open && query.length > 0;

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      if (ids.length === 0) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => (a < 0 && step < 0 ? ids.length - 1 : (a + step + ids.length) % ids.length));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const id = ids[active >= 0 ? active : 0];
      if (showing && id) openProject(id);
    } else if (e.key === 'Escape') {
      // The first Escape closes the results; the next one clears the box.
      e.preventDefault();
      if (showing) setOpen(false);
      else setText('');
      setActive(-1);
    }
  };

  return (
    <div className="relative min-w-[9rem] flex-1 xl:max-w-[13rem]">
      <label htmlFor={`${listboxId}-input`} className="sr-only">
        {i18n._('Search projects')}
      </label>
      <input
        ref={input}
        id={`${listboxId}-input`}
        type="text"
        role="combobox"
        aria-expanded={showing}
        aria-controls={showing ? listboxId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={showing && active >= 0 ? optionId(listboxId, active) : undefined}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        maxLength={MAX_SEARCH_LENGTH}
        // Short: at 1280 px the header's links leave the box about 100 px (its label, read
        // aloud, is the whole "Search projects").
        placeholder={i18n._('Search')}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        // A click on a result lands before the blur (the options keep the focus here).
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className="min-h-11 w-full rounded-md border border-slate-600 bg-slate-800 px-3 py-2 text-sm text-white placeholder:text-slate-300 focus:border-white focus:outline-none focus:ring-2 focus:ring-white lg:pr-9"
      />
      <kbd
        aria-hidden="true"
        className="pointer-events-none absolute right-2 top-1/2 hidden -translate-y-1/2 rounded border border-slate-500 px-1.5 text-xs text-slate-300 xl:block"
      >
        /
      </kbd>
      <div
        hidden={!showing}
        className="fixed inset-x-2 top-[4.5rem] z-40 max-h-[70vh] overflow-y-auto rounded-lg bg-white text-slate-900 shadow-xl ring-1 ring-slate-200 sm:absolute sm:inset-x-auto sm:right-0 sm:top-full sm:mt-2 sm:w-[28rem]"
      >
        {showing && (
          <Suspense fallback={<p className="p-4 text-sm text-slate-600">{i18n._('Searching…')}</p>}>
            <SearchResults
              query={query}
              listboxId={listboxId}
              active={active}
              onActive={setActive}
              onResults={onResults}
              onPick={openProject}
            />
          </Suspense>
        )}
      </div>
    </div>
  );
}

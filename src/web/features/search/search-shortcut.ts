import { useEffect } from 'react';

/** Is the key typed into a field (where "/" is a character, not a shortcut)? */
function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

/** How to put the focus in the search box, once its code is in (null before). */
let focusBox: (() => void) | null = null;
/** The shortcut was pressed before the box was there: it takes the focus when it comes. */
let wanted = false;

/**
 * "/" or Ctrl+K (Cmd+K) from anywhere but a field puts the focus in the header's search box.
 * Listened to from the header's first render, while the box's own code may still be arriving
 * (header-search-slot.tsx): a shortcut pressed before then focuses the box when it shows.
 */
export function useSearchShortcut(): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const slash = e.key === '/' && !e.ctrlKey && !e.metaKey && !e.altKey;
      const k = e.key.toLowerCase() === 'k' && (e.ctrlKey || e.metaKey) && !e.altKey;
      if ((!slash && !k) || typingIn(e.target)) return;
      e.preventDefault();
      if (focusBox) focusBox();
      else wanted = true;
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}

/** The search box, as it shows (`focus` puts the focus in it) and goes (null). */
export function registerSearchBox(focus: (() => void) | null): void {
  focusBox = focus;
  if (focus && wanted) {
    wanted = false;
    focus();
  }
}

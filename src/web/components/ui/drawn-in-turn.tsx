import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';

/**
 * Its children, drawn in a task of their own just after the screen around them. Preact draws a
 * screen in one task, and a long one (Settings' dozen cards, a project's sections under it) held
 * a phone's main thread for 300-400 ms at Lighthouse's 4x slower CPU, a tap waiting all along.
 * Each part wrapped in this is drawn after the ones before it, in order, with the browser free
 * to paint and answer a tap in between.
 *
 * For parts below the first screenful: what is drawn a moment later must not push what the
 * reader already sees. `fallback` (a loading state of the same height) stands in meanwhile.
 */
export function DrawnInTurn({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    const turn = setTimeout(() => setDrawn(true), 0);
    return () => clearTimeout(turn);
  }, []);
  return drawn ? children : fallback;
}

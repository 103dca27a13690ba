import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { afterNextPaint } from '../../lib/after-next-paint';

/**
 * Its children, drawn in a task of their own once the screen around them is painted. Preact draws a
 * screen in one task, and a long one (Settings' dozen cards, a project's sections under it) held
 * a phone's main thread for 300-400 ms at Lighthouse's 4x slower CPU, a tap waiting all along.
 * Each part wrapped in this is drawn after the ones before it, in order, with the browser free
 * to paint and answer a tap in between. Waiting for the paint, not only for the next task, also
 * keeps what these parts ask the server for (a project's sections) from leaving before the
 * screen the reader opened is on it: on a slow connection it would queue beside that screen's.
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
    let mounted = true;
    void afterNextPaint().then(() => mounted && setDrawn(true));
    return () => {
      mounted = false;
    };
  }, []);
  return drawn ? children : fallback;
}

import { useEffect } from 'react';

/**
 * Sets the tab's title while the calling screen shows. Written by the screen, not as a <title>
 * element in its markup: the app runs on Preact, which renders a <title> where it stands in the
 * body rather than moving it to the head as React 19 does. `null` leaves the title as it is
 * (a screen whose words are not known yet).
 */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title !== null) document.title = title;
  }, [title]);
}

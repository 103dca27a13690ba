import type { ReactNode } from 'react';

/**
 * The screen's column under the header: the app's layout draws each screen in it, and the page
 * the build writes for a screen (scripts/vite-route-pages.ts) puts the screen's heading in it, so
 * the heading the HTML paints is where the app then draws it.
 */
export function MainColumn({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="mx-auto min-h-screen w-full max-w-6xl flex-1 px-4 py-6">
      {children}
    </main>
  );
}

/**
 * Resolves after the browser has painted a frame (or soon, in a tab that does not paint): work
 * that can wait (React's first render, setting up the map) starts once what is already on the
 * page is on the screen, and reads sizes from a layout the paint has already made, instead of
 * forcing one.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    // A hidden tab gets no animation frames: the timeout goes on there anyway.
    const fallback = setTimeout(resolve, 100);
    requestAnimationFrame(() => {
      // rAF runs just before the paint; a task queued from it runs just after.
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0);
    });
  });
}

let firstScreenPainted!: () => void;
const firstScreen = new Promise<void>((painted) => (firstScreenPainted = painted));
let painted = false;

/**
 * Resolves once the app's first screen is on the screen (main.tsx calls `markFirstScreenPainted`
 * after its first render has painted), and at once on every later screen. For what the first
 * screen does not show: asked for sooner, it queues beside the screen's own files and data on a
 * slow connection and the reader waits longer for what they opened.
 */
export function whenFirstScreenPainted(): Promise<void> {
  return firstScreen;
}

export function markFirstScreenPainted(): void {
  painted = true;
  firstScreenPainted();
}

/** Whether the app's first screen is on the screen yet (see `whenFirstScreenPainted`). */
export function firstScreenIsPainted(): boolean {
  return painted;
}

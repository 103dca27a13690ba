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

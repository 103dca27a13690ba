/**
 * At most `limit` tasks run at once; the others wait their turn in order. Image work is heavy on
 * memory and CPU: a burst of uploads queues here instead of starving every other request.
 */
export function createSemaphore(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < limit) running += 1;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await task();
      } finally {
        release();
      }
    },
    /** Tasks running and waiting (for tests and logs). */
    get pending() {
      return { running, waiting: waiting.length };
    },
  };
}

/** The queue is full: the caller should answer 503 with Retry-After rather than wait. */
export class QueueFullError extends Error {}

/**
 * At most `limit` tasks run at once; the others wait their turn in order, at most `maxWaiting`
 * of them (a task beyond that is refused with QueueFullError at once). Image work is heavy on
 * memory and CPU: a burst of uploads queues here instead of starving every other request, and a
 * longer burst is turned away rather than left waiting past its connection's timeout.
 */
export function createSemaphore(limit: number, maxWaiting = Infinity) {
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
      else if (waiting.length >= maxWaiting) throw new QueueFullError('Too many tasks waiting');
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

declare module 'fastify' {
  interface FastifyInstance {
    /** Has the first owner account been made? Until it is, the first visit makes it (/setup). */
    ownerExists(): Promise<boolean>;
  }
}

/** Addresses that listen everywhere: no browser opens them, so the line names this machine. */
const EVERYWHERE = new Set(['0.0.0.0', '::', '[::]']);

/**
 * The one plain line the server prints when it is ready, for the person who typed `npm start`:
 * where to open it and what they will find there. The request logs stay JSON.
 */
export function readyLine(address: string, ownerExists: boolean): string {
  const url = new URL(address);
  if (EVERYWHERE.has(url.hostname)) url.hostname = 'localhost';
  const open = url.origin;
  return ownerExists
    ? `Ridgeline is ready: open ${open} and sign in (the owner account exists).`
    : `Ridgeline is ready: open ${open}. The first visit creates the owner account.`;
}

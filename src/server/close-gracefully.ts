import type { FastifyInstance } from 'fastify';

/**
 * Stops accepting connections and lets requests in flight finish, but not forever.
 * - A keep-alive connection that was busy when closing began turns idle once its answer is
 *   sent; nothing would close it until the keep-alive timeout (72 s in Fastify), so idle
 *   connections are closed every 100 ms while we wait.
 * - A client that never finishes sending a body would hold the close open: after `graceMs`
 *   every remaining connection is closed.
 */
export async function closeGracefully(app: FastifyInstance, graceMs: number): Promise<void> {
  const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
  const deadline = setTimeout(() => app.server.closeAllConnections(), graceMs);
  sweep.unref();
  deadline.unref();
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
    clearTimeout(deadline);
  }
}

import type { FastifyInstance } from 'fastify';
import { problem, sendProblem } from './problem';

/**
 * Node's requestTimeout stops counting once a request's headers are in, so a client that sends
 * headers with a Content-Length and then stalls (or trickles its body a byte at a time) would
 * hold its connection, and a handler waiting for that body, for good. The body gets the same
 * time again: when it has not fully arrived by then, the client is answered 408 and
 * disconnected.
 */
export function limitBodyTime(app: FastifyInstance, timeoutMs: number): void {
  app.addHook('onRequest', (req, reply, done) => {
    const timer = setTimeout(() => {
      // `complete` turns true once the whole body (or none) has been read off the wire.
      if (req.raw.complete || req.raw.socket.destroyed) return;
      const closeConnection = () => req.raw.socket.destroy();
      if (reply.sent) return closeConnection();
      reply.raw.once('finish', closeConnection);
      sendProblem(
        reply.header('connection', 'close'),
        problem(408, `The request did not arrive within ${timeoutMs / 1000} s`, {
          title: 'Request Timeout',
        }),
      );
    }, timeoutMs);
    timer.unref();
    // A request refused before its body was read (signed out, another site) is answered at once,
    // but Node then waits on the connection for the rest of the body: the timer keeps running
    // until the body is in, so a client cannot hold connections that way either.
    reply.raw.once('close', () => {
      if (req.raw.complete) clearTimeout(timer);
    });
    done();
  });
}

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
      if (req.raw.complete) return;
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
    reply.raw.once('close', () => clearTimeout(timer));
    done();
  });
}

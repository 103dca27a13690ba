import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
    // A request with neither Content-Length nor Transfer-Encoding has no body (HTTP/1.1 framing),
    // and most requests are such GETs: no timer for them.
    const { 'content-length': length, 'transfer-encoding': chunked } = req.headers;
    if (chunked === undefined && (length === undefined || length === '0')) return done();
    const expire = () => {
      // `complete` turns true once the whole body (or none) has been read off the wire.
      if (req.raw.complete || req.raw.socket.destroyed) return;
      const closeConnection = () => req.raw.socket.destroy();
      if (reply.sent) return closeConnection();
      reply.raw.once('finish', closeConnection);
      sendProblem(
        reply.header('connection', 'close'),
        problem(408, `The request did not arrive within ${timer.ms / 1000} s`, {
          title: 'Request Timeout',
        }),
      );
    };
    const timer = { ms: timeoutMs, handle: setTimeout(expire, timeoutMs) };
    timer.handle.unref();
    moreTimeFor.set(req.raw, (ms) => {
      clearTimeout(timer.handle);
      timer.ms = ms;
      timer.handle = setTimeout(expire, ms);
      timer.handle.unref();
    });
    // A request refused before its body was read (signed out, another site) is answered at once,
    // but Node then waits on the connection for the rest of the body: the timer keeps running
    // until the body is in, so a client cannot hold connections that way either.
    reply.raw.once('close', () => {
      if (req.raw.complete) clearTimeout(timer.handle);
    });
    done();
  });
}

const moreTimeFor = new WeakMap<IncomingMessage, (ms: number) => void>();

/**
 * Gives one request's body `ms` from now instead, for a route whose bodies are far larger than
 * the rest (a backup archive). Call it only once the request is allowed (in a route's own
 * onRequest hook, which runs after the access guard), so a stranger never gets the longer time.
 */
export function allowBodyTime(req: FastifyRequest, ms: number): void {
  moreTimeFor.get(req.raw)?.(ms);
}

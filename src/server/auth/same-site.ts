import type { FastifyInstance } from 'fastify';
import { problem, sendProblem } from '../problem';
import { SESSION_COOKIE } from './access';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** "Host: example.com:3000" -> "example.com" (IPv6 stays bracketed). */
function hostnameOf(host: string): string {
  const m = /^(\[[^\]]*\]|[^:]*)(:\d+)?$/.exec(host.trim().toLowerCase());
  return m?.[1] ?? '';
}

function hostOfUrl(url: string): string | undefined {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * Two checks a browser-facing app needs once it has sessions:
 * - the Host must be the app's own (PUBLIC_URL) or loopback: a page on another site cannot
 *   point its own DNS name at a local install and read it (DNS rebinding);
 * - a state-changing request that carries the session cookie must come from the app's own
 *   pages: its Origin (or, without one, its Referer) names the host it was sent to.
 */
export function requireSameSite(app: FastifyInstance, publicUrl: string | undefined): void {
  const publicHostname = publicUrl ? hostnameOf(hostOfUrl(publicUrl) ?? '') : undefined;
  app.addHook('onRequest', (req, reply, done) => {
    // A load balancer's health probe may use any address for the host.
    if (req.url === '/api/health') return done();
    const host = req.headers.host ?? '';
    const hostname = hostnameOf(host);
    if (!LOOPBACK_HOSTS.has(hostname) && hostname !== publicHostname) {
      return sendProblem(
        reply,
        problem(
          403,
          `This server does not answer for the host "${host.slice(0, 100)}". Set PUBLIC_URL to the address people use.`,
        ),
      );
    }
    if (SAFE_METHODS.has(req.method) || !req.headers.cookie?.includes(`${SESSION_COOKIE}=`)) {
      return done();
    }
    const from = req.headers.origin ?? req.headers.referer;
    if (from !== undefined && hostOfUrl(from) !== host.toLowerCase()) {
      return sendProblem(reply, problem(403, 'This request came from another site.'));
    }
    done();
  });
}

import type { FastifyInstance, FastifyReply } from 'fastify';

/** One year, subdomains included: the value HSTS preload lists and scanners expect. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** The service worker's script: vite-plugin-pwa writes it as sw.js at the root of the build. */
export const WORKER_SCRIPT_PATH = '/sw.js';

/**
 * Headers on every response. The CSP allows only our own scripts (files, and the few the build
 * writes inline, each by its hash); images may also come from
 * the configured map tile hosts (passed in, so a changed tile URL needs no code change).
 *
 * The service worker runs under the CSP of its own script's answer, not the page's. It fetches
 * the map tiles the page shows (to keep them for use with no network), and a worker's fetch is
 * checked against connect-src: so /sw.js alone gets connect-src with the tile hosts too. The
 * pages keep connect-src 'self', so no script of theirs may send data to a tile host.
 *
 * `https`: the app is published over https (PUBLIC_URL), so browsers are told to use nothing
 * else for a year, on subdomains too: a sign-in on a café's network cannot be downgraded to
 * plain http. Never sent otherwise, since a browser would then refuse the plain-http address
 * the app is actually served on.
 */
export function addSecurityHeaders(
  app: FastifyInstance,
  imageHosts: readonly string[] = [],
  { https = false, scriptHashes = [] }: { https?: boolean; scriptHashes?: readonly string[] } = {},
): void {
  const policy = (connectHosts: readonly string[]) =>
    [
      "default-src 'self'",
      // Our own files, and the build's inline scripts by their hashes (static.ts: pageScriptHashes).
      ["script-src 'self'", ...scriptHashes.map((h) => `'${h}'`)].join(' '),
      // Inline style attributes: React's style prop and Leaflet's positioning use them.
      "style-src 'self' 'unsafe-inline'",
      ["img-src 'self' data: blob:", ...imageHosts].join(' '),
      ["connect-src 'self'", ...connectHosts].join(' '),
      "font-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; ');
  // Built once: every answer gets the same few headers, set in one call from a synchronous
  // hook (no promise per request).
  const common = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    ...(https ? { 'strict-transport-security': HSTS } : {}),
  };
  const pageHeaders = { 'content-security-policy': policy([]), ...common };
  const workerHeaders = { 'content-security-policy': policy(imageHosts), ...common };
  app.addHook('onSend', (req, reply, payload, done) => {
    const isWorker =
      req.url.startsWith(WORKER_SCRIPT_PATH) &&
      (req.url.length === WORKER_SCRIPT_PATH.length || req.url[WORKER_SCRIPT_PATH.length] === '?');
    reply.headers(isWorker ? workerHeaders : pageHeaders);
    done(null, payload);
  });
}

/**
 * Headers on every answer under a link that carries a secret in its URL (a customer's proposal
 * link), errors included: no cache keeps it, no search engine lists it, and no page it leads to
 * learns the URL from the Referer.
 */
export function addPrivateLinkHeaders(
  app: FastifyInstance,
  isPrivateLink: (urlPath: string) => boolean,
): void {
  app.addHook('onSend', (req, reply, payload, done) => {
    const urlPath = req.url.split('?')[0] ?? '';
    if (isPrivateLink(urlPath) || isPrivateLink(req.routeOptions.url ?? '')) {
      setPrivateLinkHeaders(reply);
    }
    done(null, payload);
  });
}

/** The headers of `addPrivateLinkHeaders`, for answers no hook sees (the router's refusals). */
export function setPrivateLinkHeaders(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
  reply.header('x-robots-tag', 'noindex');
  reply.header('referrer-policy', 'no-referrer');
}

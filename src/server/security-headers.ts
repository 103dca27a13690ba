import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Headers on every response. The CSP allows only our own scripts; images may also come from
 * the configured map tile hosts (passed in, so a changed tile URL needs no code change).
 */
export function addSecurityHeaders(app: FastifyInstance, imageHosts: readonly string[] = []): void {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    // Inline style attributes: React's style prop and Leaflet's positioning use them.
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...imageHosts].join(' '),
    "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('content-security-policy', csp);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    return payload;
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
  app.addHook('onSend', async (req, reply, payload) => {
    const urlPath = req.url.split('?')[0] ?? '';
    if (isPrivateLink(urlPath) || isPrivateLink(req.routeOptions.url ?? '')) {
      setPrivateLinkHeaders(reply);
    }
    return payload;
  });
}

/** The headers of `addPrivateLinkHeaders`, for answers no hook sees (the router's refusals). */
export function setPrivateLinkHeaders(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
  reply.header('x-robots-tag', 'noindex');
  reply.header('referrer-policy', 'no-referrer');
}

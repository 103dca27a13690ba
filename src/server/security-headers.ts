import type { FastifyInstance } from 'fastify';

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

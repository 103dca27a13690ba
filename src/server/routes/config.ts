import type { FastifyPluginAsync } from 'fastify';
import { PUBLIC } from '../auth/access';
import type { Config } from '../config';

export interface PublicConfig {
  map: {
    satellite: { url: string; attribution: string };
    road: { url: string; attribution: string };
    defaultCenter: { lat: number; lng: number };
  };
}

/** Where the map opens with no project, link or remembered place: Portland, OR. */
export const DEFAULT_CENTER = { lat: 45.5152, lng: -122.6784 };

export function publicConfig(config: Config): PublicConfig {
  return {
    map: {
      satellite: { url: config.mapSatelliteUrl, attribution: config.mapSatelliteAttribution },
      road: { url: config.mapRoadUrl, attribution: config.mapRoadAttribution },
      defaultCenter: DEFAULT_CENTER,
    },
  };
}

/**
 * The CSP img-src origins of the tile URL templates. A `{s}` (or any placeholder) in the host
 * becomes a wildcard label: https://{s}.tile.example.org -> https://*.tile.example.org.
 */
export function mapImageHosts(config: Config): string[] {
  const origins = [config.mapSatelliteUrl, config.mapRoadUrl].flatMap((template) => {
    const m = /^(https?:\/\/)([^/?#]+)/i.exec(template);
    if (!m) return [];
    const host = m[2]!.replace(/^\{[^}]*\}(?=\.)/, '*').replace(/\{[^}]*\}/g, '*');
    return [`${m[1]!.toLowerCase()}${host}`];
  });
  return [...new Set(origins)];
}

/** What the SPA needs to know about this server's setup (no secrets live in these fields). */
export const configRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  const body = publicConfig(config);
  app.get('/api/config', PUBLIC, async (_req, reply) => {
    reply.header('cache-control', 'no-cache');
    return body;
  });
};

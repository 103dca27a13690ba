import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** The public OpenStreetMap instance: its usage policy allows at most 1 request per second. */
export const PUBLIC_NOMINATIM_URL = 'https://nominatim.openstreetmap.org';

const httpUrl = z
  .string()
  .trim()
  .regex(/^https?:\/\/[^/\s]+/, 'must be an http:// or https:// URL')
  .transform((u) => u.replace(/\/+$/, ''));

/**
 * Every environment variable the server reads, with its default. README.md's configuration
 * table lists the same names and defaults (config-readme.test.ts keeps the two in step).
 */
export const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  SEED_SAMPLE_DATA: booleanFlag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('production'),
  // Only behind a reverse proxy: then X-Forwarded-For names the client (for rate limits).
  TRUST_PROXY: booleanFlag.default(false),
  // Map view: a Nominatim-compatible geocoder and two tile layers (URL templates as Leaflet takes them).
  GEOCODER_URL: httpUrl.default(PUBLIC_NOMINATIM_URL),
  GEOCODER_CONTACT: z.string().trim().min(1).max(200).default('ridgeline-app'),
  GEOCODER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  GEOCODER_MIN_INTERVAL_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  GEOCODER_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
  MAP_SATELLITE_URL: httpUrl.default(
    'https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}',
  ),
  MAP_SATELLITE_ATTRIBUTION: z
    .string()
    .max(500)
    .default(
      'Tiles © Esri — Source: Esri, Maxar, Earthstar Geographics, and the GIS User Community',
    ),
  MAP_ROAD_URL: httpUrl.default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_ROAD_ATTRIBUTION: z.string().max(500).default('© OpenStreetMap contributors'),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** postgres://... when set; otherwise SQLite in dataDir. */
  databaseUrl: string | undefined;
  seedSampleData: boolean;
  logLevel: string;
  production: boolean;
  trustProxy: boolean;
  /** Base URL of a Nominatim-compatible geocoder (no trailing slash). */
  geocoderUrl: string;
  /** Contact (e-mail or URL) in the geocoder's User-Agent, as Nominatim's policy asks. */
  geocoderContact: string;
  geocoderTimeoutMs: number;
  /** Least time between two upstream geocoder requests (1000 for the public instance). */
  geocoderMinIntervalMs: number;
  /** Address lookups one client may make per minute through the server. */
  geocoderRateLimitPerMinute: number;
  mapSatelliteUrl: string;
  mapSatelliteAttribution: string;
  mapRoadUrl: string;
  mapRoadAttribution: string;
}

/** Reads the environment once and fails loudly, naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings (e.g. `DATABASE_URL=`) mean "not set", as in most shells' conventions.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    seedSampleData: e.SEED_SAMPLE_DATA,
    logLevel: e.LOG_LEVEL,
    production: e.NODE_ENV === 'production',
    trustProxy: e.TRUST_PROXY,
    geocoderUrl: e.GEOCODER_URL,
    geocoderContact: e.GEOCODER_CONTACT,
    geocoderTimeoutMs: e.GEOCODER_TIMEOUT_MS,
    // The public instance's policy is not negotiable: a smaller setting is raised to 1 s.
    geocoderMinIntervalMs: Math.max(
      e.GEOCODER_MIN_INTERVAL_MS ?? 0,
      isPublicNominatim(e.GEOCODER_URL) ? 1000 : 0,
    ),
    geocoderRateLimitPerMinute: e.GEOCODER_RATE_LIMIT_PER_MINUTE,
    mapSatelliteUrl: e.MAP_SATELLITE_URL,
    mapSatelliteAttribution: e.MAP_SATELLITE_ATTRIBUTION,
    mapRoadUrl: e.MAP_ROAD_URL,
    mapRoadAttribution: e.MAP_ROAD_ATTRIBUTION,
  };
}

function isPublicNominatim(url: string): boolean {
  return /^https?:\/\/nominatim\.openstreetmap\.org(\/|$)/i.test(url);
}

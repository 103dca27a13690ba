import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { setupSchema } from '../domain/account/account-schemas';
import { parseSchedule } from './backup/schedule';
import type { S3StorageConfig } from './photos/storage-s3';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Names proxy-addr (Fastify's trustProxy) understands for whole address ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
export const MAX_PROXY_HOPS = 10;

/** An IP address, an address/prefix (CIDR), or one of the range names. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies may name the client in X-Forwarded-For: none (`false`), the last N hops
 * (a number), or the listed addresses. `true` (every hop) is refused: each proxy appends to the
 * header, so the first entries are whatever the client sent, and trusting them lets anyone
 * choose the address the rate limits count.
 */
const trustProxySetting = z
  .string()
  .trim()
  .transform((v, ctx): false | number | string[] => {
    const lower = v.toLowerCase();
    if (lower === 'false' || lower === 'no' || lower === '0') return false;
    if (lower === 'true' || lower === 'yes') {
      ctx.addIssue({
        code: 'custom',
        message:
          '"true" would believe every X-Forwarded-For entry, which any client can write: give the number of proxies in front of the server (1 for one Caddy or nginx) or their addresses (e.g. 127.0.0.1 or 10.0.0.0/8)',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(v)) {
      const hops = Number(v);
      if (hops <= MAX_PROXY_HOPS) return hops;
      ctx.addIssue({ code: 'custom', message: `at most ${MAX_PROXY_HOPS} proxies` });
      return z.NEVER;
    }
    const entries = v
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    if (entries.length === 0 || bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `must be false, a number of proxies, or a comma-separated list of proxy addresses or CIDRs (not ${bad.map((b) => JSON.stringify(b)).join(', ') || 'empty'})`,
      });
      return z.NEVER;
    }
    return entries;
  });

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
  TRUST_PROXY: trustProxySetting.default(false),
  // A client must send a request's headers in this time, and then its body, or gets 408.
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  // A connection on which nothing moves either way for this long is closed (a stalled upload,
  // a client that stops reading its answer).
  CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
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
  // The address people use to reach the app (https://roofs.example.com). Requests for any
  // other host are refused (besides localhost for a local install), and an https address
  // makes the session cookie Secure.
  PUBLIC_URL: httpUrl.optional(),
  // The owner account created at start when the database has no user (automated deploys).
  OWNER_EMAIL: z.string().trim().max(254).optional(),
  OWNER_PASSWORD: z.string().max(200).optional(),
  OWNER_NAME: z.string().trim().min(1).max(200).default('Owner'),
  // Email (proposals to customers): an SMTP server as smtp://user:pass@host:587 or smtps://...
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'must start with smtp:// or smtps://')
    .optional(),
  // The sender of that email; the company's own address is set as Reply-To.
  MAIL_FROM: z.string().trim().min(3).max(254).default('Ridgeline <no-reply@localhost>'),
  // Photos go to S3-compatible object storage when these are set (all four of endpoint, bucket
  // and keys, or none); otherwise to DATA_DIR/photos.
  S3_ENDPOINT: httpUrl.optional(),
  S3_BUCKET: z
    .string()
    .trim()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be an S3 bucket name (3 to 63 of a-z 0-9 . -)',
    )
    .optional(),
  S3_REGION: z.string().trim().min(1).max(64).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).max(256).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).max(256).optional(),
  // Bucket in the path (https://host/bucket/key), as MinIO and most self-hosted stores expect;
  // false for virtual-hosted style (https://bucket.host/key).
  S3_FORCE_PATH_STYLE: booleanFlag.default(true),
  // Backups the server makes by itself: a five-field cron expression in server time (minute,
  // hour, day of month, month, day of week), or off.
  BACKUP_SCHEDULE: z
    .string()
    .trim()
    .default('0 2 * * *')
    .refine((v) => {
      try {
        parseSchedule(v);
        return true;
      } catch {
        return false;
      }
    }, 'must be a five-field cron expression such as "0 2 * * *" (daily at 02:00), or off'),
  BACKUP_DIR: z.string().trim().min(1).max(4096).optional(),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(14),
  // Online payment (Stripe Checkout): both set, or Pay is not offered. The webhook secret is
  // the endpoint's signing secret (whsec_...) from Stripe's dashboard.
  STRIPE_SECRET_KEY: z.string().trim().min(1).max(500).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().trim().min(1).max(500).optional(),
  // For tests only: the Stripe API's address (a stand-in on loopback, http://127.0.0.1:port).
  STRIPE_API_BASE: httpUrl.optional(),
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
  /**
   * Who may name the client in X-Forwarded-For: nobody (false), the last N hops, or the
   * listed proxy addresses / CIDRs.
   */
  trustProxy: false | number | string[];
  /** Longest time to receive a request's headers, and then its body, before answering 408. */
  requestTimeoutMs: number;
  /** Longest silence on a connection, either way, before it is closed. */
  connectionTimeoutMs: number;
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
  /** The app's public address (no trailing slash), or undefined for a local install. */
  publicUrl: string | undefined;
  /** Outgoing email; null when SMTP_URL is not set (proposals are then shared by link only). */
  smtp: { url: string; from: string } | null;
  /** Object storage for photos; null keeps them in DATA_DIR/photos. */
  s3: S3StorageConfig | null;
  /** Automatic backups: when (null: off), where on disk (unless S3 is set), how many to keep. */
  backups: { schedule: string | null; dir: string; keep: number };
  /** Online payment through Stripe Checkout; null without both keys (Pay is then absent). */
  stripe: StripeConfig | null;
  /** The owner to create at start when there is no user yet. */
  initialOwner: { name: string; email: string; password: string } | undefined;
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
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    connectionTimeoutMs: e.CONNECTION_TIMEOUT_MS,
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
    publicUrl: e.PUBLIC_URL,
    smtp: e.SMTP_URL ? { url: e.SMTP_URL, from: e.MAIL_FROM } : null,
    s3: s3Storage(e),
    backups: {
      schedule: e.BACKUP_SCHEDULE === 'off' ? null : e.BACKUP_SCHEDULE,
      dir: path.resolve(e.BACKUP_DIR ?? path.join(e.DATA_DIR, 'backups')),
      keep: e.BACKUP_KEEP,
    },
    stripe: stripeConfig(e),
    initialOwner: initialOwner(e),
  };
}

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** The API's address when it is not Stripe's own (a test stand-in). */
  apiBase: string | undefined;
}

/** Both keys or neither: one without the other is a mistake, named at start. */
function stripeConfig(e: z.infer<typeof envSchema>): StripeConfig | null {
  const key = e.STRIPE_SECRET_KEY;
  const secret = e.STRIPE_WEBHOOK_SECRET;
  if (key === undefined && secret === undefined) return null;
  if (key === undefined || secret === undefined) {
    const missing = key === undefined ? 'STRIPE_SECRET_KEY' : 'STRIPE_WEBHOOK_SECRET';
    throw new Error(
      `Invalid configuration:\n  ${missing}: required for online payment (set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or neither)`,
    );
  }
  return { secretKey: key, webhookSecret: secret, apiBase: e.STRIPE_API_BASE };
}

/** OWNER_EMAIL and OWNER_PASSWORD go together, and must make a valid account. */
function initialOwner(e: z.infer<typeof envSchema>): Config['initialOwner'] {
  if (e.OWNER_EMAIL === undefined && e.OWNER_PASSWORD === undefined) return undefined;
  const parsed = setupSchema().safeParse({
    name: e.OWNER_NAME,
    email: e.OWNER_EMAIL ?? '',
    password: e.OWNER_PASSWORD ?? '',
  });
  if (!parsed.success) {
    const names = { name: 'OWNER_NAME', email: 'OWNER_EMAIL', password: 'OWNER_PASSWORD' };
    const problems = parsed.error.issues.map(
      (i) => `${names[i.path[0] as keyof typeof names]}: ${i.message}`,
    );
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}

/** The S3 variables go together: some without the others is a mistake, named at start. */
function s3Storage(e: z.infer<typeof envSchema>): S3StorageConfig | null {
  const required = {
    S3_ENDPOINT: e.S3_ENDPOINT,
    S3_BUCKET: e.S3_BUCKET,
    S3_ACCESS_KEY_ID: e.S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: e.S3_SECRET_ACCESS_KEY,
  };
  const missing = Object.entries(required)
    .filter(([, v]) => v === undefined)
    .map(([name]) => name);
  if (missing.length === Object.keys(required).length) return null;
  if (missing.length > 0) {
    throw new Error(
      `Invalid configuration:\n  ${missing.map((name) => `${name}: required for photo storage in S3 (set all of ${Object.keys(required).join(', ')}, or none to keep photos in DATA_DIR/photos)`).join('\n  ')}`,
    );
  }
  return {
    endpoint: required.S3_ENDPOINT ?? '',
    bucket: required.S3_BUCKET ?? '',
    region: e.S3_REGION,
    accessKeyId: required.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: required.S3_SECRET_ACCESS_KEY ?? '',
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}

function isPublicNominatim(url: string): boolean {
  return /^https?:\/\/nominatim\.openstreetmap\.org(\/|$)/i.test(url);
}

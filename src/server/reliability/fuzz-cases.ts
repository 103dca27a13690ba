import fc from 'fast-check';
import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../db/connection';

/**
 * Generated bad requests for every endpoint, shared by the property test (npm test) and the
 * longer run in bench/fuzz-api.ts. The property: the answer is never 5xx; a refusal (4xx) is
 * problem+json and leaves the database exactly as it was.
 */

export interface FuzzEndpoint {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** `:id` is replaced by generated ids (and sometimes a real project's id). */
  path: string;
  /** Sends a body (generated, mostly invalid). */
  body?: boolean;
}

// ONE LINE PER ENDPOINT. The geocoder proxy's upstream is the loopback stub in the test and the
// bench (no test may leave the machine).
export const FUZZ_ENDPOINTS: readonly FuzzEndpoint[] = [
  { method: 'GET', path: '/api/health' },
  { method: 'GET', path: '/api/dashboard' },
  { method: 'GET', path: '/api/offline/projects' },
  { method: 'GET', path: '/api/projects' },
  { method: 'POST', path: '/api/projects', body: true },
  { method: 'GET', path: '/api/projects/:id' },
  { method: 'PATCH', path: '/api/projects/:id', body: true },
  { method: 'DELETE', path: '/api/projects/:id' },
  { method: 'GET', path: '/api/export' },
  { method: 'POST', path: '/api/import', body: true },
  { method: 'GET', path: '/api/pipeline' },
  { method: 'GET', path: '/api/projects/:id/stage-moves' },
  { method: 'POST', path: '/api/stages', body: true },
  { method: 'PATCH', path: '/api/stages/:id', body: true },
  { method: 'POST', path: '/api/stages/:id/move', body: true },
  { method: 'DELETE', path: '/api/stages/:id' },
  { method: 'POST', path: '/api/lead-sources', body: true },
  { method: 'PATCH', path: '/api/lead-sources/:id', body: true },
  { method: 'DELETE', path: '/api/lead-sources/:id' },
  { method: 'GET', path: '/api/config' },
  { method: 'GET', path: '/api/settings' },
  { method: 'PATCH', path: '/api/settings', body: true },
  { method: 'GET', path: '/api/settings/logo' },
  { method: 'PUT', path: '/api/settings/logo', body: true },
  { method: 'DELETE', path: '/api/settings/logo' },
  { method: 'GET', path: '/api/materials' },
  { method: 'POST', path: '/api/materials', body: true },
  { method: 'PATCH', path: '/api/materials/:id', body: true },
  { method: 'POST', path: '/api/estimates', body: true },
  { method: 'GET', path: '/api/estimates/:id' },
  { method: 'PATCH', path: '/api/estimates/:id', body: true },
  { method: 'DELETE', path: '/api/estimates/:id' },
  { method: 'GET', path: '/api/projects/:id/estimates' },
  { method: 'POST', path: '/api/estimates/pdf', body: true },
  { method: 'GET', path: '/api/estimates/:id/order.csv' },
  { method: 'GET', path: '/api/estimates/:id/order.pdf' },
  { method: 'PUT', path: '/api/estimates/:id/order-option', body: true },
  { method: 'GET', path: '/api/projects/:id/roof-report.pdf' },
  { method: 'GET', path: '/api/projects/:id/photo-report.pdf' },
  { method: 'POST', path: '/api/takeoff', body: true },
  { method: 'POST', path: '/api/roof-plan', body: true },
  // Job photos: the upload reads multipart (the bodies below include some), the rest JSON.
  { method: 'POST', path: '/api/projects/:id/photos', body: true },
  { method: 'GET', path: '/api/projects/:id/photos' },
  { method: 'GET', path: '/api/photos/:id/image' },
  { method: 'GET', path: '/api/photos/:id/thumb' },
  { method: 'PATCH', path: '/api/photos/:id', body: true },
  { method: 'DELETE', path: '/api/photos/:id' },
  { method: 'GET', path: '/api/projects/:id/outlines' },
  { method: 'PUT', path: '/api/projects/:id/outlines', body: true },
  { method: 'GET', path: '/api/geocode' },
  { method: 'GET', path: '/api/geocode/reverse' },
  // Accounts. Signing out is left out: it would end the session the other cases use.
  { method: 'GET', path: '/api/me' },
  { method: 'PATCH', path: '/api/me', body: true },
  { method: 'PUT', path: '/api/me/password', body: true },
  { method: 'GET', path: '/api/session' },
  { method: 'POST', path: '/api/session', body: true },
  { method: 'POST', path: '/api/setup', body: true },
  { method: 'GET', path: '/api/users' },
  { method: 'PATCH', path: '/api/users/:id', body: true },
  { method: 'POST', path: '/api/users/:id/password-reset' },
  { method: 'POST', path: '/api/invitations', body: true },
  { method: 'GET', path: '/api/invitations' },
  { method: 'POST', path: '/api/invitations/:id/new-link' },
  { method: 'DELETE', path: '/api/invitations/:id' },
  { method: 'GET', path: '/api/invitations/:id' },
  { method: 'POST', path: '/api/invitations/:id/accept', body: true },
  // Proposals: office routes by id, the customer's by the link's token.
  { method: 'POST', path: '/api/estimates/:id/proposals', body: true },
  { method: 'GET', path: '/api/projects/:id/proposals' },
  { method: 'GET', path: '/api/proposals/:id/pdf' },
  { method: 'POST', path: '/api/proposals/:id/withdraw' },
  { method: 'POST', path: '/api/proposals/:id/email', body: true },
  { method: 'GET', path: '/api/public/proposals/:id' },
  { method: 'POST', path: '/api/public/proposals/:id/accept', body: true },
  { method: 'POST', path: '/api/public/proposals/:id/decline', body: true },
  { method: 'GET', path: '/api/public/proposals/:id/pdf' },
  { method: 'GET', path: '/api/public/proposals/:id/photos/0' },
];

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

const weirdText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }),
  fc.string({ minLength: 300, maxLength: 3000 }),
  fc.constantFrom(
    '',
    ' ',
    '..',
    '../../etc/passwd',
    "' OR '1'='1",
    '<img src=x onerror=alert(1)>',
    '\u0000',
    '%00',
    '-1',
    '1e309',
    'NaN',
    'null',
    'undefined',
    '__proto__',
    'constructor',
    '💥'.repeat(50),
  ),
);

const jsonish = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  weirdText,
  fc.double(),
  fc.integer(),
  fc.bigInt().map(String),
  fc.constantFrom(null, true, false, -0, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2),
);

const VALID_PROJECT = {
  name: 'Fuzz Roof',
  address: '1 Fuzz St',
  status: 'pending',
  stageId: 'lead',
  lostReason: 'x',
  leadSourceId: 'referral',
  salespersonId: null,
  date: '2026-01-02',
  roofAreaSqFt: 1500,
  pitch: 6,
  estimatedCostCents: 100,
  version: 1,
};

/** A nearly valid object with one field broken: the likeliest way to slip past validation. */
const mutatedObject = fc
  .tuple(
    fc.constantFrom(...Object.keys(VALID_PROJECT), '__proto__', 'constructor', 'extra', 'format'),
    jsonish,
    fc.boolean(),
  )
  .map(([key, value, drop]) => {
    const o: Record<string, unknown> = { ...VALID_PROJECT };
    if (drop) delete o[key];
    else o[key] = value;
    return JSON.stringify(o);
  });

const body = fc.oneof(
  { weight: 4, arbitrary: mutatedObject },
  { weight: 3, arbitrary: jsonish.map((v) => JSON.stringify(v) ?? 'null') },
  { weight: 2, arbitrary: weirdText },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '{"name": ',
      '{"a":1,"a":2}',
      '{"__proto__": {"admin": true}}',
      '{"constructor": {"prototype": {"x": 1}}}',
      '['.repeat(5000) + ']'.repeat(5000),
      `{"format":"ridgeline-backup","formatVersion":1,"exportedAt":"x","tables":{"projects":[{"id":1}]}}`,
      `{"format":"ridgeline-backup","formatVersion":1,"exportedAt":"x","tables":{"projects":"x"}}`,
      // Nested values a backup once let through (refused now with 400, or 409 before the body
      // is read when the database holds data).
      `{"format":"ridgeline-backup","formatVersion":1,"exportedAt":"x","tables":{"estimates":[{"id":"e","number":1,"project_id":"p","input_json":"{}","totals_json":"{}","total_cents":0,"created_at":"x","updated_at":"x","version":1}]}}`,
      `{"format":"ridgeline-backup","formatVersion":1,"exportedAt":"x","tables":{"roof_outlines":[{"project_id":"p","outlines":"{\\"not\\":\\"an array\\"}","created_at":"x","updated_at":"x","version":1}]}}`,
    ),
  },
  // Multipart bodies (boundary "x", as the content types below say): broken parts, a text file
  // as a photo, a JPEG's first bytes and nothing after, odd field names.
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '--x\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\nnot a photo\r\n--x--\r\n',
      '--x\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n\xff\xd8\xff\xe0\r\n--x--\r\n',
      '--x\r\nContent-Disposition: form-data; name="tag"\r\n\r\nroof\r\n--x--\r\n',
      '--x\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\n1\r\n--x--\r\n',
      '--x\r\nContent-Disposition: form-data; name="caption"; filename="../../x"\r\n\r\nx\r\n--x--\r\n',
      '--x\r\nContent-Disposition: form-data; name="caption"\r\nContent-Type: application/json\r\n\r\n{"a":\r\n--x--\r\n',
      '--x\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n',
      '--x--\r\n',
      '--y\r\n\r\n--y--',
    ),
  },
  // Just over the 1 MB limit: 413.
  { weight: 1, arbitrary: fc.constant(JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 1) })) },
);

const contentType = fc.oneof(
  { weight: 5, arbitrary: fc.constant('application/json') },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; charset=utf-16',
      'application/json; charset=nope',
      'application/xml',
      'application/problem+json',
      // The logo upload reads these as bytes.
      'image/png',
      'image/jpeg',
      'image/gif',
      // A backup's archive: the import streams it to a temp file.
      'application/zip',
      'application/x-zip-compressed',
      '*/*',
      '',
    ),
  },
  {
    weight: 1,
    arbitrary: fc.string({
      unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
    }),
  },
);

const printable = fc.string({
  maxLength: 200,
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
});

const extraHeaders = fc.dictionary(
  fc.oneof(
    fc.constantFrom(
      'accept',
      'accept-encoding',
      'accept-language',
      'authorization',
      'cookie',
      // Honoured by creates: a bad one must be a 400, a reused one never a 5xx.
      'idempotency-key',
      'if-none-match',
      'if-modified-since',
      'origin',
      'range',
      'x-forwarded-for',
      'x-forwarded-proto',
      'x-http-method-override',
    ),
    fc.stringMatching(/^x-fuzz-[a-z0-9-]{1,20}$/),
  ),
  printable,
  { maxKeys: 4 },
);

const query = fc.oneof(
  fc.constant(''),
  fc
    .dictionary(
      fc.oneof(
        fc.constantFrom(
          'status',
          'q',
          'limit',
          'cursor',
          'id',
          'lat',
          'lng',
          'lon',
          'note',
          'date',
          'format',
          '__proto__',
        ),
        fc.string(),
      ),
      fc.oneof(weirdText, fc.integer().map(String), fc.double().map(String)),
      { maxKeys: 4 },
    )
    .map((d) => `?${new URLSearchParams(d).toString()}`),
  fc.constantFrom(
    '?%zz=1',
    '?limit=1&limit=2',
    '?&&&=',
    '?limit=0x10',
    '?cursor=%FF%FE',
    '?q=%00',
    '?format=zip',
    '?format=zip&format=json',
  ),
);

const idSegment = (realId: string) =>
  fc.oneof(
    { weight: 1, arbitrary: fc.constant(realId) },
    { weight: 4, arbitrary: weirdText.filter((s) => s.length > 0).map(encodeURIComponent) },
    // Sent as they are: broken percent-encoding, dot segments, a doubled slash.
    {
      weight: 1,
      arbitrary: fc.constantFrom('%', '%zz', '%C0%AF', '.', '..%2F..%2F', '%2e%2e', '/'),
    },
  );

/** One generated request; `realId` is an existing project, so some requests reach real rows. */
export function fuzzRequest(realId: string): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      endpoint: fc.constantFrom(...FUZZ_ENDPOINTS),
      id: idSegment(realId),
      query,
      body,
      contentType,
      headers: extraHeaders,
      bodyOnAnyMethod: fc.boolean(),
    })
    .map(({ endpoint, id, query: q, body: b, contentType: ct, headers, bodyOnAnyMethod }) => {
      const sendBody = endpoint.body || (bodyOnAnyMethod && endpoint.method !== 'GET');
      return {
        method: endpoint.method,
        url: endpoint.path.replace(':id', id) + q,
        headers: { ...headers, ...(sendBody && ct ? { 'content-type': ct } : {}) },
        ...(sendBody ? { body: b } : {}),
      };
    });
}

export interface FuzzOutcome {
  status: number;
  contentType: string;
  text: string;
}

/**
 * Sends a generated request as the signed-in owner (so it reaches the route's own checks),
 * unless the generated headers carry a cookie of their own.
 */
export async function sendFuzz(base: string, r: FuzzRequest, cookie = ''): Promise<FuzzOutcome> {
  const res = await fetch(base + r.url, {
    method: r.method,
    headers: { ...(cookie ? { cookie } : {}), ...r.headers },
    ...(r.body !== undefined ? { body: r.body } : {}),
  });
  return {
    status: res.status,
    contentType: res.headers.get('content-type') ?? '',
    text: await res.text(),
  };
}

/**
 * Every row of every table (not only those a backup holds), so any write a refused request
 * made shows up, whichever feature's table it touched.
 */
export async function snapshotDatabase(db: Db): Promise<string> {
  let tables = await db.introspection.getTables();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const r = await sql<{ s: string }>`select current_schema() as s`.execute(db);
    tables = tables.filter((t) => t.schema === r.rows[0]?.s);
  }
  const parts: string[] = [];
  for (const t of tables.sort((a, b) => a.name.localeCompare(b.name))) {
    // Using a session slides its expiry (at most once a minute): that is reading, not a write
    // a refused request made.
    if (t.name === 'sessions') continue;
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(t.name)}`.execute(db);
    parts.push(
      `${t.name}:${rows.rows
        .map(({ last_active_at: _seen, ...row }) => JSON.stringify(row))
        .sort()
        .join('\n')}`,
    );
  }
  return parts.join('\n\n');
}

/** The property, checked by the test and the bench alike. */
export function fuzzProperty(ctx: { url: string; db: Db; realId: string; cookie: string }) {
  let before: string | undefined;
  return fc.asyncProperty(fuzzRequest(ctx.realId), async (req) => {
    before ??= await snapshotDatabase(ctx.db);
    const out = await sendFuzz(ctx.url, req, ctx.cookie);
    const where = `${req.method} ${req.url.slice(0, 200)} -> ${out.status} ${out.text.slice(0, 300)}`;
    if (out.status >= 500) throw new Error(`server error: ${where}`);
    if (out.status >= 400) {
      if (!out.contentType.includes('application/problem+json')) {
        throw new Error(`refusal is not problem+json (${out.contentType}): ${where}`);
      }
      const p = JSON.parse(out.text) as { status?: unknown };
      if (p.status !== out.status) throw new Error(`problem status mismatch: ${where}`);
      const after = await snapshotDatabase(ctx.db);
      if (after !== before) throw new Error(`a refused request changed the database: ${where}`);
    } else {
      // Accepted (a generated value that happened to be valid): the new state is the baseline.
      before = await snapshotDatabase(ctx.db);
    }
  });
}

import fc from 'fast-check';
import { FUZZ_ENDPOINTS } from './fuzz-endpoints';

// Generated requests, mostly invalid: odd text, bodies, content types, headers, queries and ids.

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

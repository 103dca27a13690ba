// Ways one client could make the server slow for everybody, replayed against the real server
// process (production bundle, SQLite) on loopback; bounded in requests and time. For each it
// prints the worst /api/health answer during the attack and whether any unexpected 5xx came.
//   1. 50 concurrent maximal estimate PDFs (target: health within 200 ms).
//   2. Two clients send 105 unique address lookups, then a third asks once: how long it waits
//      (target: a few seconds, not the other clients' whole queues).
//   3. Six ~1 MB settings saves whose email is "a@" + dots + "@" (a regex once took minutes).
//   4. Six ~93 MB imports into a database that holds data (refused before the body is read).
//   5. Twenty requests whose body stalls (cut off after REQUEST_TIMEOUT_MS, set to 2 s here).
//   6. A real restore: the backup of 100,000 projects imported into an empty database.
//   7. Password guesses sent at once: 30 for one email, 100 emails from one client address,
//      20 password changes; then 30 for one email split over two servers on one PostgreSQL
//      (targets: at most 5 checks per email, 50 per address; the rest 429).
//   8. 50 concurrent uploads of the worst photos allowed (a 48-megapixel HEIC and a PNG just
//      under 120 megapixels, both tiny files), and the bombs just over the limits (target:
//      health within 200 ms; the server's peak memory is printed).
// Usage: npx tsx bench/attacks.ts [case numbers, e.g. 7 8; all when none]
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { killAllServers, spawnServer } from '../src/server/testing/spawn-server';
import { cookieFor } from '../src/server/testing/test-app';
import { maximalEstimate } from '../src/server/testing/maximal-estimate';
import { startStubGeocoder, stubMapEnv } from '../src/server/testing/stub-geocoder';
import { PG_URL, pgSchema, postgresReachable, seededSqlite, tempDir } from './lib/setup';

const PDF_REQUESTS = 50;
const HEALTH_TARGET_MS = 200;
// The public Nominatim instance's pace: one request a second.
const GEOCODER_INTERVAL_MS = 1000;
const GREEDY_LOOKUPS = 105;

/** Probes /api/health every 20 ms while `attack` runs; the worst and median answer times. */
async function healthDuring<T>(base: string, attack: () => Promise<T>) {
  let attacking = true;
  const started = performance.now();
  const running = attack().finally(() => (attacking = false));
  const health: number[] = [];
  while (attacking) {
    const t0 = performance.now();
    const res = await fetch(`${base}/api/health`);
    await res.arrayBuffer();
    health.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, 20));
  }
  const result = await running;
  const sorted = [...health].sort((x, y) => x - y);
  return {
    result,
    seconds: (performance.now() - started) / 1000,
    worst: sorted.at(-1) ?? 0,
    median: sorted[Math.floor(sorted.length / 2)] ?? 0,
    probes: health.length,
  };
}

function healthLine(h: { worst: number; median: number; probes: number }) {
  return `  /api/health: worst ${h.worst.toFixed(0)} ms, median ${h.median.toFixed(0)} ms over ${h.probes} probes (target <= ${HEALTH_TARGET_MS} ms: ${h.worst <= HEALTH_TARGET_MS ? 'met' : 'MISSED'})`;
}

function statusCounts(statuses: number[]): string {
  const by = new Map<number, number>();
  for (const s of statuses) by.set(s, (by.get(s) ?? 0) + 1);
  return [...by].map(([status, n]) => `${n} x ${status}`).join(', ');
}

async function withServer(
  name: string,
  env: Record<string, string>,
  run: (base: string, dir: string) => Promise<void>,
) {
  const tmp = tempDir(`attacks-${name}`);
  const server = await spawnServer({ DATA_DIR: tmp.dir, LOG_LEVEL: 'warn', ...env });
  try {
    await run(server.url, tmp.dir);
  } finally {
    server.child.kill('SIGKILL');
    await server.exited;
    tmp.remove();
  }
}

async function regexAttack() {
  await withServer('regex', { SEED_SAMPLE_DATA: 'true' }, async (base) => {
    const settings = (await (
      await fetch(`${base}/api/settings`, { headers: { cookie: cookieFor(base) } })
    ).json()) as { version: number };
    const email = `a@${'.'.repeat(1_000_000 - 100)}@`;
    const send = () =>
      fetch(`${base}/api/settings`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', cookie: cookieFor(base) },
        body: JSON.stringify({ company: { email }, version: settings.version }),
      }).then(async (res) => (await res.arrayBuffer(), res.status));
    const h = await healthDuring(base, () => Promise.all(Array.from({ length: 6 }, send)));
    console.log(
      `\n3. Six ~1 MB settings saves with a pathological email, ${h.seconds.toFixed(1)} s`,
    );
    console.log(healthLine(h));
    console.log(`  answers: ${statusCounts(h.result)} (400 expected)`);
  });
}

async function importIntoNonEmptyAttack() {
  await withServer('import-full', { SEED_SAMPLE_DATA: 'true' }, async (base) => {
    const body = Buffer.alloc(93 * 1024 * 1024, ' ');
    body.write('{"format":"ridgeline-backup","tables":{');
    const send = () =>
      fetch(`${base}/api/import`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: cookieFor(base) },
        body,
      })
        .then(async (res) => (await res.arrayBuffer(), res.status))
        // The server may answer and close before the whole body is sent.
        .catch(() => 0);
    const h = await healthDuring(base, () => Promise.all(Array.from({ length: 6 }, send)));
    console.log(
      `\n4. Six ~93 MB imports into a database that holds data, ${h.seconds.toFixed(1)} s`,
    );
    console.log(healthLine(h));
    console.log(`  answers: ${statusCounts(h.result)} (409 expected; 0 = closed while sending)`);
  });
}

async function stalledBodyAttack() {
  await withServer('stall', { REQUEST_TIMEOUT_MS: '2000' }, async (base) => {
    const { port } = new URL(base);
    const stall = () =>
      new Promise<{ answered: string; ms: number }>((resolve) => {
        const t0 = performance.now();
        const socket = net.connect(Number(port), '127.0.0.1');
        let answer = '';
        socket.on('data', (d) => (answer += d.toString()));
        socket.on('error', () => {});
        socket.on('close', () =>
          resolve({ answered: answer.split('\r\n')[0] ?? '', ms: performance.now() - t0 }),
        );
        socket.write(
          `POST /api/projects HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookieFor(base)}\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n{"name":`,
        );
        // Bounded: a connection the server never cuts is dropped here after 20 s.
        setTimeout(() => socket.destroy(), 20_000);
      });
    const h = await healthDuring(base, () => Promise.all(Array.from({ length: 20 }, stall)));
    const cut = h.result.filter((r) => r.ms < 20_000);
    console.log(
      `\n5. Twenty requests whose body stalls (REQUEST_TIMEOUT_MS=2000), ${h.seconds.toFixed(1)} s`,
    );
    console.log(healthLine(h));
    console.log(
      `  cut off by the server: ${cut.length} of 20, after at most ${Math.max(...cut.map((r) => r.ms)).toFixed(0)} ms; first answer line: ${cut[0]?.answered || '-'}`,
    );
  });
}

async function largeRestore() {
  const source = tempDir('attacks-restore-source');
  await seededSqlite(path.join(source.dir, 'ridgeline.sqlite'), 100_000);
  const from = await spawnServer({ DATA_DIR: source.dir, LOG_LEVEL: 'warn' });
  const backup = Buffer.from(
    await (
      await fetch(`${from.url}/api/export`, { headers: { cookie: from.cookie } })
    ).arrayBuffer(),
  );
  from.child.kill('SIGKILL');
  await from.exited;
  source.remove();
  await withServer('restore', {}, async (base) => {
    const h = await healthDuring(base, async () => {
      const res = await fetch(`${base}/api/import`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: cookieFor(base) },
        body: backup,
      });
      await res.arrayBuffer();
      return res.status;
    });
    console.log(
      `\n6. Restore of 100,000 projects (${(backup.length / 1e6).toFixed(1)} MB) into an empty database, ${h.seconds.toFixed(1)} s`,
    );
    console.log(healthLine(h));
    console.log(`  answer: ${h.result} (201 expected)`);
  });
}

async function pdfAttack() {
  const tmp = tempDir('attacks-pdf');
  const server = await spawnServer({ DATA_DIR: tmp.dir, LOG_LEVEL: 'warn' });
  try {
    const body = JSON.stringify(maximalEstimate());
    const post = () =>
      fetch(`${server.url}/api/estimates/pdf`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: server.cookie },
        body,
      }).then(async (res) => {
        await res.arrayBuffer();
        return { status: res.status, retryAfter: res.headers.get('retry-after') };
      });
    // One render first, so the worker has started before the attack is timed.
    await post();

    const h = await healthDuring(server.url, () =>
      Promise.all(Array.from({ length: PDF_REQUESTS }, post)),
    );
    const answers = h.result;
    const count = (f: (a: (typeof answers)[number]) => boolean) => answers.filter(f).length;
    const refused = answers.filter((a) => a.status === 503);
    console.log(
      `\n1. ${PDF_REQUESTS} concurrent maximal PDFs (200 + 200 lines), ${h.seconds.toFixed(1)} s`,
    );
    console.log(healthLine(h));
    console.log(
      `  PDFs: ${count((a) => a.status === 200)} rendered, ${refused.length} refused with 503 (queue full, Retry-After ${[...new Set(refused.map((a) => a.retryAfter))].join('/') || '-'} s)`,
    );
    const other5xx = count((a) => a.status >= 500 && a.status !== 503);
    const other = count((a) => a.status !== 200 && a.status < 500);
    console.log(`  other 5xx: ${other5xx}; other answers: ${other}`);
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    tmp.remove();
  }
}

async function geocoderAttack() {
  const tmp = tempDir('attacks-geo');
  const stub = await startStubGeocoder();
  const server = await spawnServer({
    DATA_DIR: tmp.dir,
    LOG_LEVEL: 'warn',
    ...stubMapEnv(stub.url),
    GEOCODER_MIN_INTERVAL_MS: String(GEOCODER_INTERVAL_MS),
    // Three clients on loopback, told apart by X-Forwarded-For as behind a proxy.
    TRUST_PROXY: '1',
  });
  try {
    const lookup = async (client: string, q: string) => {
      const t0 = performance.now();
      try {
        const res = await fetch(`${server.url}/api/geocode?q=${encodeURIComponent(q)}`, {
          headers: { 'x-forwarded-for': client, cookie: server.cookie },
        });
        await res.arrayBuffer();
        return { status: res.status, ms: performance.now() - t0 };
      } catch {
        // The server is stopped before the greedy clients' queues have drained.
        return { status: 0, ms: performance.now() - t0 };
      }
    };
    const greedyAnswers: number[] = [];
    for (let i = 0; i < GREEDY_LOOKUPS; i++) {
      void lookup(i % 2 ? '10.0.0.1' : '10.0.0.2', `${i} Greedy Street`).then((r) =>
        greedyAnswers.push(r.status),
      );
    }
    // Let the burst reach the server's queues before the third client asks.
    await new Promise((r) => setTimeout(r, 500));
    const third = await lookup('10.0.0.3', '1 Patient Lane');
    const by = (s: number) => greedyAnswers.filter((x) => x === s).length;
    console.log(
      `\n2. Two clients send ${GREEDY_LOOKUPS} unique address lookups (upstream 1 per ${GEOCODER_INTERVAL_MS} ms), then a third asks once`,
    );
    console.log(`  third client: answered ${third.status} after ${(third.ms / 1000).toFixed(1)} s`);
    console.log(
      `  greedy clients by then: ${by(200)} answered, ${by(429)} refused with 429, ${by(503)} with 503, ${GREEDY_LOOKUPS - greedyAnswers.length} still waiting`,
    );
  } finally {
    // Not SIGTERM: a graceful close would wait for the greedy clients' queued lookups.
    server.child.kill('SIGKILL');
    await server.exited;
    await stub.close();
    tmp.remove();
  }
}

/** Why requests got no answer (status 0), for the cases that print it. */
const failures = new Set<string>();

/** The status of one request's answer; 0 when none came. */
async function statusOf(res: Promise<Response>) {
  try {
    const r = await res;
    await r.arrayBuffer();
    return r.status;
  } catch (e) {
    const cause = (e as { cause?: { code?: string; message?: string } }).cause;
    failures.add(cause?.code ?? cause?.message ?? String(e));
    return 0;
  }
}

function signIn(base: string, email: string, password: string, client: string) {
  return statusOf(
    fetch(`${base}/api/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body: JSON.stringify({ email, password }),
    }),
  );
}

/** A second person on the team, signed in: their Cookie header. */
async function teammate(base: string, email: string): Promise<string> {
  const invited = await fetch(`${base}/api/invitations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: cookieFor(base), origin: base },
    body: JSON.stringify({ name: 'Second Person', email, role: 'estimator' }),
  });
  const { url } = (await invited.json()) as { url: string };
  const accepted = await fetch(`${base}/api/invitations/${url.split('/invite/')[1]}/accept`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ password: 'a long enough password' }),
  });
  await accepted.arrayBuffer();
  return (accepted.headers.get('set-cookie') ?? '').split(';')[0]!;
}

async function passwordGuessAttack() {
  await withServer('guess', { TRUST_PROXY: '1' }, async (base) => {
    const cookie = await teammate(base, 'second@example.com');
    const one = await healthDuring(base, () =>
      Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          signIn(base, 'owner@example.com', `wrong guess ${i}`, '198.51.100.1'),
        ),
      ),
    );
    console.log(`\n7. Password guesses sent at once (TRUST_PROXY=1, one X-Forwarded-For each)`);
    console.log(
      `  30 wrong passwords for one email: ${statusCounts(one.result)} (5 x 401 expected), ${one.seconds.toFixed(1)} s`,
    );
    console.log(healthLine(one));
    const many = await healthDuring(base, () =>
      Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          signIn(base, `walker${i}@example.com`, 'wrong guess', '198.51.100.2'),
        ),
      ),
    );
    console.log(
      `  100 emails from one address: ${statusCounts(many.result)} (50 x 401 expected), ${many.seconds.toFixed(1)} s`,
    );
    console.log(healthLine(many));
    const changes = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        statusOf(
          fetch(`${base}/api/me/password`, {
            method: 'PUT',
            headers: {
              'content-type': 'application/json',
              cookie,
              origin: base,
              'x-forwarded-for': '198.51.100.3',
            },
            body: JSON.stringify({
              currentPassword: `wrong current ${i}`,
              newPassword: 'a brand new password',
            }),
          }),
        ),
      ),
    );
    console.log(
      `  20 password changes with a wrong current password: ${statusCounts(changes)} (5 x 400 expected)`,
    );
  });
  if (!(await postgresReachable())) {
    console.log('  two servers on one PostgreSQL: skipped (PostgreSQL not reachable)');
    return;
  }
  const schema = await pgSchema('guess');
  const tmp = tempDir('attacks-guess-pg');
  const url = new URL(PG_URL);
  url.searchParams.set('options', `-c search_path=${schema.name}`);
  const env = { DATA_DIR: tmp.dir, LOG_LEVEL: 'warn', DATABASE_URL: url.toString() };
  const a = await spawnServer(env, STARTUP_MS);
  const b = await spawnServer(env, STARTUP_MS);
  try {
    const split = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        signIn(i % 2 ? b.url : a.url, 'owner@example.com', `wrong guess ${i}`, '127.0.0.1'),
      ),
    );
    console.log(
      `  30 wrong passwords for one email, split over two servers on one PostgreSQL: ${statusCounts(split)} (5 x 401 expected)`,
    );
  } finally {
    for (const s of [a, b]) {
      s.child.kill('SIGKILL');
      await s.exited;
    }
    await schema.drop();
    tmp.remove();
  }
}

const HEIC_AT_LIMIT = path.join(import.meta.dirname, 'fixtures/48-megapixel.heic');
const HEIC_OVER_LIMIT = path.join(
  import.meta.dirname,
  '../src/server/photos/fixtures/64-megapixel.heic',
);
const UPLOADS = 50;
/** A machine busy with other work can take more than spawnServer's 15 s to start a server. */
const STARTUP_MS = 60_000;

/** The server process's peak resident memory so far (Linux), in MB. */
function peakMemoryMb(pid: number | undefined): string {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1]);
    return `${(kb / 1024).toFixed(0)} MB`;
  } catch {
    return 'unknown';
  }
}

async function uploadAttack() {
  const tmp = tempDir('attacks-upload');
  const server = await spawnServer({ DATA_DIR: tmp.dir, LOG_LEVEL: 'warn' }, STARTUP_MS);
  try {
    const base = server.url;
    const made = await fetch(`${base}/api/projects`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: server.cookie, origin: base },
      body: JSON.stringify({ name: 'Upload attack', address: '1 Main St' }),
    });
    const { id } = (await made.json()) as { id: string };
    // One colour: the smallest file for its pixels, and decoding costs the same as a photo's.
    const side = Math.floor(Math.sqrt(119_000_000));
    const png = await sharp({
      create: { width: side, height: side, channels: 3, background: '#c05028' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const pngBomb = await sharp({
      create: { width: 11_000, height: 11_000, channels: 3, background: '#c05028' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const heic = fs.readFileSync(HEIC_AT_LIMIT);
    const heicBomb = fs.readFileSync(HEIC_OVER_LIMIT);
    const upload = async (files: { bytes: Buffer; name: string; type: string }[]) => {
      const form = new FormData();
      for (const f of files) {
        form.append('file', new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
      }
      const t0 = performance.now();
      const status = await statusOf(
        fetch(`${base}/api/projects/${id}/photos`, {
          method: 'POST',
          headers: { cookie: server.cookie, origin: base },
          body: form,
        }),
      );
      return { status, ms: performance.now() - t0 };
    };
    const asHeic = { bytes: heic, name: 'IMG_0048.HEIC', type: 'image/heic' };
    const asPng = { bytes: png, name: 'worst.png', type: 'image/png' };

    console.log(
      `\n8. ${UPLOADS} concurrent uploads of the worst photos allowed: half a ${(heic.length / 1024).toFixed(0)} KB HEIC of 8064 x 6048, half a ${(png.length / 1024).toFixed(0)} KB PNG of ${side} x ${side}`,
    );
    const h = await healthDuring(base, () =>
      Promise.all(Array.from({ length: UPLOADS }, (_, i) => upload([i % 2 ? asPng : asHeic]))),
    );
    const ms = h.result.map((r) => r.ms).sort((x, y) => x - y);
    console.log(healthLine(h));
    console.log(
      `  answers: ${statusCounts(h.result.map((r) => r.status))} (201 expected) in ${h.seconds.toFixed(1)} s; each answered after ${(ms[0]! / 1000).toFixed(1)} to ${(ms.at(-1)! / 1000).toFixed(1)} s`,
    );
    console.log(`  server's peak memory: ${peakMemoryMb(server.child.pid)}`);
    if (failures.size) console.log(`  no answer: ${[...failures].join(', ')}`);

    const bombs = await healthDuring(base, async () => [
      await upload([{ bytes: heicBomb, name: 'IMG_0064.HEIC', type: 'image/heic' }]),
      await upload([{ bytes: pngBomb, name: 'bomb.png', type: 'image/png' }]),
      await upload(Array.from({ length: 20 }, () => asPng)),
    ]);
    const [hb, pb, twenty] = bombs.result;
    console.log(
      `  over the limits: a ${(heicBomb.length / 1024).toFixed(0)} KB HEIC of 64 megapixels answered ${hb!.status} in ${hb!.ms.toFixed(0)} ms; a ${(pngBomb.length / 1024).toFixed(0)} KB PNG of 121 megapixels ${pb!.status} in ${pb!.ms.toFixed(0)} ms; 20 near-limit PNGs in one request (${((png.length * 20) / 1e6).toFixed(1)} MB) ${twenty!.status} in ${twenty!.ms.toFixed(0)} ms`,
    );
  } finally {
    server.child.kill('SIGKILL');
    await server.exited;
    tmp.remove();
  }
}

const CASES: Record<string, () => Promise<void>> = {
  1: pdfAttack,
  2: geocoderAttack,
  3: regexAttack,
  4: importIntoNonEmptyAttack,
  5: stalledBodyAttack,
  6: largeRestore,
  7: passwordGuessAttack,
  8: uploadAttack,
};
const chosen = process.argv.slice(2);
try {
  for (const [n, run] of Object.entries(CASES)) {
    if (chosen.length === 0 || chosen.includes(n)) await run();
  }
} finally {
  await killAllServers();
}

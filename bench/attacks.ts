// Two ways one client could make the server slow for everybody, replayed against the real
// server process (production bundle, SQLite) on loopback; bounded in requests and time.
//   1. 50 concurrent maximal proposal PDFs: how slow /api/health gets meanwhile (target: its
//      worst answer within 200 ms) and whether any 5xx other than the render queue's 503 came.
//   2. Two clients send 105 unique address lookups, then a third asks once: how long it waits
//      (target: a few seconds, not the other clients' whole queues).
// Usage: npx tsx bench/attacks.ts
import { DEFAULT_ESTIMATE_INPUT } from '../src/domain/estimate';
import { DEFAULT_MATERIALS } from '../src/domain/materials';
import { killAllServers, spawnServer } from '../src/server/reliability/spawn-server';
import { startStubGeocoder, stubMapEnv } from '../src/server/testing/stub-geocoder';
import { tempDir } from './lib/setup';

const PDF_REQUESTS = 50;
const HEALTH_TARGET_MS = 200;
// The public Nominatim instance's pace: one request a second.
const GEOCODER_INTERVAL_MS = 1000;
const GREEDY_LOOKUPS = 105;

// The largest estimate the API accepts: 200 material lines and 200 long cost lines.
const maximalEstimate = {
  ...DEFAULT_ESTIMATE_INPUT,
  materials: Array.from({ length: 200 }, (_, i) => ({
    materialId: DEFAULT_MATERIALS[i % DEFAULT_MATERIALS.length]!.id,
    quantity: 100 + i,
  })),
  costs: Array.from({ length: 200 }, (_, i) => ({
    description: `Cost line ${i} `.padEnd(200, 'x'),
    amountCents: 1000 + i,
  })),
};

async function pdfAttack() {
  const tmp = tempDir('attacks-pdf');
  const server = await spawnServer({ DATA_DIR: tmp.dir, LOG_LEVEL: 'warn' });
  try {
    const body = JSON.stringify(maximalEstimate);
    const post = () =>
      fetch(`${server.url}/api/estimates/pdf`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      }).then(async (res) => {
        await res.arrayBuffer();
        return { status: res.status, retryAfter: res.headers.get('retry-after') };
      });
    // One render first, so the worker has started before the attack is timed.
    await post();

    let attacking = true;
    const started = performance.now();
    const attack = Promise.all(Array.from({ length: PDF_REQUESTS }, post)).finally(
      () => (attacking = false),
    );
    const health: number[] = [];
    while (attacking) {
      const t0 = performance.now();
      const res = await fetch(`${server.url}/api/health`);
      await res.arrayBuffer();
      health.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 20));
    }
    const answers = await attack;
    const seconds = (performance.now() - started) / 1000;
    const count = (f: (a: (typeof answers)[number]) => boolean) => answers.filter(f).length;
    const worst = Math.max(...health);
    const median = [...health].sort((x, y) => x - y)[Math.floor(health.length / 2)] ?? 0;
    const refused = answers.filter((a) => a.status === 503);
    console.log(
      `\n1. ${PDF_REQUESTS} concurrent maximal PDFs (200 + 200 lines), ${seconds.toFixed(1)} s`,
    );
    console.log(
      `  /api/health: worst ${worst.toFixed(0)} ms, median ${median.toFixed(0)} ms over ${health.length} probes (target <= ${HEALTH_TARGET_MS} ms: ${worst <= HEALTH_TARGET_MS ? 'met' : 'MISSED'})`,
    );
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
    TRUST_PROXY: 'true',
  });
  try {
    const lookup = async (client: string, q: string) => {
      const t0 = performance.now();
      try {
        const res = await fetch(`${server.url}/api/geocode?q=${encodeURIComponent(q)}`, {
          headers: { 'x-forwarded-for': client },
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

try {
  await pdfAttack();
  await geocoderAttack();
} finally {
  await killAllServers();
}

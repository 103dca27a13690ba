// What a sign-in costs, and whether a burst of them holds up other requests.
// Usage: npx tsx bench/sign-in.ts [concurrent sign-ins, default 20]
// Target: 20 concurrent sign-ins delay /api/health by no more than 100 ms.
// The password hash (argon2id, 19 MiB, 2 passes) runs on libuv's thread pool, not the event loop.
import { performance } from 'node:perf_hooks';
import { hashPassword, verifyPassword } from '../src/server/auth/passwords';
import { killAllServers, SPAWNED_OWNER, spawnServer } from '../src/server/testing/spawn-server';
import { tempDir } from './lib/setup';

const concurrent = Number(process.argv[2] ?? 20);

async function timed<T>(fn: () => Promise<T>): Promise<number> {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

// The hash alone, in this process.
const stored = await hashPassword(SPAWNED_OWNER.password);
const hashMs: number[] = [];
const verifyMs: number[] = [];
for (let i = 0; i < 10; i++) {
  hashMs.push(await timed(() => hashPassword(SPAWNED_OWNER.password)));
  verifyMs.push(await timed(() => verifyPassword(stored, SPAWNED_OWNER.password)));
}
console.log(
  `argon2id hash: median ${median(hashMs).toFixed(1)} ms; verify: median ${median(verifyMs).toFixed(1)} ms`,
);

const tmp = tempDir('sign-in');
const server = await spawnServer({ DATA_DIR: tmp.dir, LOG_LEVEL: 'warn' });
// One email may have at most 5 password checks at a time, so the burst is of different people,
// as a morning's sign-ins at an office would be.
const people: string[] = [];
for (let i = 0; i < concurrent; i++) {
  const email = `person${i}@example.com`;
  const invited = await fetch(`${server.url}/api/invitations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: server.cookie, origin: server.url },
    body: JSON.stringify({ name: `Person ${i}`, email, role: 'crew' }),
  });
  const { url } = (await invited.json()) as { url: string };
  const accepted = await fetch(`${server.url}/api/invitations/${url.split('/invite/')[1]}/accept`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ password: SPAWNED_OWNER.password }),
  });
  if (accepted.status !== 200) throw new Error(`accept: ${accepted.status}`);
  await accepted.body?.cancel();
  people.push(email);
}
const signIn = (password: string, email = SPAWNED_OWNER.email) =>
  fetch(`${server.url}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  }).then(async (r) => {
    await r.body?.cancel();
    return r.status;
  });
const health = () => fetch(`${server.url}/api/health`).then((r) => r.body?.cancel());

try {
  const single: number[] = [];
  for (let i = 0; i < 5; i++) single.push(await timed(() => signIn(SPAWNED_OWNER.password)));
  console.log(`one sign-in over HTTP: median ${median(single).toFixed(1)} ms`);

  const idle: number[] = [];
  for (let i = 0; i < 20; i++) idle.push(await timed(health));

  const statuses: number[] = [];
  const burstMs = await timed(async () => {
    statuses.push(
      ...(await Promise.all(people.map((email) => signIn(SPAWNED_OWNER.password, email)))),
    );
  });
  // Probe health while a second burst runs.
  let burst = true;
  const during: number[] = [];
  const second = Promise.all(people.map((email) => signIn(SPAWNED_OWNER.password, email))).finally(
    () => (burst = false),
  );
  while (burst) {
    during.push(await timed(health));
    await new Promise((r) => setTimeout(r, 5));
  }
  await second;

  const worstIdle = Math.max(...idle);
  const worstDuring = Math.max(...during);
  console.log(
    `${concurrent} concurrent sign-ins: all done in ${burstMs.toFixed(0)} ms (statuses ${[...new Set(statuses)].join(', ')})`,
  );
  console.log(
    `/api/health: worst ${worstIdle.toFixed(1)} ms idle, worst ${worstDuring.toFixed(1)} ms during the burst (${during.length} probes)`,
  );
  const delay = worstDuring - worstIdle;
  console.log(
    `delay added: ${delay.toFixed(1)} ms (target <= 100 ms: ${delay <= 100 ? 'met' : 'MISSED'})`,
  );
} finally {
  await killAllServers();
  tmp.remove();
}

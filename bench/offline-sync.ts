// The sync ahead's bulk answer (GET /api/offline/projects): its size and the server's time for
// 200 projects, each with a customer, notes, two saved estimates and two roof outlines (SQLite).
// Usage: npx tsx bench/offline-sync.ts [projects, default 250] [requests, default 20]
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { DEFAULT_ESTIMATE_INPUT } from '../src/domain/estimate/estimate';
import { openDatabase } from '../src/server/db/connection';
import { signedInUser } from '../src/server/testing/signed-in-user';
import { median, percentile, startApp, tempDir } from './lib/setup';

const count = Number(process.argv[2] ?? 250);
const requests = Number(process.argv[3] ?? 20);

const tmp = tempDir('offline-sync');
const database = openDatabase({ sqliteFile: path.join(tmp.dir, 'ridgeline.sqlite') });
const { app, url, cookie } = await startApp(database);

async function send(method: string, urlPath: string, body: unknown, as = cookie) {
  const res = await fetch(url + urlPath, {
    method,
    headers: { cookie: as, origin: url, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${urlPath}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { id: string };
}

/** A four-to-six-corner outline near Portland, as drawn on the map. */
const outline = (i: number, name: string, corners: number) => ({
  id: `o-${i}-${name}`,
  name,
  pitch: 6,
  points: Array.from({ length: corners }, (_, k) => ({
    lat: 45.5 + i * 0.001 + 0.0001 * Math.cos((2 * Math.PI * k) / corners),
    lng: -122.6 + 0.00015 * Math.sin((2 * Math.PI * k) / corners),
  })),
});

let t = performance.now();
for (let i = 0; i < count; i++) {
  const p = await send('POST', '/api/projects', {
    name: `Re-roof ${i}`,
    address: `${1000 + i} SE Belmont St, Portland, OR 97214`,
    customerName: 'Dana Garcia',
    customerPhone: '(503) 555-0142',
    customerEmail: 'dana@example.com',
    notes: 'Steep back slope; gate code 4412. Customer asks for a call before arrival.',
  });
  for (let e = 0; e < 2; e++) {
    await send('POST', '/api/estimates', { ...DEFAULT_ESTIMATE_INPUT, projectId: p.id });
  }
  await send('PUT', `/api/projects/${p.id}/outlines`, {
    outlines: [outline(i, 'Main house', 6), outline(i, 'Garage', 4)],
    version: 0,
  });
}
console.log(
  `Made ${count} projects (2 estimates, 2 outlines each) in ${((performance.now() - t) / 1000).toFixed(1)} s`,
);

const crew = await signedInUser(database, 'crew', 'Bench Crew');
for (const [who, as] of [
  ['owner', cookie],
  ['crew', crew.cookie],
] as const) {
  const wall: number[] = [];
  let bytes = 0;
  let gzipped = 0;
  let projects = 0;
  for (let i = 0; i < requests + 3; i++) {
    t = performance.now();
    const res = await fetch(`${url}/api/offline/projects`, { headers: { cookie: as } });
    const body = Buffer.from(await res.arrayBuffer());
    const ms = performance.now() - t;
    if (res.status !== 200) throw new Error(`${who}: ${res.status} ${body.toString()}`);
    if (i < 3) continue; // warm up
    wall.push(ms);
    bytes = body.length;
    gzipped = gzipSync(body).length;
    projects = (JSON.parse(body.toString()) as { projects: unknown[] }).projects.length;
  }
  console.log(
    `${who.padEnd(6)} ${projects} projects: ${(bytes / 1024).toFixed(0)} KB (${(gzipped / 1024).toFixed(0)} KB gzipped), median ${median(wall).toFixed(1)} ms, p95 ${percentile(wall, 95).toFixed(1)} ms over ${requests} requests`,
  );
}

await app.close();
await database.db.destroy();
tmp.remove();

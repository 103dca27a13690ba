// Uploads of full-size phone photos, one after another, to a real server (a child process over
// SQLite and a photo folder in a temp DATA_DIR): the time per photo (median, p95) and the
// server's memory after each upload, to show it stays flat (the upload is streamed to disk and
// the image work is bounded, so nothing grows with the number of photos).
// Usage: npx tsx bench/photo-upload.ts [photos, default 20] [megabytes each, default 3]
import { fork } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import type { MemorySample } from './lib/photo-server';
import { median, percentile, tempDir } from './lib/setup';

const count = Number(process.argv[2] ?? 20);
const targetBytes = Number(process.argv[3] ?? 3) * 1024 * 1024;

/**
 * A camera-like JPEG of about `bytes`: a gradient under fine noise, which JPEG cannot squeeze
 * much (a flat picture of that many pixels would be a tenth of the size). Found by scaling the
 * pixel count until the file is within 5 % of the target.
 */
async function photoOf(bytes: number, seed: number): Promise<Buffer> {
  let side = 1500;
  for (;;) {
    const width = Math.round(side * 1.333);
    const height = side;
    const noise = Buffer.alloc(width * height * 3);
    let x = seed * 2654435761;
    for (let i = 0; i < noise.length; i++) {
      // xorshift: quick, and a different picture per seed.
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      const p = Math.floor(i / 3);
      noise[i] = (((p % width) * 200) / width + ((x >>> 0) % 56)) & 0xff;
    }
    const jpeg = await sharp(noise, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 85 })
      .toBuffer();
    const ratio = bytes / jpeg.length;
    if (Math.abs(ratio - 1) < 0.05) return jpeg;
    side = Math.round(side * Math.sqrt(ratio));
  }
}

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

const tmp = tempDir('photo-upload');
const server = fork('bench/lib/photo-server.ts', [], {
  execArgv: ['--import', 'tsx', '--expose-gc'],
  env: { ...process.env, DATA_DIR: tmp.dir, NODE_ENV: 'production' },
  stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
});
const [base, cookie] = await new Promise<[string, string]>((resolve, reject) => {
  let out = '';
  server.stdout?.on('data', (d: Buffer) => {
    out += d.toString();
    const url = /URL (\S+)/.exec(out)?.[1];
    const session = /COOKIE (\S+)/.exec(out)?.[1];
    if (url && session) resolve([url, session]);
  });
  server.once('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)));
});

/** The server's memory, after a garbage collection (what it holds on to). */
const memory = (): Promise<MemorySample> =>
  new Promise((resolve) => {
    server.once('message', (m) => resolve(m as MemorySample));
    server.send('gc');
  });

try {
  const t0 = performance.now();
  const photos: Buffer[] = [];
  for (let i = 0; i < count; i++) photos.push(await photoOf(targetBytes, i + 1));
  const meta = await sharp(photos[0]).metadata();
  console.log(
    `${count} JPEGs of ${mb(Math.min(...photos.map((p) => p.length)))} to ${mb(Math.max(...photos.map((p) => p.length)))} (${meta.width} x ${meta.height} px), made in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );

  const headers = { cookie };
  const project = await fetch(`${base}/api/projects`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Upload bench', address: '1 Bench St' }),
  });
  if (project.status !== 201) throw new Error(`project: ${project.status} ${await project.text()}`);
  const { id } = (await project.json()) as { id: string };

  const start = await memory();
  console.log(
    `\nserver at rest: RSS ${mb(start.rss)}, heap ${mb(start.heapUsed)}, external ${mb(start.external)}\n`,
  );
  console.log(
    `${'#'.padStart(3)} ${'time'.padStart(8)} ${'RSS'.padStart(9)} ${'heap'.padStart(9)} ${'external'.padStart(9)}  stored`,
  );
  const times: number[] = [];
  const samples: MemorySample[] = [];
  for (const [i, photo] of photos.entries()) {
    const form = new FormData();
    form.append('tag', 'damage');
    form.append(
      'file',
      new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }),
      `IMG_${1000 + i}.jpg`,
    );
    const t = performance.now();
    const r = await fetch(`${base}/api/projects/${id}/photos`, {
      method: 'POST',
      headers,
      body: form,
    });
    const body = (await r.json()) as { width: number; height: number; byteSize: number }[];
    const ms = performance.now() - t;
    if (r.status !== 201) throw new Error(`upload ${i + 1}: ${r.status} ${JSON.stringify(body)}`);
    times.push(ms);
    const m = await memory();
    samples.push(m);
    const stored = body[0]!;
    console.log(
      `${String(i + 1).padStart(3)} ${ms.toFixed(0).padStart(6)}ms ${mb(m.rss).padStart(9)} ${mb(m.heapUsed).padStart(9)} ${mb(m.external).padStart(9)}  ${stored.width} x ${stored.height}, ${(stored.byteSize / 1024).toFixed(0)} KB`,
    );
  }
  const rss = samples.map((s) => s.rss);
  const heap = samples.map((s) => s.heapUsed);
  const half = Math.floor(samples.length / 2);
  const growth = (xs: number[]) => (xs.at(-1) ?? 0) - (xs[half] ?? 0);
  console.log(
    `\nper photo: median ${median(times).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms, ${(targetBytes / 1024 / 1024 / (median(times) / 1000)).toFixed(1)} MB/s at the median`,
  );
  console.log(
    `server RSS: ${mb(Math.min(...rss))} to ${mb(Math.max(...rss))} (at rest ${mb(start.rss)}); second half ${growth(rss) >= 0 ? '+' : ''}${mb(growth(rss))}`,
  );
  console.log(
    `server heap: ${mb(Math.min(...heap))} to ${mb(Math.max(...heap))} (at rest ${mb(start.heapUsed)}); second half ${growth(heap) >= 0 ? '+' : ''}${mb(growth(heap))}`,
  );

  // The backup archive of those photos, streamed from the photo storage: the server's memory
  // while it is sent (sampled without collecting garbage, so this is the most it holds).
  const before = await memory();
  let peak = { rss: 0, heapUsed: 0 };
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const m = await new Promise<MemorySample>((resolve) => {
        server.once('message', (x) => resolve(x as MemorySample));
        server.send('memory');
      });
      peak = { rss: Math.max(peak.rss, m.rss), heapUsed: Math.max(peak.heapUsed, m.heapUsed) };
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const tz = performance.now();
  const archive = await fetch(`${base}/api/export?format=zip`, { headers });
  let zipBytes = 0;
  for await (const chunk of archive.body as unknown as AsyncIterable<Uint8Array>) {
    zipBytes += chunk.length;
  }
  const zipMs = performance.now() - tz;
  sampling = false;
  await sampler;
  console.log(
    `\nbackup archive: ${mb(zipBytes)} in ${zipMs.toFixed(0)} ms; server while sending: RSS up to ${mb(peak.rss)} (before ${mb(before.rss)}), heap up to ${mb(peak.heapUsed)} (before ${mb(before.heapUsed)})`,
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  tmp.remove();
}

// A child process for the photo benches: Ridgeline's own server (buildApp, as main.ts builds it)
// over a fresh SQLite file and photo folder in DATA_DIR, optionally serving a web build. Measured
// from outside: the bench asks for its memory over IPC ("memory"; with "gc" it collects garbage
// first, so the figure is what the server keeps, not what it has yet to free).
// Map tiles and the geocoder are a loopback stub, as in the tests.
// Env: DATA_DIR, WEB_ROOT (optional). Prints "URL <url>" and "COOKIE <cookie>" when listening.
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { startStubGeocoder, stubMapEnv } from '../../src/server/testing/stub-geocoder';
import { signIn, TEST_PASSWORD } from '../../src/server/testing/test-app';

const OWNER = { email: 'bench-owner@example.com', password: TEST_PASSWORD };

// Pages load map tiles: a loopback stub answers them, so nothing waits on the internet.
const stub = await startStubGeocoder();
const config = loadConfig({
  ...stubMapEnv(stub.url),
  LOG_LEVEL: 'warn',
  DATA_DIR: process.env.DATA_DIR ?? '',
  SEED_SAMPLE_DATA: 'false',
  OWNER_EMAIL: OWNER.email,
  OWNER_PASSWORD: OWNER.password,
});
const app = await buildApp({ config, webRoot: process.env.WEB_ROOT ?? '' });
const url = await app.listen({ host: '127.0.0.1', port: 0 });
console.log(`COOKIE ${await signIn(url, OWNER.email, OWNER.password)}`);
console.log(`URL ${url}`);

export interface MemorySample {
  rss: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
}

process.on('message', (m: unknown) => {
  if (m === 'gc') (globalThis as { gc?: () => void }).gc?.();
  if (m === 'memory' || m === 'gc') {
    const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
    process.send?.({ rss, heapUsed, external, arrayBuffers } satisfies MemorySample);
  }
});
process.on(
  'SIGTERM',
  () =>
    void Promise.all([app.close(), stub.close()]).then(() => {
      process.disconnect?.();
      process.exit(0);
    }),
);

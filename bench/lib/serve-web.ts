// A child process for the page benches: Ridgeline's own server (buildApp, as main.ts builds it)
// serving a given web build over a fresh SQLite file with the sample projects. The geocoder and
// map tiles are outside services: as in the tests, a loopback stub answers them (real-size
// 256 px tiles), so the map page loads its tiles without the internet.
// The benches visit the screens signed in as the owner, whose session cookie it prints.
// Env: WEB_ROOT (the build), DATA_DIR. Prints "URL <url>" and "COOKIE <cookie>" when listening.
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { startStubGeocoder, stubMapEnv } from '../../src/server/testing/stub-geocoder';
import { signIn, TEST_PASSWORD } from '../../src/server/testing/test-app';

const OWNER = { email: 'bench-owner@example.com', password: TEST_PASSWORD };

const stub = await startStubGeocoder();
const config = loadConfig({
  LOG_LEVEL: 'warn',
  DATA_DIR: process.env.DATA_DIR ?? '',
  SEED_SAMPLE_DATA: 'true',
  OWNER_EMAIL: OWNER.email,
  OWNER_PASSWORD: OWNER.password,
  ...stubMapEnv(stub.url),
});
const app = await buildApp({ config, webRoot: process.env.WEB_ROOT ?? '' });
const url = await app.listen({ host: '127.0.0.1', port: 0 });
console.log(`COOKIE ${await signIn(url, OWNER.email, OWNER.password)}`);
console.log(`URL ${url}`);
process.on(
  'SIGTERM',
  () => void Promise.all([app.close(), stub.close()]).then(() => process.exit(0)),
);

// A child process for the page benches: Ridgeline's own server (buildApp, as main.ts builds it)
// serving a given web build over a fresh SQLite file with the sample projects.
// Env: WEB_ROOT (the build), DATA_DIR. Prints "URL <url>" when listening.
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';

const config = loadConfig({
  LOG_LEVEL: 'warn',
  DATA_DIR: process.env.DATA_DIR ?? '',
  SEED_SAMPLE_DATA: 'true',
});
const app = await buildApp({ config, webRoot: process.env.WEB_ROOT ?? '' });
const url = await app.listen({ host: '127.0.0.1', port: 0 });
console.log(`URL ${url}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));

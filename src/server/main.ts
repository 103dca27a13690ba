import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { closeGracefully } from './close-gracefully';
import { loadConfig } from './config';
import { readyLine } from './ready-line';

const config = loadConfig();
// The bundled server lives in dist/server; the SPA build beside it in dist/web.
const webRoot = fileURLToPath(new URL('../web/', import.meta.url));
const app = await buildApp({ config, webRoot, scheduleBackups: true, scheduleReminders: true });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: finishing in-flight requests, then closing the database`);
  // Stops accepting connections, lets in-flight requests finish (10 s at most), then runs the
  // onClose hooks, which close the database.
  await closeGracefully(app, 10_000);
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

// Fastify logs "Server listening at …" as a JSON line; the person who ran `npm start` gets one
// plain line instead, below. Nothing else logs while listening starts, and requests (logged at
// LOG_LEVEL as before) only come once it is done.
const level = app.log.level;
if (['info', 'debug', 'trace'].includes(level)) app.log.level = 'warn';
const address = await app.listen({ port: config.port, host: config.host });
app.log.level = level;
process.stdout.write(`${readyLine(address, await app.ownerExists())}\n`);

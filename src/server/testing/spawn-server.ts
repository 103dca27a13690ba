import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { build } from 'esbuild';
import entryPoints from '../../../scripts/server-entry-points.json';
import { signIn, TEST_PASSWORD } from './test-app';

/**
 * Tests that kill, signal or multiply the server run the real thing: src/server/main.ts
 * bundled as `npm run build` bundles it, started with node in a child process.
 */

// Inside node_modules so the bundle's external packages resolve from the repo; a folder of
// its own so parallel builds of dist/ never race with these tests, and with no web build
// beside it, so the child serves only the API.
const BUNDLE_DIR = path.resolve('node_modules/.cache/ridgeline-reliability');

let bundled: Promise<string> | undefined;

/** Bundles the server and its workers once per test process; returns the path of main.js. */
export function bundleServer(): Promise<string> {
  bundled ??= (async () => {
    const outdir = path.join(BUNDLE_DIR, String(process.pid), 'server');
    await build({
      entryPoints,
      outdir,
      bundle: true,
      platform: 'node',
      target: 'node20',
      format: 'esm',
      packages: 'external',
      logLevel: 'error',
    });
    return path.join(outdir, 'main.js');
  })();
  return bundled;
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Resolves when the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Everything the process wrote, for assertions and failure messages. */
  output(): string;
  /** The Cookie header of the owner's session (OWNER_EMAIL / OWNER_PASSWORD below). */
  cookie: string;
}

/** The owner every spawned server creates at its first start. */
export const SPAWNED_OWNER = { email: 'owner@example.com', password: TEST_PASSWORD };

const running = new Set<ChildProcess>();

/** Starts the server with this environment and waits until it listens (or fails). */
export async function spawnServer(
  env: Record<string, string>,
  timeoutMs = 15_000,
): Promise<ServerProcess> {
  const main = await bundleServer();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [main], {
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'info',
      SEED_SAMPLE_DATA: 'false',
      NODE_ENV: 'production',
      OWNER_EMAIL: SPAWNED_OWNER.email,
      OWNER_PASSWORD: SPAWNED_OWNER.password,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let out = '';
  // Always drained: a full pipe would stall the child mid-request.
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    }),
  );

  // Ready when it answers: the log level may hide the "listening" line.
  let exitedEarly = false;
  void exited.then(() => (exitedEarly = true));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exitedEarly) throw new Error(`server exited before listening:\n${out}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start in ${timeoutMs} ms:\n${out}`);
    }
    try {
      const res = await fetch(`${url}/api/health`);
      await res.body?.cancel();
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  const cookie = await signIn(url, SPAWNED_OWNER.email, SPAWNED_OWNER.password);
  return { url, child, exited, output: () => out, cookie };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** For afterAll: no child outlives its test file. */
export async function killAllServers(): Promise<void> {
  const waits = [...running].map(
    (child) =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  );
  await Promise.all(waits);
  fs.rmSync(path.join(BUNDLE_DIR, String(process.pid)), { recursive: true, force: true });
  bundled = undefined;
}

import { spawn } from 'node:child_process';
import type { BrowserContext } from '@playwright/test';
import { tempDir } from './setup';

export interface WebServer {
  base: string;
  /** The signed-in owner's session cookie, as a Cookie header. */
  cookie: string;
  /** Gives a browser context the owner's session. */
  signIn(context: BrowserContext): Promise<void>;
  stop(): void;
}

/**
 * Ridgeline's own server over a web build (bench/lib/serve-web.ts) in a child process, on a
 * fresh data folder with the sample projects, for the benches that load pages in a browser.
 */
export async function startWebServer(webRoot: string, prefix: string): Promise<WebServer> {
  const tmp = tempDir(prefix);
  const server = spawn(process.execPath, ['--import', 'tsx', 'bench/lib/serve-web.ts'], {
    env: { ...process.env, WEB_ROOT: webRoot, DATA_DIR: tmp.dir, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () => {
    server.kill('SIGTERM');
    tmp.remove();
  };
  try {
    const [base, cookie] = await new Promise<[string, string]>((resolve, reject) => {
      let out = '';
      server.stdout.on('data', (d: Buffer) => {
        out += d.toString();
        const url = /URL (\S+)/.exec(out)?.[1];
        const session = /COOKIE (\S+)/.exec(out)?.[1];
        if (url && session) resolve([url, session]);
      });
      server.once('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)));
    });
    const pair = cookie.split(';')[0] ?? '';
    const name = pair.slice(0, pair.indexOf('='));
    const value = pair.slice(pair.indexOf('=') + 1);
    return {
      base,
      cookie,
      signIn: (context) => context.addCookies([{ name, value, url: base }]),
      stop,
    };
  } catch (e) {
    stop();
    throw e;
  }
}

/** The id of the first sample project, for the project page's URL. */
export async function someProjectId(server: WebServer): Promise<string> {
  const res = await fetch(`${server.base}/api/projects`, { headers: { cookie: server.cookie } });
  const projects = (await res.json()) as { items: { id: string }[] };
  const id = projects.items[0]?.id;
  if (!id) throw new Error('the sample data has no project');
  return id;
}

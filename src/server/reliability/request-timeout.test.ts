import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../testing/test-app';
import { startTestApp } from '../testing/test-app';

/** What a raw connection received until the server closed it. */
function sendAndWaitForClose(url: string, request: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(request));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
  });
}

describe('a client that stalls mid-request', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { requestTimeoutMs: 1000 });
  });
  afterAll(async () => t?.close());

  // The server would otherwise keep the connection for good; the test's own timeout bounds it.
  it('is answered 408 and disconnected once the request timeout has passed', async () => {
    const headers = [
      'POST /api/projects HTTP/1.1',
      'Host: 127.0.0.1',
      `Cookie: ${t.cookie}`,
      'Content-Type: application/json',
      'Content-Length: 1000',
      '',
      '',
    ].join('\r\n');
    const received = await sendAndWaitForClose(t.url, `${headers}{"name":"Stalled`);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(received).toMatch(/content-type: application\/problem\+json/i);
    expect(received).toMatch(/connection: close/i);
  }, 10_000);

  it.each([
    ['signed out', 'Host: 127.0.0.1'],
    ['for another host name', 'Host: evil.example'],
  ])(
    'is disconnected too when it was refused at once (%s) but its body stalls',
    async (_, host) => {
      const headers = [
        'POST /api/projects HTTP/1.1',
        host,
        'Content-Type: application/json',
        'Content-Length: 1000',
        '',
        '',
      ].join('\r\n');
      const received = await sendAndWaitForClose(t.url, `${headers}{"name":"Stalled`);
      expect(received).toMatch(/^HTTP\/1\.1 40[13] /);
    },
    10_000,
  );

  it('still serves a request sent in time', async () => {
    const r = await fetch(`${t.url}/api/health`);
    expect(r.status).toBe(200);
  });
});

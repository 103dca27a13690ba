import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless told, and reads a hop count or a list of proxy addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(
      loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8 ,::1,fd00::/8,loopback' }).trustProxy,
    ).toEqual(['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8', 'loopback']);
  });

  it('refuses "true", which would believe whatever the client writes, saying what to give', () => {
    for (const value of ['true', 'TRUE', 'yes']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY: .*number of proxies.*addresses/,
      );
    }
  });

  it('refuses addresses that are not IP addresses or CIDRs, naming them', () => {
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1,proxy.example.com' })).toThrow(
      /TRUST_PROXY: .*"proxy.example.com"/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/8/8' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: ',' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '11' })).toThrow(/TRUST_PROXY: at most 10/);
  });
});

describe('timeouts', () => {
  it('give a request 30 s and a silent connection 60 s by default, within bounds', () => {
    const c = loadConfig({});
    expect(c.requestTimeoutMs).toBe(30_000);
    expect(c.connectionTimeoutMs).toBe(60_000);
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '5000' }).requestTimeoutMs).toBe(5000);
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '0' })).toThrow(/REQUEST_TIMEOUT_MS/);
    expect(() => loadConfig({ CONNECTION_TIMEOUT_MS: 'soon' })).toThrow(/CONNECTION_TIMEOUT_MS/);
  });
});

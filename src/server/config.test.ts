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

describe('photo storage in S3', () => {
  const s3 = {
    S3_ENDPOINT: 'http://minio.local:9000/',
    S3_BUCKET: 'ridgeline-photos',
    S3_ACCESS_KEY_ID: 'AKIA123',
    S3_SECRET_ACCESS_KEY: 'secret/key+1',
  };

  it('keeps photos in DATA_DIR/photos unless S3 is configured', () => {
    expect(loadConfig({}).s3).toBeNull();
  });

  it('reads all four, with the region and path style defaults', () => {
    expect(loadConfig(s3).s3).toEqual({
      endpoint: 'http://minio.local:9000',
      bucket: 'ridgeline-photos',
      region: 'us-east-1',
      accessKeyId: 'AKIA123',
      secretAccessKey: 'secret/key+1',
      forcePathStyle: true,
    });
    expect(
      loadConfig({ ...s3, S3_REGION: 'eu-west-1', S3_FORCE_PATH_STYLE: 'false' }).s3,
    ).toMatchObject({ region: 'eu-west-1', forcePathStyle: false });
  });

  it('refuses some without the others, naming each one missing', () => {
    const { S3_BUCKET: _b, S3_SECRET_ACCESS_KEY: _s, ...partial } = s3;
    expect(() => loadConfig(partial)).toThrow(
      /S3_BUCKET: required[\s\S]*S3_SECRET_ACCESS_KEY: required/,
    );
    expect(() => loadConfig({ S3_ENDPOINT: s3.S3_ENDPOINT })).toThrow(/S3_ACCESS_KEY_ID/);
  });

  it('refuses a bad endpoint or bucket name', () => {
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ ...s3, S3_BUCKET: 'Bad_Bucket' })).toThrow(/S3_BUCKET/);
  });
});

describe('automatic backups', () => {
  it('back up daily at 02:00 into DATA_DIR/backups and keep 14 by default', () => {
    const c = loadConfig({ DATA_DIR: '/srv/ridgeline' });
    expect(c.backups).toEqual({ schedule: '0 2 * * *', dir: '/srv/ridgeline/backups', keep: 14 });
  });

  it('read a schedule, a folder and a count, and "off" turns them off', () => {
    const c = loadConfig({
      BACKUP_SCHEDULE: '30 1 * * 0',
      BACKUP_DIR: '/backups',
      BACKUP_KEEP: '4',
    });
    expect(c.backups).toEqual({ schedule: '30 1 * * 0', dir: '/backups', keep: 4 });
    expect(loadConfig({ BACKUP_SCHEDULE: 'off' }).backups.schedule).toBeNull();
  });

  it('refuse a schedule that is not five cron fields, and a count out of bounds, naming them', () => {
    for (const bad of ['daily', '0 2 * *', '0 0 2 * * *', '61 2 * * *']) {
      expect(() => loadConfig({ BACKUP_SCHEDULE: bad }), bad).toThrow(
        /BACKUP_SCHEDULE: must be a five-field cron expression/,
      );
    }
    expect(() => loadConfig({ BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/);
  });
});

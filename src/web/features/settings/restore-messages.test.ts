import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { formatBytes, restoredNotice, restoreRefusal } from './restore-messages';

const GB4 = 4 * 1024 ** 3;

describe('a refused restore, in words', () => {
  it('names a server that has projects', () => {
    const e = new ApiError(409, {
      detail:
        'This database already holds data (projects). A backup can only be loaded into an empty database.',
    });
    expect(restoreRefusal(e, GB4).summary).toMatch(/^This server already has projects/);
  });

  it('names a file that is not a zip', () => {
    const e = new ApiError(400, {
      detail: 'Invalid archive: The body is not a zip archive',
      errors: [{ path: '', message: 'The body is not a zip archive' }],
    });
    expect(restoreRefusal(e, GB4)).toEqual({
      summary: 'This file is not a zip archive. Choose the .zip file of a Ridgeline backup.',
      details: [],
    });
  });

  it('names what is wrong in backup.json, a few problems and the count of the rest', () => {
    const errors = Array.from({ length: 7 }, (_, i) => ({
      path: `tables.projects.${i}.name`,
      message: 'Too long',
    }));
    const e = new ApiError(400, {
      detail: 'Invalid backup: tables.projects.0.name: Too long',
      errors,
    });
    const r = restoreRefusal(e, GB4);
    expect(r.summary).toBe('The backup.json in this file is not a valid Ridgeline backup.');
    expect(r.details).toEqual([
      ...errors.slice(0, 5).map((x) => `${x.path}: Too long`),
      'and 2 more',
    ]);
  });

  it('names a missing photo file', () => {
    const errors = [
      {
        path: 'photos/projects/a/b.jpg',
        message: 'Missing from the archive (tables.photos.0.storage_key refers to it)',
      },
    ];
    const e = new ApiError(400, {
      detail: 'Invalid archive: photos/projects/a/b.jpg: Missing',
      errors,
    });
    const r = restoreRefusal(e, GB4);
    expect(r.summary).toMatch(/photo file is missing/);
    expect(r.details[0]).toContain('photos/projects/a/b.jpg: Missing from the archive');
  });

  it('names a damaged archive, with the file whose bytes changed', () => {
    const errors = [
      { path: 'photos/projects/a/b.jpg', message: 'Damaged: its checksum does not match' },
    ];
    const e = new ApiError(400, {
      detail: 'Invalid archive: photos/projects/a/b.jpg: Damaged: its checksum does not match',
      errors,
    });
    const r = restoreRefusal(e, GB4);
    expect(r.summary).toMatch(/^This backup file is damaged/);
    expect(r.details).toEqual(['photos/projects/a/b.jpg: Damaged: its checksum does not match']);
  });

  it('names the largest size for a file too large', () => {
    const e = new ApiError(413, { detail: 'The request body is larger than 4294967296 bytes' });
    expect(restoreRefusal(e, GB4).summary).toBe(
      'This file is too large: a backup restored on this server may be at most 4.0 GB.',
    );
  });

  it('passes any other refusal on as the server said it', () => {
    const e = new ApiError(507, { detail: "The server's disk is full" });
    expect(restoreRefusal(e, GB4)).toEqual({ summary: "The server's disk is full", details: [] });
  });
});

describe('a restore that went in', () => {
  it('says what came back and how to go on', () => {
    expect(restoredNotice({ imported: { projects: 3, estimates: 1, photos: 12 }, files: 24 })).toBe(
      'Backup restored: 3 projects, 1 estimate, 12 photos. The team now comes from the backup, so everyone was signed out: sign in with an account from the backup.',
    );
  });

  it('sizes in KB, MB and GB', () => {
    expect([formatBytes(2048), formatBytes(5 * 1024 * 1024), formatBytes(GB4)]).toEqual([
      '2 KB',
      '5.0 MB',
      '4.0 GB',
    ]);
  });
});

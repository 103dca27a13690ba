import { describe, expect, it } from 'vitest';
import type { Photo } from '../../../domain/photo/photo';
import {
  formatDateTime,
  formatTakenAt,
  groupByTag,
  thumbnailName,
  thumbSize,
  uploadStatusText,
} from './photo-text';

const photo = (id: string, tag: Photo['tag'], caption = ''): Photo => ({
  id,
  projectId: 'p1',
  tag,
  caption,
  takenAt: null,
  latitude: null,
  longitude: null,
  width: 4032,
  height: 3024,
  contentType: 'image/jpeg',
  byteSize: 1000,
  imageUrl: `/api/photos/${id}/image`,
  thumbUrl: `/api/photos/${id}/thumb`,
  originalName: `${id}.jpg`,
  uploadedBy: null,
  uploadedByName: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  version: 1,
});

describe('photo text', () => {
  it('groups by tag in the tags’ order, leaving empty tags out and keeping each group’s order', () => {
    const groups = groupByTag([
      photo('a', 'after'),
      photo('b', 'damage'),
      photo('c', 'before'),
      photo('d', 'damage'),
    ]);
    expect(groups.map((g) => [g.label, g.photos.map((p) => p.id)])).toEqual([
      ['Before', ['c']],
      ['Damage', ['b', 'd']],
      ['After', ['a']],
    ]);
  });

  it('names a thumbnail by its caption, else by where it stands', () => {
    expect(thumbnailName(photo('a', 'damage'), 2, 12)).toBe('Photo 3 of 12, Damage');
    expect(thumbnailName(photo('a', 'damage', ' Hail on the ridge '), 2, 12)).toBe(
      'Hail on the ridge',
    );
  });

  it('sizes thumbnails at most 400 px on their long side', () => {
    expect(thumbSize({ width: 4032, height: 3024 })).toEqual({ width: 400, height: 300 });
    expect(thumbSize({ width: 300, height: 200 })).toEqual({ width: 300, height: 200 });
    expect(thumbSize({ width: 0, height: 0 })).toEqual({ width: 400, height: 400 });
  });

  it('formats a time of day in 12-hour form', () => {
    expect(formatDateTime(new Date(2026, 10, 19, 15, 4).toISOString())).toBe(
      'Nov 19, 2026, 3:04 PM',
    );
    expect(formatDateTime(new Date(2026, 0, 2, 0, 30).toISOString())).toBe('Jan 2, 2026, 12:30 AM');
    expect(formatDateTime('not a date')).toBe('not a date');
  });

  it('shows when a photo was taken by the camera’s clock, whatever its offset', () => {
    expect(formatTakenAt('2024-05-01T14:03:22-05:00')).toBe('May 1, 2024, 2:03 PM');
    expect(formatTakenAt('2024-05-01T09:03:22')).toBe('May 1, 2024, 9:03 AM');
  });

  it('says how an upload is getting on', () => {
    expect(uploadStatusText('uploading', 45, null)).toBe('Uploading 45%');
    expect(uploadStatusText('failed', 0, 'Not a photo')).toBe('Failed: Not a photo');
    expect(uploadStatusText('added', 100, null)).toBe('Added');
  });
});

import { formatLocalDate } from '../../../domain/format/format';
import type { Photo } from '../../../domain/photo/photo';
import { PHOTO_TAGS, THUMB_LONG_SIDE } from '../../../domain/photo/photo';
import { photoTagLabel } from '../../lib/domain-labels';
import { currentLanguage } from '../../lib/i18n/catalogs';
import { i18n } from './i18n';
import type { UploadStatus } from './upload-queue';

// The words and numbers the photos screens show, kept apart from the components for tests.

/**
 * "Nov 19, 2026, 3:04 PM" ("19 nov 2026, 3:04 p.m." in Spanish, as es-US writes the hour) where
 * the user is (by hand, like format.ts: no Intl on this path).
 */
export function formatDateTime(instant: string): string {
  const d = new Date(instant);
  if (Number.isNaN(d.getTime())) return instant;
  const language = currentLanguage();
  const hours = d.getHours() % 12 || 12;
  const minutes = String(d.getMinutes()).padStart(2, '0');
  const morning = d.getHours() < 12;
  const half = language === 'es' ? (morning ? 'a.m.' : 'p.m.') : morning ? 'AM' : 'PM';
  return `${formatLocalDate(d, language)}, ${hours}:${minutes} ${half}`;
}

/**
 * When a photo was taken, as the camera's clock said ("2024-05-01T14:03:22-05:00" reads
 * "May 1, 2024, 2:03 PM" wherever the office is): the time on the roof is what a roofer means.
 */
export function formatTakenAt(takenAt: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(takenAt);
  if (!m) return formatDateTime(takenAt);
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  return formatDateTime(new Date(y, mo - 1, d, h, mi).toISOString());
}

export interface PhotoGroup {
  tag: Photo['tag'];
  label: string;
  photos: Photo[];
}

/** The photos by tag, in the tags' order (before to after); tags with no photo left out. */
export function groupByTag(photos: readonly Photo[]): PhotoGroup[] {
  return PHOTO_TAGS.map((tag) => ({
    tag,
    label: photoTagLabel(tag),
    photos: photos.filter((p) => p.tag === tag),
  })).filter((g) => g.photos.length > 0);
}

/** "Photo 3 of 12, Damage": where a photo stands, for those who cannot see the thumbnail. */
export function photoPosition(photo: Photo, index: number, count: number): string {
  return i18n._('Photo {number} of {count}, {tag}', {
    number: index + 1,
    count,
    tag: photoTagLabel(photo.tag),
  });
}

/** A thumbnail's name: its caption when it has one, else where it stands. */
export function thumbnailName(photo: Photo, index: number, count: number): string {
  const caption = photo.caption.trim();
  return caption ? caption : photoPosition(photo, index, count);
}

/** The thumbnail's size in pixels (the server makes it at most 400 px on its long side). */
export function thumbSize(photo: Pick<Photo, 'width' | 'height'>): {
  width: number;
  height: number;
} {
  const { width, height } = photo;
  if (!(width > 0 && height > 0)) return { width: THUMB_LONG_SIDE, height: THUMB_LONG_SIDE };
  const scale = Math.min(1, THUMB_LONG_SIDE / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/** What the list says about an upload: "Uploading 45%", "Failed: …". */
export function uploadStatusText(
  status: UploadStatus,
  percent: number,
  error: string | null,
): string {
  switch (status) {
    case 'waiting':
      return i18n._('Waiting');
    case 'resizing':
      return i18n._('Resizing');
    case 'uploading':
      return i18n._('Uploading {percent}%', { percent });
    case 'processing':
      return i18n._('Saving');
    case 'added':
      return i18n._('Added');
    case 'failed':
      return i18n._('Failed: {reason}', { reason: error ?? i18n._('Something went wrong.') });
  }
}

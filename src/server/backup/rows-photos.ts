// The rows of photos: what each shows, and where its files are in the photo storage.
import { z } from 'zod';
import { msg } from '../../domain/common/messages';
import { once } from '../../domain/common/once';
import { MAX_PHOTO_BYTES, MAX_PHOTO_CAPTION, PHOTO_TAGS } from '../../domain/photo/photo';
import { contentTypeOfKey, isValidKey, MAX_KEY_LENGTH, projectPhotosPrefix } from '../photos/keys';
import { authored, id, timestamp, version } from './rows-common';

/** The largest side a stored photo may claim: far above what the server makes (PHOTO_LONG_SIDE). */
export const MAX_PHOTO_SIDE = 100_000;
/** The name the file had on the phone or computer it came from (shown, never used as a path). */
const MAX_PHOTO_ORIGINAL_NAME = 255;
/** What a stored photo may be (the server stores JPEG or WebP; PNG for what it may later keep). */
export const PHOTO_CONTENT_TYPES = ['image/jpeg', 'image/webp', 'image/png'] as const;

const TAKEN_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}([+-]\d{2}:\d{2})?$/;

/**
 * When a photo was taken, as its EXIF says: the camera's local time, with the UTC offset when
 * the camera recorded one (`2024-05-03T14:22:09` or `2024-05-03T14:22:09-07:00`).
 */
export const photoTakenAtSchema = once(() =>
  z
    .string()
    .max(40)
    .refine((s) => {
      if (!TAKEN_AT.test(s)) return false;
      const d = new Date(`${s.slice(0, 19)}Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s.slice(0, 19));
    }, /*i18n*/ 'Must be a time as YYYY-MM-DDTHH:MM:SS, with an offset such as -07:00 or none'),
);

/** Why a photo file's key is not one of the project's own files, or null. */
function photoKeyProblem(key: string, projectId: string): string | null {
  const prefix = projectPhotosPrefix(projectId);
  const file = key.slice(prefix.length);
  return isValidKey(key) && key.startsWith(prefix) && file.length > 0 && !file.includes('/')
    ? null
    : msg(
        /*i18n*/ "Must be a file of the photo's project: {pattern} (lower-case letters, digits, _ . -)",
        { pattern: `${prefix}<name>` },
      );
}

/**
 * A photo's row: what it shows, where its files are in storage. The keys must be files of the
 * photo's own project (`projects/<project_id>/<name>`): deleting a project removes everything
 * under its prefix, and a zip backup restores exactly the keys its rows name, so no key reaches
 * outside its project or the storage. No two photos share a file (checked across rows).
 */
export const photosRow = once(() =>
  z
    .strictObject({
      id: id(),
      project_id: id(),
      tag: z.enum(PHOTO_TAGS),
      caption: z.string().max(MAX_PHOTO_CAPTION),
      taken_at: photoTakenAtSchema().nullable(),
      latitude: z.number().min(-90).max(90).nullable(),
      longitude: z.number().min(-180).max(180).nullable(),
      width: z.number().int().min(1).max(MAX_PHOTO_SIDE),
      height: z.number().int().min(1).max(MAX_PHOTO_SIDE),
      content_type: z.enum(PHOTO_CONTENT_TYPES),
      byte_size: z.number().int().min(1).max(MAX_PHOTO_BYTES),
      storage_key: z.string().max(MAX_KEY_LENGTH),
      thumb_key: z.string().max(MAX_KEY_LENGTH),
      original_name: z.string().max(MAX_PHOTO_ORIGINAL_NAME),
      created_at: timestamp(),
      updated_at: timestamp(),
      version: version(),
      ...authored(),
    })
    .superRefine((row, ctx) => {
      const issue = (path: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      for (const column of ['storage_key', 'thumb_key'] as const) {
        const wrong = photoKeyProblem(row[column], row.project_id);
        if (wrong) issue(column, wrong);
      }
      if (row.storage_key === row.thumb_key) {
        issue('thumb_key', /*i18n*/ 'The thumbnail is a file of its own');
      }
      // The image is served with the type its key names: the two must agree.
      if (contentTypeOfKey(row.storage_key) !== row.content_type) {
        issue(
          'content_type',
          msg(/*i18n*/ "Must be the type the file's name says ({key})", { key: row.storage_key }),
        );
      }
    }),
);

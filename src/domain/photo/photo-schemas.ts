import { z } from 'zod';
import { once } from '../common/once';
import { MAX_PHOTO_CAPTION, PHOTO_TAG_LABELS, PHOTO_TAGS } from './photo';
import { msg } from '../common/messages';

// Inputs of the photo API, for the gallery's forms and the server alike (400 naming the field).

const tagSchema = once(() =>
  z.enum(PHOTO_TAGS, {
    error: msg(/*i18n*/ 'Tag must be one of {tags}', {
      tags: Object.values(PHOTO_TAG_LABELS).join(', '),
    }),
  }),
);

const captionSchema = once(() =>
  z
    .string({ error: /*i18n*/ 'Caption must be text' })
    .trim()
    .max(
      MAX_PHOTO_CAPTION,
      msg(/*i18n*/ 'Caption must be at most {max} characters', { max: MAX_PHOTO_CAPTION }),
    ),
);

/**
 * The text fields of an upload (`POST /api/projects/:id/photos`, multipart): they apply to every
 * file of the request. A photo without a tag is filed under Other.
 */
export const photoFieldsSchema = once(() =>
  z.strictObject({
    tag: tagSchema().default('other'),
    caption: captionSchema().default(''),
  }),
);
export type PhotoFields = z.infer<ReturnType<typeof photoFieldsSchema>>;

/** PATCH /api/photos/:id carries the version it read (optimistic concurrency). */
export const photoPatchSchema = once(() =>
  z.strictObject({
    tag: tagSchema().optional(),
    caption: captionSchema().optional(),
    version: z
      .number({ error: /*i18n*/ 'Version is required' })
      .int(/*i18n*/ 'Version must be a whole number')
      .min(1, /*i18n*/ 'Version must be at least 1'),
  }),
);
export type PhotoPatch = z.infer<ReturnType<typeof photoPatchSchema>>;

/** A photo as the API answers it (checked when a 409 carries one). */
export const photoSchema = once(() =>
  z.object({
    id: z.string(),
    projectId: z.string(),
    tag: tagSchema(),
    caption: z.string(),
    takenAt: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    width: z.number().int(),
    height: z.number().int(),
    contentType: z.string(),
    byteSize: z.number().int(),
    imageUrl: z.string(),
    thumbUrl: z.string(),
    originalName: z.string(),
    uploadedBy: z.string().nullable(),
    uploadedByName: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    version: z.number().int(),
  }),
);

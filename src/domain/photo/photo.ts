// Job photos: what a photo shows (its tag), what the office wrote about it, and when and where it
// was taken. No zod here: the project page and the customer's page read these.

export const PHOTO_TAGS = ['before', 'damage', 'during', 'after', 'other'] as const;
export type PhotoTag = (typeof PHOTO_TAGS)[number];

export const PHOTO_TAG_LABELS: Record<PhotoTag, string> = {
  before: 'Before',
  damage: 'Damage',
  during: 'During',
  after: 'After',
  other: 'Other',
};

/** The largest file one upload may be. */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
/** Photos are stored and served at most this many pixels on their long side. */
export const PHOTO_LONG_SIDE = 2048;
/** Thumbnails, for the gallery. */
export const THUMB_LONG_SIDE = 400;
export const MAX_PHOTO_CAPTION = 500;
/** Photos a proposal may show. */
export const MAX_PROPOSAL_PHOTOS = 6;

/** A photo as the API answers it. */
export interface Photo {
  id: string;
  projectId: string;
  tag: PhotoTag;
  caption: string;
  /** From the photo's EXIF, when it had one. */
  takenAt: string | null;
  /** From the photo's EXIF GPS, when it had one: for the office only, never in a served file. */
  latitude: number | null;
  longitude: number | null;
  width: number;
  height: number;
  contentType: string;
  byteSize: number;
  /** Paths of the image and its thumbnail (immutable: cache them for good). */
  imageUrl: string;
  thumbUrl: string;
  originalName: string;
  uploadedBy: string | null;
  uploadedByName: string | null;
  createdAt: string;
  updatedAt: string;
  version: number;
}

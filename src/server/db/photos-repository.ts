import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Photo, PhotoTag } from '../../domain/photo/photo';
import type { Db } from './connection';
import type { PhotosTable } from './schema';

type Row = Selectable<PhotosTable> & { uploaded_by_name: string | null };

/** A photo with where its files are stored (the API answers `Photo`, without the keys). */
export interface StoredPhoto extends Photo {
  storageKey: string;
  thumbKey: string;
}

/** What the server knows of a photo once its files are stored. */
export interface PhotoCreate {
  /** Chosen before the files are stored: their keys carry it. */
  id: string;
  projectId: string;
  tag: PhotoTag;
  caption: string;
  takenAt: string | null;
  latitude: number | null;
  longitude: number | null;
  width: number;
  height: number;
  contentType: string;
  byteSize: number;
  storageKey: string;
  thumbKey: string;
  originalName: string;
}

export interface PhotoEdit {
  tag?: PhotoTag | undefined;
  caption?: string | undefined;
  version: number;
}

export type PhotoUpdateResult =
  | { kind: 'updated'; photo: StoredPhoto }
  | { kind: 'not-found' }
  | { kind: 'conflict'; current: StoredPhoto };

/** Where a photo's bytes are served from (the file never changes under its URL). */
export const photoImageUrl = (id: string) => `/api/photos/${id}/image`;
export const photoThumbUrl = (id: string) => `/api/photos/${id}/thumb`;

function toStoredPhoto(r: Row): StoredPhoto {
  return {
    id: r.id,
    projectId: r.project_id,
    tag: r.tag,
    caption: r.caption,
    takenAt: r.taken_at,
    latitude: r.latitude === null ? null : Number(r.latitude),
    longitude: r.longitude === null ? null : Number(r.longitude),
    width: Number(r.width),
    height: Number(r.height),
    contentType: r.content_type,
    byteSize: Number(r.byte_size),
    imageUrl: photoImageUrl(r.id),
    thumbUrl: photoThumbUrl(r.id),
    originalName: r.original_name,
    uploadedBy: r.created_by,
    uploadedByName: r.uploaded_by_name,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    version: Number(r.version),
    storageKey: r.storage_key,
    thumbKey: r.thumb_key,
  };
}

/** The photo as the API answers it: the storage keys stay on the server. */
export function photoOf(stored: StoredPhoto): Photo {
  const { storageKey: _storageKey, thumbKey: _thumbKey, ...photo } = stored;
  return photo;
}

export function photosRepository(db: Db) {
  const selectPhotos = () =>
    db
      .selectFrom('photos')
      .leftJoin('users', 'users.id', 'photos.created_by')
      .selectAll('photos')
      .select('users.name as uploaded_by_name');

  return {
    async create(input: PhotoCreate, by: string | null, now = new Date()): Promise<StoredPhoto> {
      const iso = now.toISOString();
      await db
        .insertInto('photos')
        .values({
          id: input.id,
          project_id: input.projectId,
          tag: input.tag,
          caption: input.caption,
          taken_at: input.takenAt,
          latitude: input.latitude,
          longitude: input.longitude,
          width: input.width,
          height: input.height,
          content_type: input.contentType,
          byte_size: input.byteSize,
          storage_key: input.storageKey,
          thumb_key: input.thumbKey,
          original_name: input.originalName,
          created_at: iso,
          updated_at: iso,
          created_by: by,
          updated_by: by,
        })
        .execute();
      const created = await this.get(input.id);
      if (!created) throw new Error(`Photo ${input.id} vanished right after it was stored`);
      return created;
    },

    /** A project's photos, oldest first. */
    async listForProject(projectId: string): Promise<StoredPhoto[]> {
      return (await this.listForProjects([projectId])).get(projectId) ?? [];
    },

    /** `listForProject` of each of the projects, in one query: project id to its photos. */
    async listForProjects(projectIds: readonly string[]): Promise<Map<string, StoredPhoto[]>> {
      const byProject = new Map(projectIds.map((id) => [id, [] as StoredPhoto[]]));
      if (projectIds.length === 0) return byProject;
      const rows = await selectPhotos()
        .where('photos.project_id', 'in', projectIds)
        .orderBy('photos.created_at', 'asc')
        .orderBy('photos.id', 'asc')
        .execute();
      for (const r of rows) byProject.get(r.project_id)?.push(toStoredPhoto(r));
      return byProject;
    },

    async get(id: string): Promise<StoredPhoto | undefined> {
      const row = await selectPhotos().where('photos.id', '=', id).executeTakeFirst();
      return row ? toStoredPhoto(row) : undefined;
    },

    /** Applies the edit only if the stored version is the one the client read. */
    async update(id: string, edit: PhotoEdit, by: string | null): Promise<PhotoUpdateResult> {
      const set: { tag?: PhotoTag; caption?: string } = {};
      if (edit.tag !== undefined) set.tag = edit.tag;
      if (edit.caption !== undefined) set.caption = edit.caption;
      const r = await db
        .updateTable('photos')
        .set({
          ...set,
          updated_at: new Date().toISOString(),
          updated_by: by,
          version: sql<number>`version + 1`,
        })
        .where('id', '=', id)
        .where('version', '=', edit.version)
        .executeTakeFirst();
      const current = await this.get(id);
      if (!current) return { kind: 'not-found' };
      return Number(r.numUpdatedRows) > 0
        ? { kind: 'updated', photo: current }
        : { kind: 'conflict', current };
    },

    /** Deletes the row; answers the storage keys of its files (to remove), or null if none. */
    async remove(id: string): Promise<string[] | null> {
      const row = await db
        .deleteFrom('photos')
        .where('id', '=', id)
        .returning(['storage_key', 'thumb_key'])
        .executeTakeFirst();
      return row ? [row.storage_key, row.thumb_key] : null;
    },

    /** Every storage key of a project's photos (images and thumbnails). */
    async keysForProject(projectId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('photos')
        .select(['storage_key', 'thumb_key'])
        .where('project_id', '=', projectId)
        .execute();
      return rows.flatMap((r) => [r.storage_key, r.thumb_key]);
    },

    /** Every storage key of every photo (images and thumbnails), for backups. */
    async allKeys(): Promise<string[]> {
      const rows = await db
        .selectFrom('photos')
        .select(['storage_key', 'thumb_key'])
        .orderBy('id')
        .execute();
      return rows.flatMap((r) => [r.storage_key, r.thumb_key]);
    },

    /**
     * The ids of a project's proposals, whose photo copies (`proposals/<id>/`) go when the
     * project goes: read before the project is deleted, since the delete cascades to them.
     */
    async proposalIdsOfProject(projectId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('proposals')
        .select('id')
        .where('project_id', '=', projectId)
        .execute();
      return rows.map((r) => r.id);
    },

    /** How many photos a project has (or all projects, without an id). */
    async count(projectId?: string): Promise<number> {
      let qb = db.selectFrom('photos').select((eb) => eb.fn.countAll<number>().as('n'));
      if (projectId !== undefined) qb = qb.where('project_id', '=', projectId);
      const r = await qb.executeTakeFirstOrThrow();
      return Number(r.n);
    },
  };
}

export type PhotosRepository = ReturnType<typeof photosRepository>;

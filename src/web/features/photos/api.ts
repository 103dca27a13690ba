import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Photo, PhotoTag } from '../../../domain/photo/photo';
import type { ApiError } from '../../lib/api-client';
import { apiFetch, apiFetchVersioned } from '../../lib/api-client';
import { useVersionedMutation } from '../../lib/use-versioned-mutation';
import { apiPath } from '../../../domain/api/api-paths';

// The photos feature's public surface: a project's photos, and editing and deleting one. Uploads
// go through upload-queue.ts (XMLHttpRequest, for a progress bar per photo).

export const photoKeys = {
  forProject: (projectId: string) => ['photos', 'project', projectId] as const,
};

/** A project's photos, oldest first (the gallery groups them by tag). */
export const projectPhotosQuery = (projectId: string) =>
  queryOptions({
    queryKey: photoKeys.forProject(projectId),
    queryFn: () => apiFetch<Photo[]>(apiPath('projectPhotos', { id: projectId })),
  });

const photoPath = (id: string) => apiPath('photo', { id });

export interface PhotoPatch {
  tag: PhotoTag;
  caption: string;
  version: number;
}

/** The photo as stored now, checked when a conflict carries it (zod loads with it, on demand). */
const photoRecord = async () => (await import('../../../domain/photo/photo-schemas')).photoSchema();

/**
 * A caption and tag saved with the version they were read at. The saved photo, or on a conflict
 * the photo as stored now, replaces the one in the project's list at once.
 */
export function useUpdatePhoto(photo: Photo) {
  const qc = useQueryClient();
  const put = (p: Photo) => {
    qc.setQueryData<Photo[]>(photoKeys.forProject(p.projectId), (list) =>
      list?.map((x) => (x.id === p.id ? p : x)),
    );
  };
  return useVersionedMutation<PhotoPatch, Photo, Photo>({
    mutationFn: (patch: PhotoPatch) =>
      apiFetchVersioned<Photo, Photo>(
        photoPath(photo.id),
        { method: 'PATCH', json: patch },
        photoRecord,
      ),
    onSaved: put,
    onCurrent: put,
  });
}

/**
 * Deletes a photo (owner and estimator); it leaves the project's list at once. `onDeleted` runs
 * just before, while the list still holds it: the viewer finds its neighbour there.
 */
export function useDeletePhoto(photo: Photo, onDeleted: () => void) {
  const qc = useQueryClient();
  const key = photoKeys.forProject(photo.projectId);
  return useMutation<void, ApiError, void>({
    mutationFn: () => apiFetch<void>(photoPath(photo.id), { method: 'DELETE' }),
    onSuccess: () => {
      onDeleted();
      qc.setQueryData<Photo[]>(key, (list) => list?.filter((x) => x.id !== photo.id));
      void qc.invalidateQueries({ queryKey: key });
    },
  });
}

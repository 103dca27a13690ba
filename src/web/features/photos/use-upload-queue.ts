import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { photoKeys } from './api';
import type { UploadItem } from './upload-queue';
import { uploadQueue } from './upload-queue';

/**
 * The project's uploads as they stand. Each stored photo makes the project's photos stale (the
 * gallery reads them again); so does a 401, whose new request lets the app notice the session
 * ended.
 */
export function useUploadQueue(projectId: string): readonly UploadItem[] {
  const qc = useQueryClient();
  useEffect(() => {
    uploadQueue.onStored = (pid) =>
      void qc.invalidateQueries({ queryKey: photoKeys.forProject(pid) });
  }, [qc]);
  return useSyncExternalStore(uploadQueue.subscribe, () => uploadQueue.snapshot(projectId));
}

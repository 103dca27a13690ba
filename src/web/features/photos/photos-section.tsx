import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import type { Photo } from '../../../domain/photo/photo';
import { usePermissions } from '../../lib/permissions';
import { projectPhotosQuery } from './api';
import { AddPhotos } from './add-photos';
import { useLingui } from './i18n';
import { PhotoGallery } from './photo-gallery';
import { groupByTag } from './photo-text';
import { PhotoViewer } from './photo-viewer';
import { UploadList } from './upload-list';
import { useUploadQueue } from './use-upload-queue';
import { SectionError, SectionLoading } from '../../components/ui/status-message';

/**
 * A project's photos, for every role: add them (resized in the browser, uploaded one by one),
 * see them by tag, and open one full screen. The office may also delete them.
 */
export function PhotosSection({
  projectId,
  actions,
}: {
  projectId: string;
  /** Shown beside the heading (the page puts the photo report there), given the photo count. */
  actions?: (photoCount: number | undefined) => ReactNode;
}) {
  const { i18n } = useLingui();
  const photos = useQuery(projectPhotosQuery(projectId));
  const uploads = useUploadQueue(projectId);
  const can = usePermissions();
  // The photo on view, and where it stood: should it vanish (deleted elsewhere), the one now in
  // its place shows.
  const [view, setView] = useState<{ id: string; index: number } | null>(null);
  const thumbs = useRef(new Map<string, HTMLButtonElement>());
  const heading = useRef<HTMLHeadingElement>(null);
  // Where the focus goes once the viewer has closed: the thumbnail of the photo last shown, or
  // the heading when there is none. In an effect, so it comes after the dialog has gone: the
  // page behind a modal dialog cannot take the focus.
  const [focusAfter, setFocusAfter] = useState<{ id: string | null } | null>(null);
  useEffect(() => {
    if (!focusAfter) return;
    const thumb = focusAfter.id ? thumbs.current.get(focusAfter.id) : undefined;
    (thumb ?? heading.current)?.focus();
  }, [focusAfter]);

  const groups = groupByTag(photos.data ?? []);
  const ordered = groups.flatMap((g) => g.photos);
  let viewIndex = -1;
  if (view) {
    const at = ordered.findIndex((p) => p.id === view.id);
    viewIndex = at >= 0 ? at : Math.min(view.index, ordered.length - 1);
  }
  const viewing: Photo | undefined = ordered[viewIndex];

  const close = () => {
    setFocusAfter({ id: viewing?.id ?? null });
    setView(null);
  };

  let body: ReactNode;
  if (photos.isPending) {
    body = <SectionLoading label={i18n._('Loading photos…')} />;
  } else if (photos.isError) {
    body = (
      <SectionError
        what={i18n._('the photos')}
        message={photos.error.message}
        onRetry={() => void photos.refetch()}
      />
    );
  } else if (ordered.length === 0) {
    body = (
      <p className="text-slate-600">
        {i18n._('No photos yet. Add before, damage, during and after photos from the roof.')}
      </p>
    );
  } else {
    body = (
      <PhotoGallery
        groups={groups}
        onOpen={(p) => setView({ id: p.id, index: ordered.indexOf(p) })}
        thumbRef={(id, button) => {
          if (button) thumbs.current.set(id, button);
          else thumbs.current.delete(id);
        }}
      />
    );
  }

  return (
    <section
      aria-labelledby="photos-heading"
      className="mt-6 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="mb-3 flex flex-wrap items-start justify-between gap-3">
        <h2 id="photos-heading" ref={heading} tabIndex={-1} className="text-lg font-semibold">
          {i18n._('Photos')}
        </h2>
        {actions?.(photos.data?.length)}
      </div>
      <AddPhotos projectId={projectId} />
      <UploadList projectId={projectId} items={uploads} />
      <div className="mt-5">{body}</div>
      {viewing && (
        <PhotoViewer
          photos={ordered}
          index={viewIndex}
          canDelete={can.editProjects}
          onIndex={(i) => {
            const p = ordered[i];
            if (p) setView({ id: p.id, index: i });
          }}
          onClose={close}
          onDeleted={(p) => {
            // The next photo takes its place; after the last, the one before; none: closed.
            const at = ordered.indexOf(p);
            const after = ordered[at + 1];
            const before = ordered[at - 1];
            if (after) return setView({ id: after.id, index: at });
            if (before) return setView({ id: before.id, index: at - 1 });
            setFocusAfter({ id: null });
            setView(null);
          }}
        />
      )}
    </section>
  );
}

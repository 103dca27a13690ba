import type { Photo } from '../../../domain/photo/photo';
import type { PhotoGroup } from './photo-text';
import { thumbnailName } from './photo-text';
import { PhotoThumb } from './photo-thumb';

/**
 * The project's photos grouped by tag (before, damage, during, after, other), each group with
 * its count. Numbered as the viewer steps through them: group by group, oldest first in each.
 */
export function PhotoGallery({
  groups,
  onOpen,
  thumbRef,
}: {
  groups: readonly PhotoGroup[];
  onOpen: (photo: Photo) => void;
  thumbRef: (id: string, button: HTMLButtonElement | null) => void;
}) {
  const count = groups.reduce((n, g) => n + g.photos.length, 0);
  const firstIndex = groups.map((_, i) =>
    groups.slice(0, i).reduce((n, g) => n + g.photos.length, 0),
  );
  return (
    <div className="space-y-5">
      {groups.map((group, g) => (
        <section key={group.tag} aria-labelledby={`photo-group-${group.tag}`}>
          <h3 id={`photo-group-${group.tag}`} className="mb-2 font-semibold text-slate-900">
            {group.label} ({group.photos.length})
          </h3>
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6">
            {group.photos.map((photo, i) => (
              <PhotoThumb
                key={photo.id}
                photo={photo}
                name={thumbnailName(photo, (firstIndex[g] ?? 0) + i, count)}
                onOpen={() => onOpen(photo)}
                buttonRef={(b) => thumbRef(photo.id, b)}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

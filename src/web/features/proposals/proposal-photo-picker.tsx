import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import type { Photo } from '../../../domain/photo/photo';
import { MAX_PROPOSAL_PHOTOS } from '../../../domain/photo/photo';
import { photoTagLabel } from '../../lib/domain-labels';
import { projectPhotosQuery } from '../photos/api';
import { i18n, useLingui } from './i18n';

/** What a photo is called in the list: its caption, or its tag and place in the project. */
export function photoChoiceText(photo: Photo, index: number): string {
  const tag = photoTagLabel(photo.tag);
  return photo.caption.trim() || i18n._('{tag} photo {number}', { tag, number: index + 1 });
}

/**
 * The project's photos as checkboxes, up to MAX_PROPOSAL_PHOTOS of them: once that many are
 * chosen the rest are disabled, with a hint that says why. None is fine. Thumbnails load as
 * they scroll into view, so a project with hundreds of photos opens this at once.
 */
export function ProposalPhotoPicker({
  projectId,
  chosen,
  onChange,
  error,
}: {
  projectId: string;
  /** Photo ids, in the project's order. */
  chosen: readonly string[];
  onChange: (ids: string[]) => void;
  /** The server's message about the chosen photos (a photo deleted meanwhile). */
  error?: string | undefined;
}) {
  const { i18n } = useLingui();
  const photos = useQuery(projectPhotosQuery(projectId));
  const id = useId();
  const full = chosen.length >= MAX_PROPOSAL_PHOTOS;
  const list = photos.data ?? [];
  const { refetch } = photos;

  // The server refused a chosen photo (deleted meanwhile): read the list again...
  useEffect(() => {
    if (error) void refetch();
  }, [error, refetch]);
  // ...and drop what is no longer in it.
  const { data } = photos;
  useEffect(() => {
    if (!data) return;
    const kept = chosen.filter((c) => data.some((p) => p.id === c));
    if (kept.length < chosen.length) onChange(kept);
  }, [data, chosen, onChange]);

  const toggle = (photoId: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(photoId);
    else next.delete(photoId);
    // In the project's order, as the customer will see them.
    onChange(list.filter((p) => next.has(p.id)).map((p) => p.id));
  };

  return (
    <fieldset aria-describedby={`${id}-status`}>
      <legend className="text-sm font-medium text-slate-800">
        {i18n._('Photos to include (up to {max})', { max: MAX_PROPOSAL_PHOTOS })}
      </legend>
      <p id={`${id}-status`} aria-live="polite" className="mt-1 text-sm text-slate-600">
        {photos.isPending
          ? i18n._('Loading the project’s photos…')
          : photos.isError
            ? i18n._(
                'Could not load the project’s photos ({message}). The proposal can be sent without them.',
                { message: photos.error.message },
              )
            : list.length === 0
              ? i18n._(
                  'This project has no photos yet. Add them on the project’s page to show them in a proposal.',
                )
              : full
                ? i18n._(
                    '{count} of {max} chosen: that is the most a proposal shows. Uncheck one to choose another.',
                    { count: chosen.length, max: MAX_PROPOSAL_PHOTOS },
                  )
                : i18n._('{count} of {max} chosen. Optional.', {
                    count: chosen.length,
                    max: MAX_PROPOSAL_PHOTOS,
                  })}
      </p>
      {error && (
        <p role="alert" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {list.length > 0 && (
        <ul className="mt-2 grid max-h-60 grid-cols-2 gap-2 overflow-y-auto rounded-md border border-slate-200 p-2 sm:max-h-72 sm:grid-cols-3">
          {list.map((photo, i) => {
            const checked = chosen.includes(photo.id);
            const disabled = !checked && full;
            return (
              <li key={photo.id}>
                <label
                  className={`flex h-full flex-col gap-1 rounded-md border p-1.5 text-sm ${
                    checked
                      ? 'border-brand-700 bg-brand-50'
                      : disabled
                        ? 'border-slate-200 text-slate-500'
                        : 'cursor-pointer border-slate-200 hover:border-slate-400'
                  }`}
                >
                  <img
                    src={photo.thumbUrl}
                    alt=""
                    width={photo.width}
                    height={photo.height}
                    loading="lazy"
                    decoding="async"
                    className={`aspect-[4/3] w-full rounded bg-slate-100 object-cover ${disabled ? 'opacity-50' : ''}`}
                  />
                  <span className="flex items-start gap-2">
                    <input
                      type="checkbox"
                      className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700"
                      checked={checked}
                      disabled={disabled}
                      onChange={(e) => toggle(photo.id, e.target.checked)}
                    />
                    <span className="line-clamp-2 break-words">{photoChoiceText(photo, i)}</span>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}

import type { Photo } from '../../../domain/photo/photo';
import { thumbSize } from './photo-text';

/**
 * A thumbnail that opens the viewer. Loaded lazily (a project may have hundreds); its size is
 * set before it loads, so the grid does not jump as thumbnails arrive.
 */
export function PhotoThumb({
  photo,
  name,
  onOpen,
  buttonRef,
}: {
  photo: Photo;
  /** The button's accessible name: the caption, or where the photo stands. */
  name: string;
  onOpen: () => void;
  buttonRef: (button: HTMLButtonElement | null) => void;
}) {
  const { width, height } = thumbSize(photo);
  return (
    <li>
      <button
        ref={buttonRef}
        type="button"
        aria-label={name}
        onClick={onOpen}
        className="block aspect-square w-full overflow-hidden rounded-md bg-slate-200 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <img
          src={photo.thumbUrl}
          alt=""
          width={width}
          height={height}
          loading="lazy"
          decoding="async"
          className="h-full w-full object-cover transition-transform hover:scale-105"
        />
      </button>
    </li>
  );
}

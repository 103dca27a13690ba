import type { KeyboardEvent } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import type { Photo } from '../../../domain/photo/photo';
import { useLingui } from './i18n';
import { PhotoDetails } from './photo-details';
import { ViewerImage } from './viewer-image';

/** Keys typed into these are text, not the viewer's Previous and Next. */
const TYPING = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/**
 * The full-screen viewer: one photo with its caption, tag, dates and who added it; Previous and
 * Next (buttons, arrow keys, swipes), "3 of 12"; editing, and deleting for the office. On the
 * native modal <dialog>: the browser keeps the focus inside and Escape closes it. Whoever opens
 * it puts the focus back where it belongs when it closes.
 */
export function PhotoViewer({
  photos,
  index,
  canDelete,
  onIndex,
  onClose,
  onDeleted,
}: {
  photos: readonly Photo[];
  index: number;
  canDelete: boolean;
  onIndex: (index: number) => void;
  onClose: () => void;
  /** Just before the photo leaves the list: the opener decides what shows next. */
  onDeleted: (photo: Photo) => void;
}) {
  const { i18n } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const [notice, setNotice] = useState('');
  const [deletions, setDeletions] = useState(0);
  const photo = photos[index];

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  // After a delete, once the confirmation has closed (which puts the focus back on the button
  // that opened it): the heading of the photo now shown, so the keyboard carries on from there.
  useEffect(() => {
    if (deletions > 0) heading.current?.focus();
  }, [deletions]);

  // The neighbours' images load while this one is looked at, so a swipe shows the next at once.
  useEffect(() => {
    for (const near of [photos[index - 1], photos[index + 1]]) {
      if (near) new Image().src = near.imageUrl;
    }
  }, [photos, index]);

  if (!photo) return null;

  const step = (by: -1 | 1) => {
    const next = index + by;
    if (next < 0 || next >= photos.length) return;
    setNotice('');
    onIndex(next);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => {
    const target = e.target as HTMLElement;
    // Not from the delete confirmation on top, nor from a caption being typed.
    if (target.closest('dialog') !== ref.current || TYPING.has(target.tagName)) return;
    if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
      e.preventDefault();
      step(e.key === 'ArrowLeft' ? -1 : 1);
    }
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-modal="true"
      onKeyDown={onKeyDown}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      // Chromium may close a dialog on a repeated Escape without asking (its guard against
      // pages that refuse to close): the page then follows. A close that the dialog has since
      // come back from (React's development double mount) is not one.
      onClose={() => {
        if (!ref.current?.open) onClose();
      }}
      className="m-0 h-full max-h-none w-full max-w-none overflow-y-auto overscroll-contain bg-slate-950 p-0 text-white backdrop:bg-slate-950 lg:overflow-hidden"
    >
      <div className="flex min-h-full flex-col lg:h-full lg:flex-row">
        <div className="flex flex-col lg:min-h-0 lg:flex-1">
          <div className="flex items-center justify-between gap-2 px-3 py-2">
            <h2 id={titleId} ref={heading} tabIndex={-1} className="text-lg font-semibold">
              {i18n._('Photo {number} of {count}', { number: index + 1, count: photos.length })}
            </h2>
            <button
              type="button"
              onClick={onClose}
              className="min-h-11 rounded-md px-4 py-2 text-sm font-semibold text-white ring-1 ring-white/50 hover:bg-white/10"
            >
              {i18n._('Close')}
            </button>
          </div>
          <ViewerImage
            photo={photo}
            hasPrevious={index > 0}
            hasNext={index < photos.length - 1}
            onStep={step}
          />
          {photo.caption.trim() && (
            <p className="whitespace-pre-line break-words px-4 py-3 text-slate-100">
              {photo.caption}
            </p>
          )}
        </div>
        <div className="bg-white p-4 text-slate-900 lg:w-96 lg:overflow-y-auto">
          <p role="status" className="sr-only">
            {notice}
          </p>
          <PhotoDetails
            photo={photo}
            canDelete={canDelete}
            onDeleted={(p) => {
              setNotice(i18n._('Photo deleted.'));
              setDeletions((n) => n + 1);
              onDeleted(p);
            }}
          />
        </div>
      </div>
    </dialog>
  );
}

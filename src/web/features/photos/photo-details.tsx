import type { ReactNode } from 'react';
import { useRef, useState } from 'react';
import { formatLatLng, formatLocalDate } from '../../../domain/format/format';
import type { Photo } from '../../../domain/photo/photo';
import { PHOTO_TAG_LABELS } from '../../../domain/photo/photo';
import { DeletePhotoDialog } from './delete-photo-dialog';
import { PhotoEditForm } from './photo-edit-form';
import { formatTakenAt } from './photo-text';

/** Quieter than the solid red of the confirmation, which is where the deleting happens. */
const DELETE_BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-md border border-red-300 bg-white px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-50';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="text-slate-600">{label}</dt>
      <dd className="min-w-0 break-words font-medium">{children}</dd>
    </div>
  );
}

/** The viewer's side panel: what is known about the photo, its edit form, and Delete. */
export function PhotoDetails({
  photo,
  canDelete,
  onDeleted,
}: {
  photo: Photo;
  canDelete: boolean;
  onDeleted: (photo: Photo) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);
  return (
    <div className="space-y-5">
      <dl className="space-y-1 text-sm">
        <Fact label="Tag">{PHOTO_TAG_LABELS[photo.tag]}</Fact>
        <Fact label="Taken">{photo.takenAt ? formatTakenAt(photo.takenAt) : 'Not recorded'}</Fact>
        <Fact label="Uploaded by">
          {photo.uploadedByName ?? 'A former team member'} on {formatLocalDate(photo.createdAt)}
        </Fact>
        {photo.latitude !== null && photo.longitude !== null && (
          <Fact label="Location">{formatLatLng(photo.latitude, photo.longitude)}</Fact>
        )}
      </dl>
      <PhotoEditForm key={photo.id} photo={photo} />
      {canDelete && (
        <div className="border-t border-slate-200 pt-4">
          <button
            ref={deleteButton}
            type="button"
            className={DELETE_BUTTON}
            onClick={() => setConfirming(true)}
          >
            Delete photo
          </button>
        </div>
      )}
      {confirming && (
        <DeletePhotoDialog
          photo={photo}
          onClose={() => {
            setConfirming(false);
            requestAnimationFrame(() => deleteButton.current?.focus());
          }}
          onDeleted={() => {
            setConfirming(false);
            onDeleted(photo);
          }}
        />
      )}
    </div>
  );
}

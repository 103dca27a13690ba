import type { ReactNode } from 'react';
import { useRef, useState } from 'react';
import { formatLatLng, formatLocalDate } from '../../../domain/format/format';
import type { Photo } from '../../../domain/photo/photo';
import { currentLanguage } from '../../lib/i18n/catalogs';
import { DeletePhotoDialog } from './delete-photo-dialog';
import { PhotoEditForm } from './photo-edit-form';
import { useLingui } from './i18n';
import { photoTagLabel } from '../../lib/domain-labels';
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
  const { i18n } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);
  return (
    <div className="space-y-5">
      <dl className="space-y-1 text-sm">
        <Fact label={i18n._('Tag')}>{photoTagLabel(photo.tag)}</Fact>
        <Fact label={i18n._('Taken')}>
          {photo.takenAt ? formatTakenAt(photo.takenAt) : i18n._('Not recorded')}
        </Fact>
        <Fact label={i18n._('Uploaded by')}>
          {i18n._('{name} on {date}', {
            name: photo.uploadedByName ?? i18n._('A former team member'),
            date: formatLocalDate(photo.createdAt, currentLanguage()),
          })}
        </Fact>
        {photo.latitude !== null && photo.longitude !== null && (
          <Fact label={i18n._('Location')}>{formatLatLng(photo.latitude, photo.longitude)}</Fact>
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
            {i18n._('Delete photo')}
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

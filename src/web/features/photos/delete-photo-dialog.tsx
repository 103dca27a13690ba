import type { Photo } from '../../../domain/photo/photo';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { useDeletePhoto } from './api';

/** Asks before deleting a photo (owner and estimator only; the server checks the same). */
export function DeletePhotoDialog({
  photo,
  onClose,
  onDeleted,
}: {
  photo: Photo;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const remove = useDeletePhoto(photo, onDeleted);
  return (
    <ConfirmDialog
      title="Delete this photo?"
      action="Delete photo"
      busyAction="Deleting…"
      busy={remove.isPending}
      error={remove.error}
      onConfirm={() => remove.mutate()}
      onClose={onClose}
    >
      The photo and its thumbnail will be deleted from this project. This cannot be undone.
      Proposals already sent keep their own copy.
    </ConfirmDialog>
  );
}

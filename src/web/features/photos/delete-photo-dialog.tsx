import type { Photo } from '../../../domain/photo/photo';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { useDeletePhoto } from './api';
import { useLingui } from './i18n';

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
  const { i18n } = useLingui();
  const remove = useDeletePhoto(photo, onDeleted);
  return (
    <ConfirmDialog
      title={i18n._('Delete this photo?')}
      action={i18n._('Delete photo')}
      busyAction={i18n._('Deleting…')}
      busy={remove.isPending}
      error={remove.error}
      onConfirm={() => remove.mutate()}
      onClose={onClose}
    >
      {i18n._(
        'The photo and its thumbnail will be deleted from this project. This cannot be undone. Proposals already sent keep their own copy.',
      )}
    </ConfirmDialog>
  );
}

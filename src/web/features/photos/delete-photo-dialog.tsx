import type { Photo } from '../../../domain/photo';
import { buttonStyles } from '../../components/ui/button-styles';
import { Dialog } from '../../components/ui/dialog';
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
    <Dialog title="Delete this photo?" onClose={onClose}>
      <p className="text-slate-700">
        The photo and its thumbnail will be deleted from this project. This cannot be undone.
        Proposals already sent keep their own copy.
      </p>
      {remove.isError && (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {remove.error.message}
        </p>
      )}
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <button type="button" className={buttonStyles.secondary} onClick={onClose}>
          Cancel
        </button>
        <button
          type="button"
          className={buttonStyles.danger}
          disabled={remove.isPending}
          onClick={() => remove.mutate()}
        >
          {remove.isPending ? 'Deleting…' : 'Delete photo'}
        </button>
      </div>
    </Dialog>
  );
}

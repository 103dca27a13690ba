import type { FormEvent } from 'react';
import { useState } from 'react';
import type { Photo, PhotoTag } from '../../../domain/photo/photo';
import { MAX_PHOTO_CAPTION, PHOTO_TAGS } from '../../../domain/photo/photo';
import { buttonStyles } from '../../components/ui/button-styles';
import { Callout } from '../../components/ui/callout';
import { SelectField, TextAreaField } from '../../components/ui/field';
import { ConflictError } from '../../lib/api-client';
import { useUpdatePhoto } from './api';
import { useLingui } from './i18n';
import { photoTagLabel } from '../../lib/domain-labels';

/**
 * The caption and tag of the photo on view. What was typed stays in the form whatever the
 * answer: on a conflict (someone saved first) their values are shown beside it, and saving
 * again puts the typed ones over theirs.
 */
export function PhotoEditForm({ photo }: { photo: Photo }) {
  const { i18n } = useLingui();
  const [caption, setCaption] = useState(photo.caption);
  const [tag, setTag] = useState<PhotoTag>(photo.tag);
  const [saved, setSaved] = useState(false);
  const update = useUpdatePhoto(photo);
  const error = update.error && !(update.error instanceof ConflictError) ? update.error : null;
  const fieldErrors = error?.fieldErrors() ?? {};
  const conflict: Photo | null = update.conflict;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    update.mutate(
      { caption: caption.trim(), tag, version: photo.version },
      { onSuccess: () => setSaved(true) },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label={i18n._('Edit this photo')}>
      <TextAreaField
        label={i18n._('Caption')}
        rows={3}
        maxLength={MAX_PHOTO_CAPTION}
        value={caption}
        hint={i18n._('Up to {max} characters ({used} used).', {
          max: MAX_PHOTO_CAPTION,
          used: caption.length,
        })}
        error={fieldErrors.caption}
        onChange={(e) => {
          setCaption(e.target.value);
          setSaved(false);
        }}
      />
      <SelectField
        label={i18n._('Tag')}
        value={tag}
        error={fieldErrors.tag}
        onChange={(e) => {
          setTag(e.target.value as PhotoTag);
          setSaved(false);
        }}
      >
        {PHOTO_TAGS.map((t) => (
          <option key={t} value={t}>
            {photoTagLabel(t)}
          </option>
        ))}
      </SelectField>
      {conflict && (
        <Callout tone="warning" role="alert">
          <p className="font-semibold">
            {i18n._('Someone else changed this photo while you were editing.')}
          </p>
          <p className="mt-1">
            {conflict.caption
              ? i18n._(
                  'It now has the tag {tag} and the caption “{caption}”. Yours are kept in the form: save again to replace theirs.',
                  { tag: photoTagLabel(conflict.tag), caption: conflict.caption },
                )
              : i18n._(
                  'It now has the tag {tag} and no caption. Yours are kept in the form: save again to replace theirs.',
                  { tag: photoTagLabel(conflict.tag) },
                )}
          </p>
        </Callout>
      )}
      {error && !error.fieldErrors().caption && !error.fieldErrors().tag && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error.message}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonStyles.primary} disabled={update.isPending}>
          {update.isPending ? i18n._('Saving…') : i18n._('Save')}
        </button>
        <p role="status" className="text-sm font-medium text-green-800">
          {saved && !update.isPending ? i18n._('Saved.') : ''}
        </p>
      </div>
    </form>
  );
}

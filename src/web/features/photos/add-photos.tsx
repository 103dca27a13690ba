import { useRef, useState } from 'react';
import type { PhotoTag } from '../../../domain/photo/photo';
import { PHOTO_TAGS } from '../../../domain/photo/photo';
import { buttonStyles } from '../../components/ui/button-styles';
import { SelectField } from '../../components/ui/field';
import { useLingui } from './i18n';
import { photoTagLabel } from '../../lib/domain-labels';
import { uploadQueue } from './upload-queue';

/** A phone or tablet: there a file input with `capture` opens the camera straight away. */
const touchScreen = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;

/**
 * "Add photos": the tag for the batch, then the file picker (several at once; on a phone it
 * offers the camera too) and, on a touch screen, "Take photo" straight to the rear camera.
 * Every file picked goes into the upload list at once.
 */
export function AddPhotos({ projectId }: { projectId: string }) {
  const { i18n } = useLingui();
  const [tag, setTag] = useState<PhotoTag>('other');
  const [camera] = useState(touchScreen);
  const picker = useRef<HTMLInputElement>(null);
  const capture = useRef<HTMLInputElement>(null);

  const picked = (input: HTMLInputElement) => {
    const files = Array.from(input.files ?? []);
    // Emptied, so picking the same file again (after removing it) still reports a change.
    input.value = '';
    if (files.length > 0) uploadQueue.add(projectId, files, tag);
  };

  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="w-full sm:w-56">
        <SelectField
          label={i18n._('Tag for these photos')}
          value={tag}
          onChange={(e) => setTag(e.target.value as PhotoTag)}
        >
          {PHOTO_TAGS.map((t) => (
            <option key={t} value={t}>
              {photoTagLabel(t)}
            </option>
          ))}
        </SelectField>
      </div>
      <button
        type="button"
        className={buttonStyles.primary}
        onClick={() => picker.current?.click()}
      >
        {i18n._('Add photos')}
      </button>
      {camera && (
        <button
          type="button"
          className={buttonStyles.secondary}
          onClick={() => capture.current?.click()}
        >
          {i18n._('Take photo')}
        </button>
      )}
      <input
        ref={picker}
        type="file"
        accept="image/*"
        multiple
        hidden
        aria-label={i18n._('Add photos')}
        onChange={(e) => picked(e.currentTarget)}
      />
      {camera && (
        <input
          ref={capture}
          type="file"
          accept="image/*"
          capture="environment"
          hidden
          aria-label={i18n._('Take photo')}
          onChange={(e) => picked(e.currentTarget)}
        />
      )}
    </div>
  );
}

import { useId } from 'react';
import { buttonStyles } from '../../components/ui/button-styles';
import { useLingui } from './i18n';
import { photoTagLabel } from '../../lib/domain-labels';
import { uploadStatusText } from './photo-text';
import type { UploadItem } from './upload-queue';
import { uploadQueue } from './upload-queue';

const small = 'min-h-11 px-3 py-1.5';

/** One picked photo on its way: what it is, how far it got, and what can be done about it. */
export function UploadRow({ item }: { item: UploadItem }) {
  const { i18n } = useLingui();
  const nameId = useId();
  const failed = item.status === 'failed';
  const removable = failed || item.status === 'waiting';
  const status = uploadStatusText(item.status, item.percent, item.error);
  return (
    <li aria-labelledby={nameId} className="flex flex-wrap items-start gap-x-3 gap-y-2 px-3 py-3">
      <div className="h-12 w-12 shrink-0 overflow-hidden rounded bg-slate-200">
        {item.previewUrl && (
          <img
            src={item.previewUrl}
            alt=""
            width={48}
            height={48}
            className="h-12 w-12 object-cover"
          />
        )}
      </div>
      <div className="min-w-0 flex-1">
        <p id={nameId} className="truncate font-medium text-slate-900" title={item.name}>
          {item.name}
        </p>
        <p className="text-sm text-slate-600">
          {photoTagLabel(item.tag)} ·{' '}
          <span className={failed ? 'font-medium text-red-700' : undefined}>{status}</span>
        </p>
        {!failed && (
          <progress
            max={100}
            value={item.status === 'added' ? 100 : item.percent}
            aria-label={i18n._('Upload of {name}', { name: item.name })}
            aria-valuetext={status}
            className="mt-1 h-2 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-brand-700 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-700"
          />
        )}
      </div>
      {/* Under the name on a phone, beside it on a wider screen. */}
      {removable && (
        <div className="flex basis-full flex-wrap justify-end gap-1 sm:basis-auto">
          {failed && (
            <button
              type="button"
              className={`${buttonStyles.secondary} ${small}`}
              aria-label={i18n._('Retry {name}', { name: item.name })}
              onClick={() => uploadQueue.retry(item.key)}
            >
              {i18n._('Retry')}
            </button>
          )}
          <button
            type="button"
            className={`${buttonStyles.ghost} ${small}`}
            aria-label={i18n._('Remove {name}', { name: item.name })}
            onClick={() => uploadQueue.remove(item.key)}
          >
            {i18n._('Remove')}
          </button>
        </div>
      )}
    </li>
  );
}

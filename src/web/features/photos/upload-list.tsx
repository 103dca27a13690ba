import { counted } from '../../lib/i18n/counted';
import { buttonStyles } from '../../components/ui/button-styles';
import { i18n, useLingui } from './i18n';
import type { UploadItem } from './upload-queue';
import { isPending, uploadQueue } from './upload-queue';
import { UploadRow } from './upload-row';

/** "2 of 3 photos added, 1 failed": the list at a glance, read out as it changes. */
function summary(items: readonly UploadItem[]): string {
  const added = items.filter((i) => i.status === 'added').length;
  const failed = items.filter((i) => i.status === 'failed').length;
  const pending = items.filter(isPending).length;
  const parts = [
    i18n._('{added} of {count, select, one {{n} photo} other {{n} photos}} added', {
      added,
      ...counted(items.length),
    }),
  ];
  if (failed) parts.push(i18n._('{failed} failed', { failed }));
  if (pending) parts.push(i18n._('{pending} on the way', { pending }));
  return parts.join(', ');
}

/** The photos picked on this page and how each is getting on. */
export function UploadList({
  projectId,
  items,
}: {
  projectId: string;
  items: readonly UploadItem[];
}) {
  const { i18n } = useLingui();
  if (items.length === 0) return null;
  const anyAdded = items.some((i) => i.status === 'added');
  return (
    <div className="mt-4">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{i18n._('Uploads')}</h3>
        {anyAdded && (
          <button
            type="button"
            className={`${buttonStyles.ghost} min-h-11 px-3 py-1.5`}
            onClick={() => uploadQueue.clearAdded(projectId)}
          >
            {i18n._('Clear added')}
          </button>
        )}
      </div>
      <p role="status" className="mb-2 text-sm text-slate-700">
        {summary(items)}
      </p>
      <ul
        aria-label={i18n._('Uploads')}
        className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white"
      >
        {items.map((item) => (
          <UploadRow key={item.key} item={item} />
        ))}
      </ul>
    </div>
  );
}

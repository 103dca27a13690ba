import { counted } from '../../lib/i18n/counted';
import { Link } from 'react-router';
import { useLingui } from '../../i18n';
import type { KeptWrite } from '../../lib/offline/kept-writes';
import { useOutboxState } from '../../lib/offline/outbox-state';
import { writeKindOf } from '../../lib/offline/write-kinds';

const outbox = () => import('../../lib/offline/outbox');

function WriteRow({ write }: { write: KeptWrite }) {
  const { i18n } = useLingui();
  // Deleted on the server meanwhile: there is nothing left to open or to send it to.
  const gone = write.state === 'refused' && write.problem?.status === 404;
  // The write's kind (declared by its feature, loaded with the outbox that listed it) says where
  // the user sees its record, and whether its conflict is resolved there.
  const kind = writeKindOf(write.kind);
  const link = gone ? null : (kind?.link?.(write.recordId) ?? null);
  const conflictHere = write.state === 'conflict' && kind?.resolvedOnScreen === true;
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 border-t border-sky-200 py-2">
      <span className="min-w-0 flex-1 break-words">
        {write.label}
        {write.state === 'conflict' && (
          <span className="block font-medium text-amber-900">
            {i18n._('Someone else changed it first: not sent.')}
          </span>
        )}
        {write.state === 'refused' && (
          <span className="block font-medium text-red-800">
            {gone
              ? i18n._('Not sent: someone else deleted it meanwhile.')
              : i18n._('Not accepted: {reason}', {
                  reason:
                    write.problem?.detail ??
                    write.problem?.title ??
                    i18n._('refused by the server'),
                })}
          </span>
        )}
      </span>
      {link && (
        <Link to={link} className="inline-flex min-h-11 items-center font-semibold underline">
          {conflictHere ? i18n._('Compare and choose') : i18n._('Open')}
        </Link>
      )}
      {write.state === 'conflict' && !conflictHere && (
        <button
          type="button"
          className="min-h-11 rounded border border-sky-700 px-3 font-medium"
          onClick={() => void outbox().then((o) => o.keepMine(write))}
        >
          {i18n._('Save mine over theirs')}
        </button>
      )}
      {write.state !== 'waiting' && !conflictHere && (
        <button
          type="button"
          className="min-h-11 rounded border border-sky-700 px-3 font-medium"
          onClick={() => void outbox().then((o) => o.discardWrite(write))}
        >
          {i18n._('Discard mine')}
        </button>
      )}
    </li>
  );
}

/**
 * Changes made with no signal, kept on this device until the server has them: how many are
 * waiting, and the ones that need the user (a newer version on the server, a refusal).
 */
export function SyncStatus() {
  const { i18n } = useLingui();
  const { writes, syncing } = useOutboxState();
  if (writes.length === 0) return null;
  const waiting = writes.filter((w) => w.state === 'waiting').length;
  const stuck = writes.length - waiting;
  const summary = [
    waiting > 0 &&
      (syncing
        ? i18n._('Syncing ({waiting})…', { waiting })
        : i18n._('Waiting to sync ({waiting})', { waiting })),
    stuck > 0 &&
      i18n._(
        '{count, select, one {{n} needs your choice} other {{n} need your choice}}',
        counted(stuck),
      ),
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <details className="group bg-sky-50 px-4 text-sm text-sky-950" open={stuck > 0}>
      <summary className="mx-auto flex min-h-11 max-w-6xl cursor-pointer list-none items-center justify-between gap-3 font-medium">
        <span role="status">{summary}</span>
        <span className="underline group-open:hidden">{i18n._('Show changes')}</span>
        <span className="hidden underline group-open:inline">{i18n._('Hide')}</span>
      </summary>
      <ul className="mx-auto max-w-6xl pb-2" aria-label={i18n._('Changes kept on this device')}>
        {writes.map((w) => (
          <WriteRow key={w.seq} write={w} />
        ))}
      </ul>
    </details>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ChecklistItem, MyJob } from '../../../domain/schedule/crew-day';
import { directionsUrl, telUrl } from '../../../domain/schedule/crew-day';
import { addDaysIso, localIsoDate } from '../../../domain/format/dates';
import { formatIsoDate } from '../../../domain/format/format';
import { LOCALE_OF } from '../../../domain/language/language';
import { buttonStyles } from '../../components/ui/button-styles';
import { Callout } from '../../components/ui/callout';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { currentLanguage } from '../../lib/i18n/catalogs';
import { myJobsKeys } from './api';
import { Trans } from '@lingui/react';
import { kindLabel } from '../../lib/event-kind-label';
import { i18n, useLingui } from './i18n';
import { WorkOrderView } from './work-order';

/** "7:05 AM" on this phone's clock: when the crew pressed the button. */
const timeOf = (instant: string) =>
  new Date(instant).toLocaleTimeString(LOCALE_OF[currentLanguage()], {
    hour: 'numeric',
    minute: '2-digit',
  });

/**
 * A checklist item in the reader's language when it is one of the items every company starts
 * with (the domain's DEFAULT_JOB_CHECKLIST); an item the owner wrote is shown as written.
 */
function checklistItemText(label: string): string {
  const items: Record<string, string> = {
    'Tear-off': i18n._('Tear-off'),
    'Deck inspected': i18n._('Deck inspected'),
    Underlayment: i18n._('Underlayment'),
    'Drip edge': i18n._('Drip edge'),
    Shingles: i18n._('Shingles'),
    Flashing: i18n._('Flashing'),
    'Ridge vent': i18n._('Ridge vent'),
    Cleanup: i18n._('Cleanup'),
    'Magnet sweep for nails': i18n._('Magnet sweep for nails'),
    'Photos taken': i18n._('Photos taken'),
  };
  return items[label] ?? label;
}

/** The event's days or hours as the crew reads them, in the company's zone. */
function whenOf(job: MyJob, timeZone: string): string {
  const language = currentLanguage();
  const day = (isoDate: string) => formatIsoDate(isoDate, language);
  if (job.startsAt) {
    const f = (s: string) =>
      new Date(s).toLocaleTimeString(LOCALE_OF[language], {
        hour: 'numeric',
        minute: '2-digit',
        timeZone,
      });
    return `${day(job.firstDay)}, ${f(job.startsAt)}${job.endsAt ? `–${f(job.endsAt)}` : ''}`;
  }
  return job.firstDay === job.lastDay
    ? day(job.firstDay)
    : i18n._('{first} to {last}', { first: day(job.firstDay), last: day(job.lastDay) });
}

/** "Today" or "Tomorrow" for a job on the phone's today or tomorrow: what a crew looks for first. */
function dayWord(job: MyJob): string | null {
  const today = localIsoDate();
  if (job.firstDay <= today && job.lastDay >= today) return i18n._('Today');
  if (job.firstDay === addDaysIso(today, 1)) return i18n._('Tomorrow');
  return null;
}

function useSave() {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (write: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await write();
    } catch (e) {
      setError(e instanceof Error ? e.message : i18n._('Could not save. Try again.'));
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: myJobsKeys.all });
    }
  };
  return { run, error, busy };
}

const writes = () => import('./offline-writes');

function Checklist({ job }: { job: MyJob }) {
  const { i18n } = useLingui();
  const save = useSave();
  // A tick shows at once, before the answer (or the device's outbox) has it: on a roof with one
  // bar of signal the box would otherwise spring back until the round trip ends.
  const [ticking, setTicking] = useState<ReadonlyMap<string, boolean>>(new Map());
  const isDone = (item: ChecklistItem) => ticking.get(item.id) ?? item.doneAt !== null;
  const done = job.checklist.filter(isDone).length;
  const toggle = async (item: ChecklistItem, checked: boolean) => {
    setTicking((m) => new Map(m).set(item.id, checked));
    await save.run(async () => (await writes()).tickItem(job.eventId, item, checked));
    setTicking((m) => {
      const next = new Map(m);
      if (next.get(item.id) === checked) next.delete(item.id);
      return next;
    });
  };
  return (
    <fieldset>
      <legend className="font-semibold">
        {i18n._('Checklist ({done} of {total})', { done, total: job.checklist.length })}
      </legend>
      <ul className="mt-1 divide-y divide-slate-200 rounded border border-slate-200">
        {job.checklist.map((item) => (
          <li key={item.id}>
            <label className="flex min-h-11 cursor-pointer items-center gap-3 px-3 py-2">
              <input
                type="checkbox"
                className="h-5 w-5"
                checked={isDone(item)}
                onChange={(e) => void toggle(item, e.target.checked)}
              />
              <span className={isDone(item) ? 'text-slate-600 line-through' : ''}>
                {checklistItemText(item.label)}
              </span>
            </label>
          </li>
        ))}
      </ul>
      {save.error && (
        <Callout tone="error" role="alert" className="mt-2">
          {save.error}
        </Callout>
      )}
    </fieldset>
  );
}

function StartFinish({ job }: { job: MyJob }) {
  const { i18n } = useLingui();
  const save = useSave();
  const [confirming, setConfirming] = useState(false);
  const press = (step: 'start' | 'finish') =>
    save.run(async () => (await writes()).recordJobStep(job.eventId, step, job.project.name));
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        {job.startedAt ? (
          <p className="min-h-11 py-2 font-semibold text-green-800">
            {i18n._('Started at {time}', { time: timeOf(job.startedAt) })}
          </p>
        ) : (
          <button
            type="button"
            className={buttonStyles.primary}
            disabled={save.busy}
            onClick={() => void press('start')}
          >
            {i18n._('Job started')}
          </button>
        )}
        {job.finishedAt ? (
          <p className="min-h-11 py-2 font-semibold text-green-800">
            {i18n._('Finished at {time}', { time: timeOf(job.finishedAt) })}
          </p>
        ) : (
          <button
            type="button"
            className={job.startedAt ? buttonStyles.primary : buttonStyles.secondary}
            disabled={save.busy}
            onClick={() => setConfirming(true)}
          >
            {i18n._('Job finished')}
          </button>
        )}
      </div>
      {confirming && (
        // A tap by mistake would tell the office the job is done: asked once, as only the
        // office can move the project back.
        <ConfirmDialog
          title={i18n._('Is the job finished?')}
          action={i18n._('Yes, job finished')}
          busyAction={i18n._('Saving…')}
          busy={save.busy}
          error={null}
          onConfirm={() => {
            setConfirming(false);
            void press('finish');
          }}
          onClose={() => setConfirming(false)}
        >
          {i18n._('{name} shows as Completed for the office. Only the office can move it back.', {
            name: job.project.name,
          })}
        </ConfirmDialog>
      )}
      {save.error && (
        <Callout tone="error" role="alert">
          {save.error}
        </Callout>
      )}
    </div>
  );
}

/** One job on My jobs: where, who, what, and the buttons the crew presses on the day. */
export function JobCard({ job, timeZone }: { job: MyJob; timeZone: string }) {
  const { i18n } = useLingui();
  const tel = telUrl(job.project.customerPhone);
  const headingId = `job-${job.eventId}`;
  return (
    <article
      aria-labelledby={headingId}
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      style={job.crew ? { borderLeft: `6px solid ${job.crew.color}` } : undefined}
    >
      <header>
        {dayWord(job) && (
          <p className="mb-1 inline-block rounded bg-slate-900 px-2 py-0.5 text-sm font-bold text-white">
            {dayWord(job)}
          </p>
        )}
        <p className="text-sm font-medium text-slate-600">
          {kindLabel(job.kind)} · {whenOf(job, timeZone)}
          {job.crew ? ` · ${job.crew.name}` : ''}
        </p>
        <h2 id={headingId} className="text-lg font-bold">
          {job.project.name}
        </h2>
        {job.title && <p className="text-slate-700">{job.title}</p>}
      </header>
      <div className="space-y-2">
        {job.project.address && (
          <a
            href={directionsUrl(job.project.address)}
            target="_blank"
            rel="noreferrer"
            className="block font-medium text-brand-700 underline"
          >
            {job.project.address}
            <span className="sr-only"> {i18n._('(directions in your maps app)')}</span>
          </a>
        )}
        {job.project.customerName && <p>{job.project.customerName}</p>}
        {tel && (
          <a href={tel} className={buttonStyles.secondary}>
            {i18n._('Call {phone}', { phone: job.project.customerPhone })}
          </a>
        )}
        {job.project.deliveryDate && (
          <p className="text-sm">
            <Trans
              id="Material delivery: <0>{date}</0>"
              values={{ date: formatIsoDate(job.project.deliveryDate, currentLanguage()) }}
              components={{ 0: <strong /> }}
            />
          </p>
        )}
        {job.notes && (
          <p className="whitespace-pre-line rounded bg-amber-50 p-2 text-sm text-slate-800">
            {job.notes}
          </p>
        )}
      </div>
      <StartFinish job={job} />
      {job.kind === 'production' && job.checklist.length > 0 && <Checklist job={job} />}
      <details className="rounded border border-slate-200 p-3">
        <summary className="min-h-11 cursor-pointer py-2 font-semibold">
          {i18n._('Work order')}
        </summary>
        <div className="mt-2">
          <WorkOrderView order={job.workOrder} />
        </div>
      </details>
    </article>
  );
}

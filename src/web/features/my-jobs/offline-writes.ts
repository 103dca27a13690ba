import { apiPath } from '../../../domain/api/api-paths';
import type { ChecklistItem, JobTimes, MyJobs } from '../../../domain/schedule/crew-day';
import type { KeptWrite } from '../../lib/offline/kept-writes';
import { defineWriteKind } from '../../lib/offline/write-kinds';
import { i18n } from './i18n';

// The crew's writes that work with no signal on the roof (lib/offline): a checklist tick and
// Job started / Job finished. Both are safe to send late or twice: a tick says done or not, and
// a start or finish carries the moment it was pressed (the server keeps the first it gets).
// Neither carries a version, so neither meets a conflict.

/**
 * These writes are not versioned, so no 409 carries a record: none is ever accepted as one.
 * Through records.ts like the other kinds' schemas: an `import('zod')` of the whole namespace
 * would keep every part of zod (its 50 locales too) in the file the forms load.
 */
const noRecord = async () => (await import('../../../domain/api/records')).noRecordSchema();

const myJobsLink = () => '/my-jobs';

export const CHECKLIST_TICK = defineWriteKind({
  kind: 'job.checklist-tick',
  record: noRecord,
  link: myJobsLink,
});

export const JOB_PROGRESS = defineWriteKind({
  kind: 'job.progress',
  record: noRecord,
  link: myJobsLink,
});

const outbox = () => import('../../lib/offline/outbox');

/** Ticks or unticks an item, or keeps the tick on this device. */
export async function tickItem(
  eventId: string,
  item: Pick<ChecklistItem, 'id' | 'label'>,
  done: boolean,
): Promise<void> {
  await (
    await outbox()
  ).sendOrKeep<ChecklistItem>(CHECKLIST_TICK, {
    method: 'PUT',
    path: apiPath('eventChecklistItem', { id: eventId, itemId: item.id }),
    body: { done },
    recordId: eventId,
    // The outbox keeps the label as written, in the language of the moment it was kept.
    label: done
      ? i18n._('Ticked “{item}”', { item: item.label })
      : i18n._('Unticked “{item}”', { item: item.label }),
  });
}

/** Presses Job started or Job finished now, or keeps the press (with its time) on this device. */
export async function recordJobStep(
  eventId: string,
  step: 'start' | 'finish',
  jobName: string,
): Promise<void> {
  await (
    await outbox()
  ).sendOrKeep<JobTimes>(JOB_PROGRESS, {
    method: 'POST',
    path: apiPath(step === 'start' ? 'eventStart' : 'eventFinish', { id: eventId }),
    body: { at: new Date().toISOString() },
    recordId: eventId,
    label:
      step === 'start'
        ? i18n._('Job started: “{job}”', { job: jobName })
        : i18n._('Job finished: “{job}”', { job: jobName }),
  });
}

/** My jobs as this device last left them: the server's, with the kept ticks and presses on top. */
export function jobsWithKept(jobs: MyJobs, writes: readonly KeptWrite[]): MyJobs {
  const waiting = writes.filter((w) => w.state === 'waiting');
  if (waiting.length === 0) return jobs;
  return {
    ...jobs,
    items: jobs.items.map((job) => {
      let shown = job;
      for (const w of waiting) {
        if (w.recordId !== job.eventId) continue;
        if (w.kind === CHECKLIST_TICK.kind) {
          const done = w.body.done === true;
          shown = {
            ...shown,
            checklist: shown.checklist.map((i) =>
              w.path.endsWith(`/${encodeURIComponent(i.id)}`)
                ? { ...i, doneAt: done ? w.createdAt : null, doneByName: done ? 'you' : null }
                : i,
            ),
          };
        } else if (w.kind === JOB_PROGRESS.kind) {
          const at = String(w.body.at);
          const finish = w.path.endsWith('/finish');
          shown = {
            ...shown,
            startedAt: shown.startedAt ?? at,
            finishedAt: finish ? (shown.finishedAt ?? at) : shown.finishedAt,
          };
        }
      }
      return shown;
    }),
  };
}

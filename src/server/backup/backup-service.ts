import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import { newId } from '../../domain/common/ids';
import type { BackupRun, BackupStatus } from '../../domain/backup/backups';
import type { BackupRunsRepository } from '../db/backup-runs-repository';
import type { DbOptions } from '../db/connection';
import type { PhotoStorage } from '../photos/storage';
import { problem, ProblemError } from '../problem';
import type { BackupStore } from './backup-store';
import { minuteOf, parseSchedule, warningOf } from './schedule';
import { BackupFailed, makeBackup } from './make-backup';

/** A run still marked running after this long was on a server that stopped mid-way. */
const ABANDONED_MS = 6 * 60 * 60 * 1000;
/** The most runs the owner's list shows. */
export const LIST_LIMIT = 50;

/**
 * Backups the server makes by itself on a schedule, and when the owner asks. Each scheduled time
 * is a slot that every server sharing the database tries to claim in one insert; only the one
 * that gets it makes the backup. After each good backup, only the newest `keep` are kept.
 */
export function backupService(deps: {
  runs: BackupRunsRepository;
  database: DbOptions;
  photos: PhotoStorage;
  store: BackupStore;
  schedule: string | null;
  keep: number;
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  const { runs, store, keep, log } = deps;
  const now = deps.now ?? (() => new Date());
  const times = deps.schedule ? parseSchedule(deps.schedule) : null;
  let job: Cron | null = null;
  /** This server's backup in progress, if any. */
  let current: InProgress | null = null;

  /** Deletes the files and rows of good backups past the newest `keep`, and older failures. */
  async function prune() {
    const all = await runs.list(10_000);
    const good = all.filter((r) => r.status === 'ok');
    const kept = good.slice(0, keep);
    const oldestKept = kept.at(-1)?.startedAt ?? '';
    const gone = all.filter(
      (r) => r.status !== 'running' && !kept.includes(r) && r.startedAt < oldestKept,
    );
    await store.remove(gone.flatMap((r) => (r.fileName ? [r.fileName] : [])));
    await runs.remove(gone.map((r) => r.id));
  }

  async function work(id: string, at: Date) {
    try {
      const made = await makeBackup({
        id,
        at,
        database: deps.database,
        photos: deps.photos,
        store,
      });
      await runs.finish(id, {
        status: 'ok',
        finishedAt: now().toISOString(),
        ...made,
        message: null,
      });
      log.info(
        { backup: made.fileName, bytes: made.sizeBytes, checked: made.checked },
        'backup made',
      );
      await prune();
    } catch (e) {
      const message =
        e instanceof BackupFailed
          ? e.message
          : `The backup could not be written: ${e instanceof Error ? e.message : String(e)}`;
      log.error(e, 'backup failed');
      await runs.finish(id, {
        status: 'failed',
        finishedAt: now().toISOString(),
        fileName: null,
        sizeBytes: null,
        checked: null,
        message,
      });
    }
  }

  /**
   * Starts a backup for the slot unless another server has claimed it. `run` resolves once the
   * run is recorded (null when the slot was taken), `done` when the backup is finished. Set at
   * once, before any await, so two requests at the same moment share one backup.
   */
  function start(trigger: BackupRun['trigger'], slot: string): InProgress {
    const id = newId();
    const at = now();
    let finished: () => void = () => {};
    const done = new Promise<void>((resolve) => {
      finished = resolve;
    });
    const run = (async () => {
      await runs.failAbandoned(
        new Date(at.getTime() - ABANDONED_MS).toISOString(),
        at.toISOString(),
      );
      if (!(await runs.claim({ id, slot, trigger, startedAt: at.toISOString() }))) return null;
      return (await runs.get(id)) ?? null;
    })();
    const progress: InProgress = { run, done };
    current = progress;
    void run
      .then((r) => (r ? work(id, at) : undefined))
      .catch((e: unknown) => log.error(e, 'backup could not start'))
      .finally(() => {
        if (current === progress) current = null;
        finished();
      });
    return progress;
  }

  return {
    /** The scheduled backup of the minute `at` falls in; null when another server has it. */
    runScheduled: (at: Date): Promise<BackupRun | null> =>
      start('schedule', `schedule:${minuteOf(at)}`).run,

    /** "Back up now": the backup in progress on this server if there is one, else a new one. */
    async runNow(): Promise<BackupRun> {
      const running = current && (await current.run);
      if (running) return running;
      const made = await start('manual', `manual:${newId()}`).run;
      if (!made) throw new Error('A new backup slot was already taken');
      return made;
    },

    /** Waits for this server's backup in progress (tests, and closing the app). */
    async settled(): Promise<void> {
      while (current) await current.done;
    },

    async status(): Promise<Omit<BackupStatus, 'canRestore' | 'restoreMaxBytes'>> {
      const backups = await runs.list(LIST_LIMIT);
      const next = times?.nextRun(now()) ?? null;
      return {
        backups,
        schedule: deps.schedule,
        nextAt: next?.toISOString() ?? null,
        keep,
        location: store.location,
        warning: warningOf(backups, times, now()),
      };
    },

    /** A finished backup's zip, or a 404 saying why there is none to download or restore. */
    async keptFile(id: string) {
      const run = await runs.get(id);
      if (!run || run.status !== 'ok' || !run.fileName) {
        throw new ProblemError(problem(404, `No finished backup with id ${id}`));
      }
      const file = await store.open(run.fileName);
      if (!file) {
        throw new ProblemError(
          problem(404, `The file of backup ${id} is no longer where backups are kept`),
        );
      }
      return { fileName: run.fileName, ...file };
    },

    /** Starts the schedule (the real server; tests call runScheduled themselves). */
    startSchedule() {
      if (!deps.schedule || job) return;
      job = new Cron(
        deps.schedule,
        { mode: '5-part', protect: true, catch: (e) => log.error(e, 'backup schedule') },
        async () => {
          await start('schedule', `schedule:${minuteOf(now())}`).done;
        },
      );
    },

    async close() {
      job?.stop();
      job = null;
      while (current) await current.done;
      store.close();
    },
  };
}

interface InProgress {
  run: Promise<BackupRun | null>;
  done: Promise<void>;
}

export type BackupService = ReturnType<typeof backupService>;

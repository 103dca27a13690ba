import type { SessionUser } from '../../domain/account/account';
import type { EventMove } from '../../domain/schedule/rain-delay';
import { rainDelayMoves } from '../../domain/schedule/rain-delay';
import type { RainDelayInput } from '../../domain/schedule/schedule-schemas';
import type { Repositories } from '../db/repositories';
import { problem, ProblemError } from '../problem';

// A rain delay: the moves worked out by the domain (a preview with dryRun), saved in one
// transaction, logged on each project, and undone as one.

type Deps = Pick<Repositories, 'schedule' | 'rainDelays' | 'activity'>;

export interface RainDelayAnswer {
  /** The saved delay (its undo's id); null for a preview. */
  id: string | null;
  date: string;
  moves: EventMove[];
}

/** Only the days of a move's side: the log keeps nothing else of it. */
const dates = (r: { startDate: string; endDate: string }) => ({
  startDate: r.startDate,
  endDate: r.endDate,
});

export async function rainDelay(
  deps: Deps,
  input: RainDelayInput,
  by: SessionUser,
): Promise<RainDelayAnswer> {
  const { workingDays } = await deps.schedule.settings();
  const events = await deps.schedule.productionFrom(input.date, input.crewIds);
  const moves = rainDelayMoves(
    input.date,
    events.map((e) => ({
      id: e.id,
      projectId: e.projectId,
      projectName: e.projectName,
      crewId: e.crewId!,
      startDate: e.startDate!,
      endDate: e.endDate!,
    })),
    workingDays,
  );
  if (input.dryRun || moves.length === 0) return { id: null, date: input.date, moves };
  const saved = await deps.rainDelays.applyRainDelay(
    { date: input.date, crewIds: input.crewIds ?? null, by: by.id },
    moves,
  );
  if (!saved) {
    throw new ProblemError(
      problem(409, 'An event moved while the rain delay was being saved. Preview it again.'),
    );
  }
  for (const m of moves) {
    await deps.activity.record(by, {
      kind: 'schedule.rain-delay',
      detail: {
        t: 'rained-out',
        date: input.date,
        project: m.projectName,
        from: dates(m.from),
        to: dates(m.to),
      },
      projectId: m.projectId,
    });
  }
  return { id: saved.id, date: input.date, moves };
}

/** How many of the latest rain delays the schedule lists, to undo one after its dialog closed. */
export const RECENT_RAIN_DELAYS = 10;

export const recentRainDelays = async (deps: Deps) => ({
  items: await deps.rainDelays.recent(RECENT_RAIN_DELAYS),
});

export async function undoRainDelay(deps: Deps, id: string, by: SessionUser): Promise<void> {
  const r = await deps.rainDelays.undoRainDelay(id, by.id);
  if (r === 'not-found') throw new ProblemError(problem(404, `No rain delay with id ${id}`));
  if (r === 'undone') throw new ProblemError(problem(409, 'This rain delay was already undone.'));
  if (r === 'changed') {
    throw new ProblemError(
      problem(409, 'An event of this rain delay was moved since; move it back by hand.'),
    );
  }
  const delay = (await deps.rainDelays.rainDelay(id))!;
  for (const m of delay.moves) {
    await deps.activity.record(by, {
      kind: 'schedule.rain-delay-undone',
      detail: { t: 'rain-undone', project: m.projectName, back: dates(m.from) },
      projectId: m.projectId,
    });
  }
}

import type { SessionUser } from '../../domain/account/account';
import type { CostCreate, CostPatch, CrewTimeInput } from '../../domain/costing/cost-schemas';
import type { CrewTimeLog, JobCost } from '../../domain/costing/costs';
import type { JobProfit } from '../../domain/costing/profit';
import type { WorkingOption } from '../../domain/estimate/working-option';
import {
  actualCostsOf,
  jobProfit,
  projectedCostsOf,
  revenueOfJob,
} from '../../domain/costing/profit';
import { slopedAreaSqFt } from '../../domain/takeoff/takeoff';
import { suggestFor } from '../../domain/learning/similar-roofs';
import type { Repositories } from '../db/repositories';
import { conflict, problem, ProblemError } from '../problem';
import { existingProject } from './projects';

// The job costing rules the routes share: who may see a job's profit, how revenue is found,
// which crew member may log time on which job, and the learned suggestion.

type Repos = Pick<Repositories, 'costing' | 'estimates' | 'projects' | 'learning'>;

const costNotFound = (id: string) => new ProblemError(problem(404, `No cost with id ${id}`));

/** Profit is the owner's; estimators see it only when the owner allows it in Settings. */
export async function assertMaySeeProfit(repos: Pick<Repos, 'costing'>, user: SessionUser) {
  if (user.role === 'owner') return;
  if (user.role === 'estimator' && (await repos.costing.settings()).estimatorsSeeProfit) return;
  throw new ProblemError(
    problem(403, 'Job profit is shown to the owner. Ask the owner if you need it.'),
  );
}

export async function costsOfProject(repos: Repos, projectId: string): Promise<JobCost[]> {
  await existingProject(repos.projects, projectId);
  return repos.costing.costsOf(projectId);
}

export async function addCost(
  repos: Repos,
  user: SessionUser,
  projectId: string,
  input: CostCreate,
): Promise<JobCost> {
  await existingProject(repos.projects, projectId);
  return repos.costing.createCost(projectId, input, user.id);
}

export async function changeCost(
  repos: Repos,
  user: SessionUser,
  id: string,
  input: CostPatch,
): Promise<JobCost> {
  const { version, ...fields } = input;
  const r = await repos.costing.updateCost(id, fields, version, user.id);
  if (r.kind === 'not-found') throw costNotFound(id);
  if (r.kind === 'conflict') {
    throw conflict('This cost was changed by someone else since you opened it.', r.current);
  }
  return r.cost;
}

export async function removeCost(repos: Repos, id: string): Promise<void> {
  if (!(await repos.costing.removeCost(id))) throw costNotFound(id);
}

export type RevenueSource = 'accepted' | 'estimate' | 'typed';

export interface ProfitAnswer extends JobProfit {
  /** Where the projected revenue (and the actual one, until the job is invoiced) comes from. */
  revenueSource: RevenueSource;
  /** The actual revenue is what the job's invoices bill before tax. */
  invoiced: boolean;
  /** The option the revenue and projection are of, when the estimate has several. */
  optionName: string | null;
}

/**
 * A job's profit: revenue by `revenueOfJob` (the one the reports use too); projected costs from
 * the estimate it is sold on (the accepted option, else the working one), none for a typed
 * estimated cost; actual costs from its cost lines.
 */
export async function profitOfProject(
  repos: Repos,
  user: SessionUser,
  projectId: string,
): Promise<ProfitAnswer> {
  await existingProject(repos.projects, projectId);
  await assertMaySeeProfit(repos, user);
  const [costs, estimateId, invoices, price] = await Promise.all([
    repos.costing.costsOf(projectId),
    repos.costing.estimateIdOf(projectId),
    repos.costing.invoicesOf(projectId),
    repos.costing.priceOf(projectId),
  ]);
  const revenue = revenueOfJob(price, invoices);
  const sold = estimateId ? await repos.estimates.working(estimateId) : undefined;
  return {
    ...jobProfit({
      projected: sold ? projectedCostsOf(sold.working.totals) : { material: 0, labor: 0, other: 0 },
      projectedRevenueCents: revenue.soldCents,
      actual: actualCostsOf(costs),
      actualRevenueCents: revenue.actualCents,
    }),
    revenueSource: revenueSourceOf(sold?.working, price.estimatedCostCents),
    invoiced: invoices.count > 0,
    optionName: sold && sold.working.optionCount > 1 ? sold.working.name : null,
  };
}

/** A cost typed over the estimate's is no longer the estimate's price. */
function revenueSourceOf(
  working: WorkingOption | undefined,
  estimatedCostCents: number,
): RevenueSource {
  if (!working || working.totals.totalCents !== estimatedCostCents) return 'typed';
  return working.basis === 'accepted' ? 'accepted' : 'estimate';
}

/** Crew log time only on the jobs they are scheduled on; the office on any job. */
export async function logCrewTime(
  repos: Repos,
  user: SessionUser,
  projectId: string,
  input: CrewTimeInput,
): Promise<CrewTimeLog> {
  await existingProject(repos.projects, projectId);
  if (user.role === 'crew' && !(await repos.costing.isOnJob(user.id, projectId))) {
    throw new ProblemError(
      problem(403, 'You can log time only on jobs your crew is scheduled on.'),
    );
  }
  return repos.costing.logTime({ projectId, userId: user.id, userName: user.name, ...input });
}

export async function crewTimeOf(repos: Repos, projectId: string): Promise<CrewTimeLog[]> {
  await existingProject(repos.projects, projectId);
  return repos.costing.timeOf(projectId);
}

/** A crew member removes their own entry; the office any. */
export async function removeCrewTime(repos: Repos, user: SessionUser, id: string): Promise<void> {
  const entry = await repos.costing.timeEntry(id);
  if (!entry) throw new ProblemError(problem(404, `No time entry with id ${id}`));
  if (user.role === 'crew' && entry.userId !== user.id) {
    throw new ProblemError(problem(403, 'You can remove only your own time entries.'));
  }
  await repos.costing.removeTime(id);
}

export interface SuggestionAnswer {
  waste: { percent: number; n: number; low: number; high: number; outliers: number } | null;
  laborDays: { days: number; n: number; low: number; high: number; outliers: number } | null;
}

/** The waste and crew days the company's similar completed roofs used. */
export async function estimatorSuggestions(
  repos: Pick<Repos, 'learning'>,
  roof: { sqft: number; pitch: number; hips: number; valleys: number },
): Promise<SuggestionAnswer> {
  const s = suggestFor(
    {
      pitch: roof.pitch,
      complex: roof.hips > 0 || roof.valleys > 0,
      slopedAreaSqFt: slopedAreaSqFt({ roofAreaSqFt: roof.sqft, pitch: roof.pitch }),
    },
    await repos.learning.finishedJobs(),
  );
  return {
    waste: s.waste && { percent: s.waste.value, ...rest(s.waste) },
    laborDays: s.laborDays && { days: s.laborDays.value, ...rest(s.laborDays) },
  };
}

const rest = ({
  n,
  low,
  high,
  outliers,
}: {
  n: number;
  low: number;
  high: number;
  outliers: number;
}) => ({ n, low, high, outliers });

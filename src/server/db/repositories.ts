import type { Db } from './connection';
import { activityRepository } from './activity-repository';
import { costingRepository } from './costing-repository';
import { learningRepository } from './learning-repository';
import { backupRunsRepository } from './backup-runs-repository';
import { crewDayRepository } from './crew-day-repository';
import { crewsRepository } from './crews-repository';
import { calendarFeedsRepository } from './calendar-feeds-repository';
import { estimatesRepository } from './estimates-repository';
import { geocodeCacheRepository } from './geocode-cache-repository';
import { idempotencyRepository } from './idempotency-repository';
import { invoicesRepository } from './invoices-repository';
import { materialsRepository } from './materials-repository';
import { paymentsRepository } from './payments-repository';
import { onlinePaymentsRepository } from './online-payments-repository';
import { photosRepository } from './photos-repository';
import { pipelineRepository } from './pipeline-repository';
import { projectsRepository } from './projects-repository';
import { proposalsRepository } from './proposals-repository';
import { rainDelaysRepository } from './rain-delays-repository';
import { receivablesRepository } from './receivables-repository';
import { reportsRepository } from './reports-repository';
import { roofOutlinesRepository } from './roof-outlines-repository';
import { scheduleRepository } from './schedule-repository';
import { searchRepository } from './search-repository';
import { sessionsRepository } from './sessions-repository';
import { settingsRepository } from './settings-repository';
import { signInAttemptsRepository } from './sign-in-attempts-repository';
import { userTokensRepository } from './user-tokens-repository';
import { usersRepository } from './users-repository';

/**
 * Every repository of the app, each built once over the one database: buildApp hands routes
 * the ones they use, and services take the object (or the part of it they need).
 */
export function repositories(db: Db) {
  return {
    activity: activityRepository(db),
    costing: costingRepository(db),
    learning: learningRepository(db),
    backupRuns: backupRunsRepository(db),
    crewDay: crewDayRepository(db),
    crews: crewsRepository(db),
    calendarFeeds: calendarFeedsRepository(db),
    estimates: estimatesRepository(db),
    geocodeCache: geocodeCacheRepository(db),
    idempotency: idempotencyRepository(db),
    invoices: invoicesRepository(db),
    payments: paymentsRepository(db),
    priceList: materialsRepository(db),
    photos: photosRepository(db),
    pipeline: pipelineRepository(db),
    projects: projectsRepository(db),
    proposals: proposalsRepository(db),
    reports: reportsRepository(db),
    outlines: roofOutlinesRepository(db),
    schedule: scheduleRepository(db),
    rainDelays: rainDelaysRepository(db),
    onlinePayments: onlinePaymentsRepository(db),
    receivables: receivablesRepository(db),
    search: searchRepository(db),
    sessions: sessionsRepository(db),
    settings: settingsRepository(db),
    signInAttempts: signInAttemptsRepository(db),
    tokens: userTokensRepository(db),
    users: usersRepository(db),
  };
}

export type Repositories = ReturnType<typeof repositories>;

import Fastify from 'fastify';
import type { FastifyError, FastifyInstance } from 'fastify';
import { formatEstimateNumber, savedPricesOf } from '../domain/estimate/estimate-record';
import { installAccessGuard } from './auth/access';
import { dummyHash, hashPassword } from './auth/passwords';
import { requireSameSite } from './auth/same-site';
import { signInThrottle } from './auth/sign-in-throttle';
import { limitBodyTime } from './body-timeout';
import type { Config } from './config';
import type { DbHandle } from './db/connection';
import { openDatabase } from './db/connection';
// The materials table is the price list: estimates, settings and the PDF all price from it.
import { migrateToLatest } from './db/migrate';
import { repositories } from './db/repositories';
import { seedIfEmpty } from './db/seed';
import { createGeocoder } from './geocoder/geocoder';
import { createMailer } from './mail/mailer';
import { createPdfRenderPool } from './pdf/render-pool';
import { backupService } from './backup/backup-service';
import { createFsBackupStore, createS3BackupStore } from './backup/backup-store';
import { restoreService } from './backup/restore';
import { backupsRoutes } from './routes/backups';
import { createPhotoStorage } from './photos/create-storage';
import type { PhotoStorage } from './photos/storage';
import { frameworkErrors } from './framework-errors';
import { installIdempotency } from './idempotency';
import { problem, ProblemError, sendProblem } from './problem';
import { rejectNulCharacters } from './reject-nul';
import { backupRoutes } from './routes/backup';
import { calendarFeedRoutes } from './routes/calendar-feed';
import { configRoutes, mapImageHosts } from './routes/config';
import { dashboardRoutes } from './routes/dashboard';
import { estimateRoutes } from './routes/estimates';
import { geocodeRoutes } from './routes/geocode';
import { healthRoutes } from './routes/health';
import { materialOrderRoutes } from './routes/material-order';
import { myJobsRoutes } from './routes/my-jobs';
import { offlineRoutes } from './routes/offline';
import { outlineRoutes } from './routes/outlines';
import { photoReportRoutes } from './routes/photo-report';
import { photoRoutes } from './routes/photos';
import { projectRoutes } from './routes/projects';
import { projectCsvRoutes } from './routes/project-csv';
import { estimatePdfRoutes } from './routes/estimate-pdf';
import { pipelineRoutes } from './routes/pipeline';
import { scheduleRoutes } from './routes/schedule';
import { costingRoutes, costingSettingsRoutes } from './routes/costing';
import { reportRoutes } from './routes/reports';
import { proposalRoutes } from './routes/proposals';
import { isPublicLinkPath, publicProposalRoutes } from './routes/public-proposals';
import { invoiceRoutes } from './routes/invoices';
import { publicInvoiceRoutes } from './routes/public-invoices';
import { roofReportRoutes } from './routes/roof-report';
import { onlineCheckoutRoutes } from './routes/online-checkout';
import { receivablesRoutes } from './routes/receivables';
import { stripeWebhookRoutes } from './routes/stripe-webhook';
import { createStripeGateway } from './payments/stripe-gateway';
import { reminderService } from './services/reminders';
import { invoiceByToken } from './services/invoice-by-token';
import { searchRoutes } from './routes/search';
import { sessionRoutes } from './routes/session';
import { takeoffRoutes } from './routes/takeoff';
import { roofPlanRoutes } from './routes/roof-plan';
import { teamRoutes } from './routes/team';
import { settingsRoutes } from './routes/settings';
import {
  addPrivateLinkHeaders,
  addSecurityHeaders,
  setPrivateLinkHeaders,
} from './security-headers';
import { pageScriptHashes } from './static';
import { installWebPages } from './web-pages';

export interface AppOptions {
  config: Config;
  /** The built SPA (dist/web). Served only if it is a build; tests of the API leave it out. */
  webRoot?: string | undefined;
  /** An open database (tests pass their own); otherwise opened from config and closed with the app. */
  database?: DbHandle;
  /** SQLite file override (tests use a temp file). */
  sqliteFile?: string;
  pgSchema?: string;
  /** Where photo files go; otherwise made from config (DATA_DIR/photos or S3). */
  photoStorage?: PhotoStorage;
  /**
   * Make backups on BACKUP_SCHEDULE: the real server does; tests' apps do not, so a run at
   * 02:00 never fills their folders (they start backups themselves).
   */
  scheduleBackups?: boolean;
  /** Send overdue reminders every hour (the real server; tests run a pass themselves). */
  scheduleReminders?: boolean;
}

export const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Fastify's trustProxy for the configured proxies. A hop count becomes a function: Fastify
 * itself ignores X-Forwarded-For when given a number. Proxy-addr asks about the socket's peer
 * first (hop 0), then each X-Forwarded-For entry from the right, and stops at the first it may
 * not trust; the last address reached is the client.
 */
function trustedProxies(
  setting: Config['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    // Only behind a proxy may X-Forwarded-For name the client; otherwise anyone could set it
    // and slip past the per-client rate limits.
    trustProxy: trustedProxies(config.trustProxy),
    // A client that stalls mid-request would otherwise hold its connection open for good.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.connectionTimeoutMs,
    // Node looks for requests past their time every 30 s by default, which could let one live
    // 30 s too long; once a second keeps the timeout close to its setting.
    http: { connectionsCheckingInterval: 1000 },
    frameworkErrors: (error, req, reply) => {
      // The router's refusals (a path part over 100 characters) run no hooks.
      if (isPublicLinkPath(req.url.split('?')[0] ?? '')) setPrivateLinkHeaders(reply);
      return frameworkErrors(error, req, reply);
    },
  });

  const database =
    options.database ??
    openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      ...(options.sqliteFile ? { sqliteFile: options.sqliteFile } : {}),
      ...(options.pgSchema ? { pgSchema: options.pgSchema } : {}),
    });
  if (!options.database) app.addHook('onClose', async () => database.db.destroy());

  await migrateToLatest(database.db);
  const repos = repositories(database.db);
  const {
    projects,
    users,
    sessions,
    activity,
    photos,
    estimates,
    settings,
    priceList,
    proposals,
    pipeline,
  } = repos;
  if (config.seedSampleData) await seedIfEmpty(projects);
  if (config.initialOwner && (await users.count()) === 0) {
    // Servers sharing PostgreSQL may start together: the owner is made by one of them.
    const { password, ...owner } = config.initialOwner;
    const made = await users.createFirstOwner({
      ...owner,
      passwordHash: await hashPassword(password),
    });
    if (made) await activity.joined(made);
  }
  app.decorate('ownerExists', async () => (await users.count()) > 0);
  // Made now so the first sign-in with an unknown email costs no more than any other.
  void dummyHash();

  const secureCookie = config.publicUrl?.startsWith('https://') ?? false;
  // Map tiles come from the configured tile hosts: the CSP lets exactly those in.
  addSecurityHeaders(app, mapImageHosts(config), {
    https: secureCookie,
    scriptHashes: pageScriptHashes(options.webRoot),
  });
  // A customer's proposal link carries its token in the URL.
  addPrivateLinkHeaders(app, isPublicLinkPath);
  rejectNulCharacters(app);
  limitBodyTime(app, config.requestTimeoutMs);
  requireSameSite(app, config.publicUrl);
  await installAccessGuard(app, sessions);
  // Creates sent again with the same Idempotency-Key answer as the first time. Its preHandler
  // comes after the NUL check above; body limits and the access guard run earlier still.
  installIdempotency(app, repos.idempotency);

  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (error instanceof ProblemError) return sendProblem(reply, error.problem);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, body too large, bad content type.
      const detail =
        error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? `The request body is larger than ${req.routeOptions.bodyLimit ?? BODY_LIMIT_BYTES} bytes`
          : error.message;
      return sendProblem(reply, problem(status, detail));
    }
    req.log.error(error);
    // Never a stack trace or SQL in the body: the log has them.
    return sendProblem(reply, problem(500, 'Something went wrong on our side. Please try again.'));
  });

  const webRoot = await installWebPages(app, options.webRoot, config, sessions);

  await app.register(healthRoutes, { database });
  await app.register(sessionRoutes, {
    users,
    sessions,
    tokens: repos.tokens,
    throttle: signInThrottle(repos.signInAttempts),
    secureCookie,
    onOwnerCreated: (owner) => activity.joined(owner),
  });
  await app.register(teamRoutes, {
    users,
    sessions,
    tokens: repos.tokens,
    activity,
    secureCookie,
    publicUrl: config.publicUrl,
  });
  // Photo files: one storage for the app's life, handed to every route that reads or writes
  // them (photos, project deletion, proposals' copies, backups).
  let photoStorage = options.photoStorage;
  if (!photoStorage) {
    const made = createPhotoStorage(config);
    app.addHook('onClose', async () => made.close());
    photoStorage = made;
  }
  await app.register(projectRoutes, { projects, activity, photos, photoStorage, pipeline });
  await app.register(pipelineRoutes, { pipeline, projects, activity });
  // Projects in and out as spreadsheets: the owner imports, everyone exports what they may see.
  await app.register(projectCsvRoutes, { projects, activity, pipeline });
  // Job costing: costs, profit and crew time on a project; its settings; the learned estimate.
  await app.register(costingRoutes, { repos });
  await app.register(costingSettingsRoutes, { repos });
  await app.register(photoRoutes, {
    photos,
    projects,
    activity,
    storage: photoStorage,
    requestTimeoutMs: config.requestTimeoutMs,
  });
  await app.register(dashboardRoutes, { projects, activity });
  await app.register(reportRoutes, { reports: repos.reports });
  await app.register(searchRoutes, { search: repos.search });
  // Map view: public config, geocoding, roof outlines.
  await app.register(configRoutes, { config });
  const geocoder = createGeocoder({
    url: config.geocoderUrl,
    contact: config.geocoderContact,
    timeoutMs: config.geocoderTimeoutMs,
    minIntervalMs: config.geocoderMinIntervalMs,
    cache: repos.geocodeCache,
  });
  await app.register(geocodeRoutes, { geocoder, perMinute: config.geocoderRateLimitPerMinute });
  await app.register(outlineRoutes, {
    projects,
    outlines: repos.outlines,
    activity,
  });
  const restore = restoreService({ db: database.db, storage: photoStorage, log: app.log });
  await app.register(backupRoutes, { db: database.db, storage: photoStorage, restore });
  const backups = backupService({
    runs: repos.backupRuns,
    database: database.options,
    photos: photoStorage,
    store: config.s3 ? createS3BackupStore(config.s3) : createFsBackupStore(config.backups.dir),
    schedule: config.backups.schedule,
    keep: config.backups.keep,
    log: app.log,
  });
  // A backup in progress is finished before the database closes (hooks run in reverse order).
  app.addHook('onClose', async () => backups.close());
  if (options.scheduleBackups) backups.startSchedule();
  await app.register(backupsRoutes, { backups, restore });
  await app.register(estimateRoutes, { estimates, priceList, projects, activity });
  await app.register(settingsRoutes, { settings, materials: priceList, activity });
  await app.register(takeoffRoutes, { materials: priceList });
  await app.register(roofPlanRoutes);
  // Rendering is CPU work: done in worker threads so other requests never wait behind it.
  const pdfPool = createPdfRenderPool();
  app.addHook('onClose', async () => pdfPool.close());
  await app.register(estimatePdfRoutes, {
    render: (data) => pdfPool.render({ kind: 'estimate', data }),
    projects,
    settings,
    materials: priceList,
    savedEstimate: async (id) => {
      const e = await estimates.get(id);
      return e ? { number: formatEstimateNumber(e.number), prices: savedPricesOf(e) } : null;
    },
  });
  // Proposals: the office sends them, the customer opens, accepts or declines them by a link.
  // One mailer for the app's life, closed with it; null without SMTP_URL.
  const mailer = createMailer(config.smtp);
  if (mailer) app.addHook('onClose', async () => mailer.close());
  await app.register(proposalRoutes, {
    proposals,
    estimates,
    projects,
    settings,
    activity,
    photos,
    photoStorage,
    mailer,
    publicUrl: config.publicUrl,
    render: pdfPool.render,
  });
  await app.register(scheduleRoutes, { repos, mailer });
  await app.register(publicProposalRoutes, {
    proposals,
    activity,
    photoStorage,
    render: pdfPool.render,
    webRoot,
  });
  // Invoices and payments: the office makes and sends them, the customer opens them by a link.
  await app.register(invoiceRoutes, {
    repos,
    mailer,
    publicUrl: config.publicUrl,
    render: pdfPool.render,
  });
  await app.register(publicInvoiceRoutes, { repos, render: pdfPool.render, webRoot });
  // What is owed: the receivables, the accountant's exports, overdue reminders by email.
  await app.register(receivablesRoutes, { receivables: repos.receivables });
  const reminders = reminderService({
    receivables: repos.receivables,
    settings,
    mailer,
    log: app.log,
  });
  app.decorate('reminders', reminders);
  app.addHook('onClose', async () => {
    await reminders.close();
  });
  if (options.scheduleReminders) reminders.startSchedule();
  // Online payment through Stripe Checkout, when both keys are set.
  const online = config.stripe
    ? { gateway: createStripeGateway(config.stripe), online: repos.onlinePayments }
    : null;
  await app.register(stripeWebhookRoutes, { deps: online });
  await app.register(onlineCheckoutRoutes, {
    deps: online,
    invoiceByToken: (token) => invoiceByToken(database.db, token),
    publicUrl: config.publicUrl,
  });
  // The material order (CSV, PDF) and the roof report render in the same pool.
  await app.register(materialOrderRoutes, {
    estimates,
    projects,
    settings,
    render: pdfPool.render,
  });
  // Every photo of a project in one PDF, rendered in the same pool.
  await app.register(photoReportRoutes, {
    projects,
    photos,
    storage: photoStorage,
    settings,
    render: pdfPool.render,
  });
  await app.register(roofReportRoutes, {
    projects,
    outlines: repos.outlines,
    settings,
    render: pdfPool.render,
  });
  // The crew's day (My jobs, checklists, start and finish) and each user's calendar feed.
  await app.register(myJobsRoutes, { repos });
  await app.register(calendarFeedRoutes, { repos, publicUrl: config.publicUrl });
  // The most recently changed projects with their pages' data, for phones to keep offline.
  await app.register(offlineRoutes, {
    projects,
    estimates,
    outlines: repos.outlines,
    photos,
    proposals,
    repos,
  });
  return app;
}

// The route contract: every API path the web asks for, named once. The web builds its URLs only
// here (features' api.ts, the outbox's write kinds, the sync ahead), so renaming a route is one
// edit, and a test (src/server/api-paths.test.ts) checks that the server registers every pattern
// below. Patterns are written as Fastify writes them, so the server may register the same ones.
// Pure: no I/O, shared by the server and the web.

export const API_ROUTES = {
  me: '/api/me',
  mePassword: '/api/me/password',
  session: '/api/session',
  setup: '/api/setup',
  config: '/api/config',
  dashboard: '/api/dashboard',
  users: '/api/users',
  user: '/api/users/:id',
  userPasswordReset: '/api/users/:id/password-reset',
  invitations: '/api/invitations',
  invitation: '/api/invitations/:id',
  invitationNewLink: '/api/invitations/:id/new-link',
  invitationLink: '/api/invitations/:token',
  invitationAccept: '/api/invitations/:token/accept',
  projects: '/api/projects',
  projectsExportCsv: '/api/projects/export.csv',
  importProjects: '/api/import/projects',
  project: '/api/projects/:id',
  projectOutlines: '/api/projects/:id/outlines',
  projectPhotos: '/api/projects/:id/photos',
  projectEstimates: '/api/projects/:id/estimates',
  projectProposals: '/api/projects/:id/proposals',
  projectPhotoReport: '/api/projects/:id/photo-report.pdf',
  projectRoofReport: '/api/projects/:id/roof-report.pdf',
  photo: '/api/photos/:id',
  estimates: '/api/estimates',
  estimate: '/api/estimates/:id',
  estimatePdf: '/api/estimates/pdf',
  estimateOrderOption: '/api/estimates/:id/order-option',
  estimateOrderCsv: '/api/estimates/:id/order.csv',
  estimateOrderPdf: '/api/estimates/:id/order.pdf',
  estimateProposals: '/api/estimates/:id/proposals',
  proposalPdf: '/api/proposals/:id/pdf',
  proposalWithdraw: '/api/proposals/:id/withdraw',
  proposalEmail: '/api/proposals/:id/email',
  settings: '/api/settings',
  settingsLogo: '/api/settings/logo',
  materials: '/api/materials',
  material: '/api/materials/:id',
  backups: '/api/backups',
  backupDownload: '/api/backups/:id/download',
  backupRestore: '/api/backups/:id/restore',
  import: '/api/import',
  geocode: '/api/geocode',
  geocodeReverse: '/api/geocode/reverse',
  offlineProjects: '/api/offline/projects',
  pipeline: '/api/pipeline',
  search: '/api/search',
  projectStageMoves: '/api/projects/:id/stage-moves',
  salespeople: '/api/salespeople',
  stages: '/api/stages',
  stage: '/api/stages/:id',
  stageMove: '/api/stages/:id/move',
  leadSources: '/api/lead-sources',
  leadSource: '/api/lead-sources/:id',
  crews: '/api/crews',
  crew: '/api/crews/:id',
  scheduleSettings: '/api/schedule/settings',
  events: '/api/events',
  event: '/api/events/:id',
  eventEmail: '/api/events/:id/email',
  projectEvents: '/api/projects/:id/events',
  rainDelay: '/api/schedule/rain-delay',
  rainDelays: '/api/schedule/rain-delays',
  rainDelayUndo: '/api/schedule/rain-delays/:id/undo',
  myJobs: '/api/my-jobs',
  eventChecklistItem: '/api/events/:id/checklist/:itemId',
  eventStart: '/api/events/:id/start',
  eventFinish: '/api/events/:id/finish',
  meCalendarFeed: '/api/me/calendar-feed',
  projectInvoices: '/api/projects/:id/invoices',
  invoice: '/api/invoices/:id',
  invoiceSend: '/api/invoices/:id/send',
  invoiceVoid: '/api/invoices/:id/void',
  invoicePdf: '/api/invoices/:id/pdf',
  invoicePayments: '/api/invoices/:id/payments',
  paymentRefund: '/api/payments/:id/refund',
  invoiceSettings: '/api/settings/invoices',
  outstanding: '/api/dashboard/outstanding',
  publicInvoice: '/api/public/invoices/:token',
  publicInvoicePdf: '/api/public/invoices/:token/pdf',
  receivables: '/api/receivables',
  receivablesExportCsv: '/api/receivables/export.csv',
  invoicesExportCsv: '/api/invoices/export.csv',
  paymentsExportCsv: '/api/payments/export.csv',
  reminderSettings: '/api/settings/reminders',
  publicInvoiceCheckout: '/api/public/invoices/:token/checkout',
  publicInvoiceOnlinePayment: '/api/public/invoices/:token/online-payment',
  // Job costing.
  projectCosts: '/api/projects/:id/costs',
  cost: '/api/costs/:id',
  projectProfit: '/api/projects/:id/profit',
  projectCrewTime: '/api/projects/:id/crew-time',
  crewTimeEntry: '/api/crew-time/:id',
  estimatorSuggestions: '/api/estimator/suggestions',
  costingSettings: '/api/costing-settings',
  commissionPlans: '/api/commission-plans',
  commissionPlan: '/api/commission-plans/:userId',
  crewDayRates: '/api/crew-day-rates',
  crewDayRate: '/api/crew-day-rates/:crewId',
  report: '/api/reports/:name',
} as const;

export type ApiRouteName = keyof typeof API_ROUTES;

/** The names of a pattern's parameters: "/api/projects/:id/outlines" has "id". */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type ApiParams<N extends ApiRouteName> = Record<ParamNames<(typeof API_ROUTES)[N]>, string>;

/** A query string as built (its own encoding kept), or its parameters. */
export type ApiQuery = string | URLSearchParams | Record<string, string>;

/** A route with parameters takes them; one without takes none, or `{}` before a query. */
type ApiPathArgs<N extends ApiRouteName> = [ParamNames<(typeof API_ROUTES)[N]>] extends [never]
  ? [params?: Record<string, never>, query?: ApiQuery]
  : [params: ApiParams<N>, query?: ApiQuery];

/**
 * The path of a named route, each parameter encoded as one path segment, with an optional query:
 * `apiPath('projectOutlines', { id })` is "/api/projects/<id>/outlines".
 */
export function apiPath<N extends ApiRouteName>(
  name: N,
  ...[params, query]: ApiPathArgs<N>
): string {
  const values: Record<string, string> = params ?? {};
  const path = API_ROUTES[name].replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`apiPath(${name}): no value for :${key}`);
    return encodeURIComponent(value);
  });
  const qs =
    query === undefined
      ? ''
      : typeof query === 'string'
        ? query
        : new URLSearchParams(query).toString();
  return qs ? `${path}?${qs}` : path;
}

/** A regular expression matching a pattern's paths (a parameter is one segment). */
export function apiPattern(name: ApiRouteName): RegExp {
  const source = API_ROUTES[name]
    .split(/(:[A-Za-z]+)/)
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../domain/account/account';
import { ROLES } from '../../domain/account/account';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Access } from './access';
import { apiRoutesOf, PUBLIC } from './access';
import type { TestApp } from '../testing/test-app';
import { api, dbTargets, startTestApp } from '../testing/test-app';

const EVERYONE = ROLES;
const OFFICE = ['owner', 'estimator'] as const;
const OWNER = ['owner'] as const;

/**
 * Who may call each API route: the policy in one table. A route the app has and this table
 * lacks fails the suite, so a new route cannot ship without someone deciding who may call it.
 * Crew never reaches money: estimates, PDFs, prices, settings.
 */
const POLICY: Record<string, Access> = {
  'GET /api/health': 'public',
  'GET /api/config': 'public',
  'GET /api/setup': 'public',
  'POST /api/setup': 'public',
  'GET /api/session': 'public',
  'POST /api/session': 'public',
  'DELETE /api/session': 'public',
  'GET /api/me': 'public',
  'PATCH /api/me': EVERYONE,
  'PUT /api/me/password': EVERYONE,
  'GET /api/users': OWNER,
  'PATCH /api/users/:id': OWNER,
  'POST /api/users/:id/password-reset': OWNER,
  'POST /api/invitations': OWNER,
  'GET /api/invitations': OWNER,
  'POST /api/invitations/:id/new-link': OWNER,
  'DELETE /api/invitations/:id': OWNER,
  'GET /api/invitations/:token': 'public',
  'POST /api/invitations/:token/accept': 'public',
  'GET /api/projects': EVERYONE,
  'POST /api/projects': OFFICE,
  'GET /api/projects/:id': EVERYONE,
  'PATCH /api/projects/:id': EVERYONE,
  'DELETE /api/projects/:id': OFFICE,
  // Bringing in a spreadsheet of jobs is the owner's; the export answers each role's view
  // (crew's has no money columns).
  'POST /api/import/projects': OWNER,
  'GET /api/projects/export.csv': EVERYONE,
  // Job photos: crew take them on the roof and file them; deleting evidence is the office's.
  'POST /api/projects/:id/photos': EVERYONE,
  'GET /api/projects/:id/photos': EVERYONE,
  'GET /api/photos/:id/image': EVERYONE,
  'GET /api/photos/:id/thumb': EVERYONE,
  'PATCH /api/photos/:id': EVERYONE,
  'DELETE /api/photos/:id': OFFICE,
  'GET /api/dashboard': EVERYONE,
  // What is owed and the accountant's files are the owner's; Stripe and the customer's Pay
  // carry no session (the webhook is checked by its signature, Pay by the link's token).
  'GET /api/receivables': OWNER,
  'GET /api/receivables/export.csv': OWNER,
  'GET /api/invoices/export.csv': OWNER,
  'GET /api/payments/export.csv': OWNER,
  'GET /api/settings/reminders': OWNER,
  'PUT /api/settings/reminders': OWNER,
  'POST /api/stripe/webhook': 'public',
  'POST /api/public/invoices/:token/checkout': 'public',
  'GET /api/public/invoices/:token/online-payment': 'public',
  // The pipeline: everyone sees the board (crew without money) and a project's moves; the
  // owner shapes the stages and lead sources; the office picks a salesperson.
  'GET /api/pipeline': EVERYONE,
  'GET /api/projects/:id/stage-moves': EVERYONE,
  'GET /api/salespeople': OFFICE,
  'GET /api/stages': EVERYONE,
  'POST /api/stages': OWNER,
  'PATCH /api/stages/:id': OWNER,
  'POST /api/stages/:id/move': OWNER,
  'DELETE /api/stages/:id': OWNER,
  'GET /api/lead-sources': EVERYONE,
  'POST /api/lead-sources': OWNER,
  'PATCH /api/lead-sources/:id': OWNER,
  'DELETE /api/lead-sources/:id': OWNER,
  // The schedule: the owner keeps the crews and the schedule's settings; the office books,
  // moves and removes events and calls rain delays; crew read their crews' events (no money
  // in an event) and the crews' names and colours.
  'GET /api/crews': EVERYONE,
  'POST /api/crews': OWNER,
  'PATCH /api/crews/:id': OWNER,
  'GET /api/schedule/settings': EVERYONE,
  'PATCH /api/schedule/settings': OWNER,
  'GET /api/events': EVERYONE,
  'GET /api/projects/:id/events': EVERYONE,
  'POST /api/projects/:id/events': OFFICE,
  'PATCH /api/events/:id': OFFICE,
  'DELETE /api/events/:id': OFFICE,
  'POST /api/events/:id/email': OFFICE,
  'POST /api/schedule/rain-delay': OFFICE,
  'GET /api/schedule/rain-delays': OFFICE,
  'POST /api/schedule/rain-delays/:id/undo': OFFICE,
  // Job costing: the office enters costs, the owner deletes them; profit is the owner's (and
  // estimators' when the owner allows it, checked in the service). Crew log their days and
  // hours on their jobs and never see a rate or an amount.
  'GET /api/projects/:id/costs': OFFICE,
  'POST /api/projects/:id/costs': OFFICE,
  'PATCH /api/costs/:id': OFFICE,
  'DELETE /api/costs/:id': OWNER,
  'GET /api/projects/:id/profit': OFFICE,
  'GET /api/projects/:id/crew-time': EVERYONE,
  'POST /api/projects/:id/crew-time': EVERYONE,
  'DELETE /api/crew-time/:id': EVERYONE,
  'GET /api/estimator/suggestions': OFFICE,
  'GET /api/costing-settings': OFFICE,
  'PATCH /api/costing-settings': OWNER,
  'GET /api/commission-plans': OWNER,
  'PUT /api/commission-plans/:userId': OWNER,
  'DELETE /api/commission-plans/:userId': OWNER,
  'GET /api/crew-day-rates': OFFICE,
  'PUT /api/crew-day-rates/:crewId': OWNER,
  // The owner's reports: the owner reads all; an estimator only their own sales figures (the
  // service answers 403 for the company-wide money reports); crew none.
  'GET /api/reports/:name': OFFICE,
  // Finds projects by name, customer, address, phone, email, notes: no money in a hit.
  'GET /api/search': EVERYONE,
  // Each project's parts as its own routes answer the caller: crew get no money, no estimates.
  'GET /api/offline/projects': EVERYONE,
  'GET /api/geocode': EVERYONE,
  'GET /api/geocode/reverse': EVERYONE,
  'GET /api/projects/:id/outlines': EVERYONE,
  'PUT /api/projects/:id/outlines': EVERYONE,
  'POST /api/estimates': OFFICE,
  'GET /api/estimates/:id': OFFICE,
  'PATCH /api/estimates/:id': OFFICE,
  'DELETE /api/estimates/:id': OFFICE,
  'GET /api/projects/:id/estimates': OFFICE,
  'POST /api/estimates/pdf': OFFICE,
  'GET /api/estimates/:id/order.csv': OFFICE,
  'GET /api/estimates/:id/order.pdf': OFFICE,
  'PUT /api/estimates/:id/order-option': OFFICE,
  // Measurements only, no money: the crew prints it for the roof.
  'GET /api/projects/:id/roof-report.pdf': EVERYONE,
  // Every photo of the project with its caption and dates: no money, and crew take the photos.
  'GET /api/projects/:id/photo-report.pdf': EVERYONE,
  'POST /api/takeoff': OFFICE,
  'POST /api/roof-plan': EVERYONE,
  // Proposals: the office sends and manages them; the customer has only the link's token.
  'POST /api/estimates/:id/proposals': OFFICE,
  'GET /api/projects/:id/proposals': OFFICE,
  'GET /api/proposals/:id/pdf': OFFICE,
  'POST /api/proposals/:id/withdraw': OFFICE,
  'POST /api/proposals/:id/email': OFFICE,
  'GET /api/public/proposals/:token': 'public',
  'POST /api/public/proposals/:token/accept': 'public',
  'POST /api/public/proposals/:token/decline': 'public',
  'GET /api/public/proposals/:token/pdf': 'public',
  'GET /api/public/proposals/:token/photos/:n': 'public',
  // Invoices and payments are money: the office's; refunds and the invoice settings the owner's.
  'GET /api/projects/:id/invoices': OFFICE,
  'POST /api/projects/:id/invoices': OFFICE,
  'GET /api/invoices/:id': OFFICE,
  'POST /api/invoices/:id/send': OFFICE,
  'POST /api/invoices/:id/void': OFFICE,
  'GET /api/invoices/:id/pdf': OFFICE,
  'POST /api/invoices/:id/payments': OFFICE,
  'POST /api/payments/:id/refund': OWNER,
  'GET /api/settings/invoices': OFFICE,
  'PUT /api/settings/invoices': OWNER,
  'GET /api/dashboard/outstanding': OFFICE,
  'GET /api/public/invoices/:token': 'public',
  'GET /api/public/invoices/:token/pdf': 'public',
  'GET /api/settings': OFFICE,
  'PATCH /api/settings': OWNER,
  // The logo is on every proposal: everyone signed in may see it; the owner changes it.
  'GET /api/settings/logo': EVERYONE,
  'PUT /api/settings/logo': OWNER,
  'DELETE /api/settings/logo': OWNER,
  'GET /api/materials': OFFICE,
  'POST /api/materials': OWNER,
  'PATCH /api/materials/:id': OWNER,
  'GET /api/export': OWNER,
  'POST /api/import': OWNER,
  // Backups the server makes: every record and photo, so the owner's alone.
  'GET /api/backups': OWNER,
  'POST /api/backups': OWNER,
  'GET /api/backups/:id/download': OWNER,
  'POST /api/backups/:id/restore': OWNER,
  // The crew's day: anyone reads their own crews' jobs (no money in the answer); the service
  // lets only the event's crew and the office tick, start and finish.
  'GET /api/my-jobs': EVERYONE,
  'PUT /api/events/:id/checklist/:itemId': EVERYONE,
  'POST /api/events/:id/start': EVERYONE,
  'POST /api/events/:id/finish': EVERYONE,
  // Each user's own calendar feed. The feed itself (GET /cal/:file) is outside /api: public,
  // found by the token's hash, rate-limited (calendar-feed.test.ts).
  'GET /api/me/calendar-feed': EVERYONE,
  'POST /api/me/calendar-feed': EVERYONE,
  'DELETE /api/me/calendar-feed': EVERYONE,
};

/** A path to request for a route: parameters get values that name nothing. */
const concrete = (url: string) =>
  url
    .replace(/:id\b/g, 'no-such-id')
    .replace(/:token\b/g, 'no-such-token')
    .replace(/:itemId\b/g, 'no-such-item')
    .replace(/:n\b/g, '0');

describe.each(dbTargets())('every API route x every role x signed out, on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(async () => t?.close());

  it('has a rule in the policy table for every route, and the same rule', () => {
    const declared = Object.fromEntries(
      apiRoutesOf(t.app).map((r) => [`${r.method} ${r.url}`, r.access]),
    );
    expect(declared).toEqual(POLICY);
  });

  it.each(Object.keys(POLICY))('%s: signed out, owner, estimator, crew', async (key) => {
    const [method, url] = key.split(' ') as [string, string];
    const rule = POLICY[key]!;
    const path = concrete(url);
    const body = method === 'GET' || method === 'DELETE' ? undefined : {};

    const signedOut = await api(t.url, method, path, body, { cookie: '' });
    if (rule === 'public') {
      // Asking who is signed in is the one public question whose answer may be "nobody".
      const expected = key === 'GET /api/session' ? [403] : [401, 403];
      expect(expected, 'signed out').not.toContain(signedOut.status);
    } else {
      expect(signedOut.status, 'signed out').toBe(401);
      expect(signedOut.headers.get('content-type')).toContain('application/problem+json');
    }

    for (const role of ROLES) {
      // A fresh session each time: some routes (sign out) end the caller's sessions.
      const { cookie } = await t.signInAs(role as Role);
      const r = await api(t.url, method, path, body, { cookie });
      const allowed = rule === 'public' || rule.includes(role);
      if (allowed) expect([401, 403], role).not.toContain(r.status);
      else {
        expect(r.status, role).toBe(403);
        expect(r.body.detail).toContain(role);
      }
      expect(r.status, `${role} never gets a server error`).toBeLessThan(500);
    }
  });
});

describe('a route without an access rule', () => {
  it('stops the server from starting', async () => {
    const app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', SEED_SAMPLE_DATA: 'false', DATA_DIR: '/tmp' }),
      sqliteFile: ':memory:',
    });
    expect(() => app.get('/api/forgot-a-rule', async () => 'x')).toThrow(/states no access rule/);
    app.get('/api/with-a-rule', PUBLIC, async () => 'x');
    await app.close();
  });
});

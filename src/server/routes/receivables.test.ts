import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { closeGracefully } from '../close-gracefully';
import { openDatabase } from '../db/connection';
import { paymentsOf, recordedCheck, sentInvoice } from '../testing/invoice-fixtures';
import type { TestSmtp } from '../testing/test-smtp';
import { startTestSmtp } from '../testing/test-smtp';
import type { TestApp } from '../testing/test-app';
import { api, dbTargets, startTestApp } from '../testing/test-app';

describe.each(dbTargets())('receivables, exports and reminders (%s)', (target) => {
  let t: TestApp;
  let smtp: TestSmtp;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await startTestApp(target, {
      smtp: { url: smtp.url, from: 'Ridgeline <billing@roofs.test>' },
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('ages every open invoice into its bucket, with totals worked by hand', async () => {
    const db = t.database.db;
    await sentInvoice(t.url, db, { totalCents: 10_000, dueInDays: 5 }); // current
    await sentInvoice(t.url, db, { totalCents: 20_000, dueInDays: -30 }); // 1-30
    await sentInvoice(t.url, db, { totalCents: 30_000, dueInDays: -31 }); // 31-60
    await sentInvoice(t.url, db, { totalCents: 40_000, dueInDays: -90 }); // 61-90
    const old = await sentInvoice(t.url, db, { totalCents: 50_000, dueInDays: -91 }); // 90+
    await recordedCheck(db, old, 12_345); // partly paid: its balance counts
    const paid = await sentInvoice(t.url, db, { totalCents: 7_000, dueInDays: -10 });
    await recordedCheck(db, paid, 7_000); // paid: not listed

    const r = await api(t.url, 'GET', '/api/receivables');
    expect(r.status).toBe(200);
    expect(r.body.totals).toEqual({
      current: 10_000,
      '1-30': 20_000,
      '31-60': 30_000,
      '61-90': 40_000,
      '90+': 37_655,
    });
    expect(r.body.totalCents).toBe(137_655);
    expect(r.body.overdueCents).toBe(127_655);
    expect(r.body.invoices.map((i: { daysOverdue: number }) => i.daysOverdue)).toEqual([
      91, 90, 31, 30, 0,
    ]);

    const csv = await fetch(`${t.url}/api/receivables/export.csv`, {
      headers: { cookie: t.cookie },
    });
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    const text = await csv.text();
    expect(text).toContain('Total Over 90 days,,,,,,,376.55');
    expect(text).toContain('Total,,,,,,,1376.55');
  });

  it('exports invoices and payments for the accountant with formula cells neutralised', async () => {
    const inv = await sentInvoice(t.url, t.database.db, {
      totalCents: 99_999,
      customerName: '=HYPERLINK("http://evil.test","Pay")',
    });
    await recordedCheck(t.database.db, inv, 1_000);
    const invoices = await (
      await fetch(`${t.url}/api/invoices/export.csv`, { headers: { cookie: t.cookie } })
    ).text();
    // (fetch's text() drops the byte order mark the file starts with)
    expect(invoices.startsWith('Date,Due,Number,Customer')).toBe(true);
    const line = invoices.split('\r\n').find((l) => l.includes(inv.number))!;
    expect(line).toContain(`"'=HYPERLINK(""http://evil.test"",""Pay"")"`);
    expect(line).toContain('999.99,0.00,999.99,10.00,989.99');
    const payments = await (
      await fetch(`${t.url}/api/payments/export.csv`, { headers: { cookie: t.cookie } })
    ).text();
    const row = payments.split('\r\n').find((l) => l.includes(inv.number))!;
    expect(row).toContain("'=HYPERLINK");
    expect(row).toContain(',10.00,Check,1001,Homeowner,');
  });

  it('keeps money away from crew and estimators', async () => {
    for (const role of ['crew', 'estimator'] as const) {
      const { cookie } = await t.signInAs(role);
      for (const path of [
        '/api/receivables',
        '/api/receivables/export.csv',
        '/api/invoices/export.csv',
        '/api/payments/export.csv',
        '/api/settings/reminders',
      ]) {
        expect((await api(t.url, 'GET', path, undefined, { cookie })).status).toBe(403);
      }
    }
  });

  it('refuses reminder days it cannot use, naming the field', async () => {
    const bad = await api(t.url, 'PUT', '/api/settings/reminders', { enabled: true, days: '3, x' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe('days');
    const ok = await api(t.url, 'PUT', '/api/settings/reminders', {
      enabled: true,
      days: '14 3 7',
    });
    expect(ok.body).toEqual({ enabled: true, days: [3, 7, 14] });
  });

  it('sends each overdue reminder once across two servers on one database, none to who paid', async () => {
    await api(t.url, 'PUT', '/api/settings/reminders', { enabled: true, days: '3, 7, 14' });
    const db = t.database.db;
    const late = await sentInvoice(t.url, db, {
      totalCents: 25_000,
      dueInDays: -8,
      customerName: 'Lee Late',
      customerEmail: 'lee@example.test',
    });
    const settled = await sentInvoice(t.url, db, {
      totalCents: 25_000,
      dueInDays: -8,
      customerEmail: 'paid@example.test',
    });
    await recordedCheck(db, settled, 25_000);

    // A second server: its own connections to the same database, its own mailer and schedule.
    const second = openDatabase(t.database.options);
    const other = await buildApp({ config: t.config, database: second });
    try {
      const before = smtp.received.length;
      const sent = await Promise.all([t.app.reminders.runOnce(), other.reminders.runOnce()]);
      const mine = smtp.received.slice(before);
      expect(mine.filter((m) => m.to.includes('lee@example.test'))).toHaveLength(1);
      expect(mine.filter((m) => m.to.includes('paid@example.test'))).toHaveLength(0);
      expect(sent.reduce((a, b) => a + b, 0)).toBe(mine.length);
      expect(mine.find((m) => m.to.includes('lee@example.test'))!.raw).toContain(late.number);
      // Run again: the 7-day reminder was sent, nothing new is owed.
      await Promise.all([t.app.reminders.runOnce(), other.reminders.runOnce()]);
      expect(smtp.received.slice(before).length).toBe(mine.length);
    } finally {
      await closeGracefully(other, 2_000);
      await second.db.destroy();
    }
    const r = await api(t.url, 'GET', '/api/receivables');
    const log = r.body.reminders.filter((x: { invoiceId: string }) => x.invoiceId === late.id);
    expect(log).toMatchObject([{ daysAfter: 7, status: 'sent', sentTo: 'lee@example.test' }]);
    expect(await paymentsOf(db, settled.id)).toHaveLength(1);
  });
});

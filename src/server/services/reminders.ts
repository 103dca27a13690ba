import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import { localIsoDate } from '../../domain/format/dates';
import { daysBetween, reminderDue } from '../../domain/receivables/receivables';
import type { ReceivablesRepository } from '../db/receivables-repository';
import type { SettingsRepository } from '../db/settings-repository';
import type { Mailer } from '../mail/mailer';
import { MailError } from '../mail/mailer';
import { reminderEmail } from '../mail/reminder-email';

/** Every hour, a few minutes past: a reminder goes out within the hour it falls due. */
export const REMINDER_SCHEDULE = '7 * * * *';

/**
 * Overdue reminders, sent by the server on a schedule. Each (invoice, day) is claimed with one
 * insert before the email goes, so with several servers on one PostgreSQL exactly one sends it,
 * and a run that overlaps another sends nothing twice. Invoices paid in full are not overdue
 * and get none. Without SMTP nothing is sent (and nothing is claimed).
 */
export function reminderService(deps: {
  receivables: ReceivablesRepository;
  settings: SettingsRepository;
  mailer: Mailer | null;
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  let job: Cron | null = null;
  let running: Promise<number> | null = null;

  async function run(): Promise<number> {
    const { mailer, receivables } = deps;
    if (!mailer) return 0;
    const setup = await receivables.reminderSettings();
    if (!setup.enabled || setup.days.length === 0) return 0;
    const at = now();
    const today = localIsoDate(at);
    const { company } = await deps.settings.get();
    let sent = 0;
    for (const invoice of await receivables.reminderCandidates(today)) {
      const day = reminderDue(setup.days, daysBetween(invoice.dueOn, today), invoice.sentDays);
      if (day === null) continue;
      const claim = { invoiceId: invoice.id, daysAfter: day, sentTo: invoice.email };
      if (!(await receivables.claimReminder({ ...claim, at: at.toISOString() }))) continue;
      try {
        await mailer.send(
          reminderEmail({
            to: invoice.email,
            customerName: invoice.customerName,
            invoiceNumber: invoice.number,
            dueOn: invoice.dueOn,
            balanceCents: invoice.balanceCents,
            company,
            language: invoice.language,
          }),
        );
        await receivables.finishReminder(invoice.id, day, null);
        sent += 1;
      } catch (e) {
        const message = e instanceof MailError ? e.message : 'The reminder could not be sent.';
        deps.log.warn({ invoice: invoice.number, err: e }, 'reminder not sent');
        await receivables.finishReminder(invoice.id, day, message);
      }
    }
    return sent;
  }

  return {
    /** One pass over the overdue invoices; resolves with how many reminders this server sent. */
    runOnce(): Promise<number> {
      running ??= run().finally(() => {
        running = null;
      });
      return running;
    },
    /** Starts the hourly pass (the real server; tests call runOnce). */
    startSchedule() {
      if (job) return;
      job = new Cron(REMINDER_SCHEDULE, { mode: '5-part', protect: true }, () => {
        void this.runOnce().catch((e: unknown) => deps.log.error(e, 'reminders failed'));
      });
    },
    close() {
      job?.stop();
      job = null;
      return running ?? Promise.resolve(0);
    },
  };
}

export type ReminderService = ReturnType<typeof reminderService>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Overdue reminders: tests run a pass with `app.reminders.runOnce()`. */
    reminders: ReminderService;
  }
}

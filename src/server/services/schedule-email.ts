import type { SessionUser } from '../../domain/account/account';
import { eventDetail } from '../../domain/activity/activity-detail';
import type { Repositories } from '../db/repositories';
import type { Mailer } from '../mail/mailer';
import { MailError } from '../mail/mailer';
import { productionDateEmail } from '../mail/schedule-email';
import { badRequest, problem, ProblemError } from '../problem';
import { noEvent } from './schedule-events';

/**
 * Emails the customer a production event's tentative dates (when SMTP is set up), and logs it
 * on the project. Answers the address it went to.
 */
export async function emailCustomerTheDate(
  deps: Pick<Repositories, 'schedule' | 'projects' | 'settings' | 'activity'>,
  mailer: Mailer | null,
  eventId: string,
  by: SessionUser,
): Promise<{ to: string }> {
  const event = await deps.schedule.event(eventId);
  if (!event) throw noEvent(eventId);
  if (event.kind !== 'production') {
    throw badRequest('email', [{ path: 'kind', message: 'Only production dates are emailed' }]);
  }
  const project = await deps.projects.get(event.projectId);
  const to = project?.customerEmail.trim() ?? '';
  if (!to) {
    throw badRequest('email', [
      { path: 'customerEmail', message: 'The project has no customer email' },
    ]);
  }
  if (!mailer) throw new ProblemError(problem(503, 'Email is not set up'));
  const { company } = await deps.settings.get();
  try {
    await mailer.send(
      productionDateEmail(event, company, project!.customerName, to, project!.customerLanguage),
    );
  } catch (e) {
    if (!(e instanceof MailError)) throw e;
    throw new ProblemError(
      problem(502, `The mail server did not take the message: ${e.message}`.slice(0, 500)),
    );
  }
  const { timeZone } = await deps.schedule.settings();
  await deps.activity.record(by, {
    kind: 'event.emailed',
    detail: eventDetail(event, timeZone, to),
    projectId: event.projectId,
  });
  return { to };
}

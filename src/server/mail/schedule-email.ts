import { longDateText } from '../../domain/schedule/event-text';
import type { ScheduleEvent } from '../../domain/schedule/schedule';
import type { Settings } from '../../domain/settings/settings';
import type { MailMessage } from './mailer';
import { escapeHtml } from './proposal-email';

// The email that tells a customer when the crew is coming. The date is tentative: roofing
// waits for dry weather, and the wording says so, so a rain delay breaks no promise.

export function productionDateEmail(
  event: Pick<ScheduleEvent, 'startDate' | 'endDate' | 'projectAddress'>,
  company: Settings['company'],
  customerName: string,
  to: string,
): MailMessage {
  const sender = company.name.trim() || 'your roofing contractor';
  const greeting = customerName.trim() ? `Hello ${customerName.trim()},` : 'Hello,';
  const start = longDateText(event.startDate!);
  const days =
    event.startDate === event.endDate
      ? `on ${start}`
      : `from ${start} to ${longDateText(event.endDate!)}`;
  const lines = [
    greeting,
    '',
    `${sender} has tentatively scheduled the work on your roof at ${event.projectAddress.replace(/\s*\n\s*/g, ', ')} ${days}.`,
    '',
    'This date is tentative and depends on the weather: roofing needs dry days, so rain can move it. We will let you know if it changes.',
    '',
    `Questions? Reply to this email or contact ${sender}.`,
    ...[
      company.phone && `Phone: ${company.phone}`,
      company.email && `Email: ${company.email}`,
    ].filter((l): l is string => Boolean(l)),
  ];
  return {
    to,
    subject: `Tentative date for your roof: ${start}`,
    text: lines.join('\n'),
    html: lines.map((l) => (l ? `<p>${escapeHtml(l)}</p>` : '')).join('\n'),
    replyTo: company.email || undefined,
  };
}

import { longDateText } from '../../domain/schedule/event-text';
import type { ScheduleEvent } from '../../domain/schedule/schedule';
import type { Language } from '../../domain/language/language';
import type { Settings } from '../../domain/settings/settings';
import { i18nFor } from '../i18n';
import type { MailMessage } from './mailer';
import { customerMailWords, emailLine, escapeHtml, oneLine, phoneLine } from './proposal-email';

// The email that tells a customer when the crew is coming. The date is tentative: roofing
// waits for dry weather, and the wording says so, so a rain delay breaks no promise. Written in
// the customer's language.

export function productionDateEmail(
  event: Pick<ScheduleEvent, 'startDate' | 'endDate' | 'projectAddress'>,
  company: Settings['company'],
  customerName: string,
  to: string,
  language: Language = 'en',
): MailMessage {
  const i18n = i18nFor(language);
  const { sender, greeting, questions } = customerMailWords(i18n, company.name, customerName);
  const start = longDateText(event.startDate!, language);
  const address = oneLine(event.projectAddress);
  const scheduled =
    event.startDate === event.endDate
      ? i18n._('{sender} has tentatively scheduled the work on your roof at {address} on {date}.', {
          sender,
          address,
          date: start,
        })
      : i18n._(
          '{sender} has tentatively scheduled the work on your roof at {address} from {start} to {end}.',
          { sender, address, start, end: longDateText(event.endDate!, language) },
        );
  const lines = [
    greeting,
    '',
    scheduled,
    '',
    i18n._(
      'This date is tentative and depends on the weather: roofing needs dry days, so rain can move it. We will let you know if it changes.',
    ),
    '',
    questions,
    ...[
      company.phone && phoneLine(i18n, company.phone),
      company.email && emailLine(i18n, company.email),
    ].filter((l): l is string => Boolean(l)),
  ];
  return {
    to,
    subject: i18n._('Tentative date for your roof: {date}', { date: start }),
    text: lines.join('\n'),
    html: lines.map((l) => (l ? `<p>${escapeHtml(l)}</p>` : '')).join('\n'),
    replyTo: company.email || undefined,
  };
}

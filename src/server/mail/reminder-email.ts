import { formatIsoDate, formatUsd } from '../../domain/format/format';
import type { Language } from '../../domain/language/language';
import { i18nFor } from '../i18n';
import type { MailMessage } from './mailer';
import { customerMailWords, emailLine, escapeHtml, phoneLine } from './proposal-email';

// The overdue reminder: which invoice, what is still owed, since when, and who to contact.
// The link itself is not in it: only its hash is stored, and the invoice email has it. Written
// in the customer's language.

export interface ReminderFacts {
  to: string;
  customerName: string;
  invoiceNumber: string;
  dueOn: string;
  balanceCents: number;
  company: { name: string; phone: string; email: string };
  /** The customer's (the project's); English when not given. */
  language?: Language;
}

export function reminderEmail(f: ReminderFacts): MailMessage {
  const language = f.language ?? 'en';
  const i18n = i18nFor(language);
  const { sender, greeting } = customerMailWords(i18n, f.company.name, f.customerName);
  const body = i18n._(
    'This is a reminder that invoice {number} from {sender} was due on {date}. The balance due is {balance}.',
    {
      number: f.invoiceNumber,
      sender,
      date: formatIsoDate(f.dueOn, language),
      balance: formatUsd(f.balanceCents),
    },
  );
  const how = i18n._('You can pay from the link in the invoice email we sent, or contact us.');
  const contact = [
    f.company.phone && phoneLine(i18n, f.company.phone),
    f.company.email && emailLine(i18n, f.company.email),
  ]
    .filter(Boolean)
    .join('\n');
  const paid = i18n._('If you have already paid, thank you, and please ignore this message.');
  const text =
    [greeting, '', body, '', how, '', paid, '', sender, contact].join('\n').trim() + '\n';
  const html = text
    .split('\n\n')
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  return {
    to: f.to,
    subject: i18n._('Reminder: invoice {number} is past due', { number: f.invoiceNumber }),
    text,
    html,
    replyTo: f.company.email || undefined,
  };
}

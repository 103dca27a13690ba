import { formatIsoDate, formatUsd } from '../../domain/format/format';
import type { MailMessage } from './mailer';
import { escapeHtml } from './proposal-email';

// The overdue reminder: which invoice, what is still owed, since when, and who to contact.
// The link itself is not in it: only its hash is stored, and the invoice email has it.

export interface ReminderFacts {
  to: string;
  customerName: string;
  invoiceNumber: string;
  dueOn: string;
  balanceCents: number;
  company: { name: string; phone: string; email: string };
}

export function reminderEmail(f: ReminderFacts): MailMessage {
  const sender = f.company.name.trim() || 'your roofing contractor';
  const greeting = f.customerName.trim() ? `Hello ${f.customerName.trim()},` : 'Hello,';
  const body = `This is a reminder that invoice ${f.invoiceNumber} from ${sender} was due on ${formatIsoDate(f.dueOn)}. The balance due is ${formatUsd(f.balanceCents)}.`;
  const how = 'You can pay from the link in the invoice email we sent, or contact us.';
  const contact = [
    f.company.phone && `Phone: ${f.company.phone}`,
    f.company.email && `Email: ${f.company.email}`,
  ]
    .filter(Boolean)
    .join('\n');
  const paid = 'If you have already paid, thank you, and please ignore this message.';
  const text =
    [greeting, '', body, '', how, '', paid, '', sender, contact].join('\n').trim() + '\n';
  const html = text
    .split('\n\n')
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  return {
    to: f.to,
    subject: `Reminder: invoice ${f.invoiceNumber} is past due`,
    text,
    html,
    replyTo: f.company.email || undefined,
  };
}

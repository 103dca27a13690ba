import { formatIsoDate, formatUsdCents } from '../../domain/format/format';
import type { InvoiceDocument } from '../../domain/invoicing/document';
import { i18nFor } from '../i18n';
import type { MailMessage } from './mailer';
import { customerMailWords, escapeHtml, oneLine } from './proposal-email';

// The email that brings the customer to their invoice: who sent it, for which property, what is
// owed and by when, and the link, in the customer's language. The same words as plain text and
// as HTML, every name escaped.

const html = (s: string) => escapeHtml(s).replace(/\r?\n/g, '<br>');

export function invoiceEmail(doc: InvoiceDocument, url: string, to: string): MailMessage {
  const { company, customer, project, invoice, language } = doc;
  const i18n = i18nFor(language);
  const { sender, greeting, questions } = customerMailWords(i18n, company.name, customer.name);
  const intro = i18n._('{sender} has sent you invoice {number} ({label}) for {address}.', {
    sender,
    number: invoice.number,
    label: invoice.label,
    address: oneLine(project.address),
  });
  const balance = formatUsdCents(invoice.balanceCents);
  const owed = invoice.dueDate
    ? i18n._('Balance due: {balance}, due {date}.', {
        balance,
        date: formatIsoDate(invoice.dueDate, language),
      })
    : i18n._('Balance due: {balance}.', { balance });
  const action = i18n._('Open it to see the invoice, the payments received and how to pay:');
  const subject = i18n._('Invoice {number} from {sender}', { number: invoice.number, sender });
  const text = [greeting, '', intro, '', owed, '', action, url, '', questions, ''].join('\n');
  const body = `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;font-family:Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5;color:#0f172a;background:#ffffff">
<p>${html(greeting)}</p>
<p>${html(intro)}</p>
<p><strong>${html(owed)}</strong></p>
<p>${html(action)}</p>
<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 20px;background:#9a3412;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">${html(i18n._('View your invoice'))}</a></p>
<p style="font-size:14px;color:#475569">${html(i18n._('Or copy this link:'))} <a href="${escapeHtml(url)}" style="color:#9a3412">${html(url)}</a></p>
<p>${html(questions)}</p>
</body>
</html>
`;
  return {
    to,
    subject,
    text,
    html: body,
    replyTo: company.email.trim() || undefined,
  };
}

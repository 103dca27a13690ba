import { formatIsoDate, formatUsdCents } from '../../domain/format';
import type { InvoiceDocument } from '../../domain/invoicing/document';
import type { MailMessage } from './mailer';
import { escapeHtml } from './proposal-email';

// The email that brings the customer to their invoice: who sent it, for which property, what is
// owed and by when, and the link. The same words as plain text and as HTML, every name escaped.

const html = (s: string) => escapeHtml(s).replace(/\r?\n/g, '<br>');

export function invoiceEmail(doc: InvoiceDocument, url: string, to: string): MailMessage {
  const { company, customer, project, invoice } = doc;
  const sender = company.name.trim() || 'your roofing contractor';
  const greeting = customer.name.trim() ? `Hello ${customer.name.trim()},` : 'Hello,';
  const intro = `${sender} has sent you invoice ${invoice.number} (${invoice.label}) for ${project.address.replace(/\s*\n\s*/g, ', ')}.`;
  const owed = `Balance due: ${formatUsdCents(invoice.balanceCents)}${
    invoice.dueDate ? `, due ${formatIsoDate(invoice.dueDate)}` : ''
  }.`;
  const action = 'Open it to see the invoice, the payments received and how to pay:';
  const questions = `Questions? Reply to this email or contact ${sender}.`;
  const text = [greeting, '', intro, '', owed, '', action, url, '', questions, ''].join('\n');
  const body = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(`Invoice ${invoice.number} from ${sender}`)}</title></head>
<body style="margin:0;padding:24px;font-family:Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5;color:#0f172a;background:#ffffff">
<p>${html(greeting)}</p>
<p>${html(intro)}</p>
<p><strong>${html(owed)}</strong></p>
<p>${html(action)}</p>
<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 20px;background:#9a3412;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">View your invoice</a></p>
<p style="font-size:14px;color:#475569">Or copy this link: <a href="${escapeHtml(url)}" style="color:#9a3412">${html(url)}</a></p>
<p>${html(questions)}</p>
</body>
</html>
`;
  return {
    to,
    subject: `Invoice ${invoice.number} from ${sender}`,
    text,
    html: body,
    replyTo: company.email.trim() || undefined,
  };
}

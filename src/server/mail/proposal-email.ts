import { formatIsoDate, formatUsd } from '../../domain/format/format';
import type { ProposalSnapshot } from '../../domain/proposal/proposal';
import type { MailMessage } from './mailer';

// The email that brings the customer to their proposal: who sent it, for which property, what
// each option costs, until when, and the link. The same words as plain text and as HTML; every
// name in the HTML is escaped (a company or customer may be called anything).

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** Text as HTML, its line breaks kept. */
const html = (s: string) => escapeHtml(s).replace(/\r?\n/g, '<br>');

/** The email that sends a customer the link to their proposal. */
export function proposalEmail(snapshot: ProposalSnapshot, url: string, to: string): MailMessage {
  const { company, customer, project } = snapshot;
  const sender = company.name.trim() || 'your roofing contractor';
  const greeting = customer.name.trim() ? `Hello ${customer.name.trim()},` : 'Hello,';
  const intro = `${sender} has sent you a roofing proposal for ${project.address.replace(/\s*\n\s*/g, ', ')}.`;
  const prices: [string, string][] =
    snapshot.options.length > 1
      ? snapshot.options.map((o) => [o.name, formatUsd(o.totals.totalCents)])
      : [['Total', formatUsd(snapshot.options[0]?.totals.totalCents ?? 0)]];
  const pricesIntro =
    snapshot.options.length > 1
      ? `It offers ${snapshot.options.length} options to choose from:`
      : 'The price:';
  const validUntil = `The proposal can be accepted until ${formatIsoDate(snapshot.validUntil)}.`;
  const action = 'Open it to see every line, then accept and sign, or decline:';
  const contact = [
    company.phone && `Phone: ${company.phone}`,
    company.email && `Email: ${company.email}`,
    company.address,
    company.licenseNumber && `License #${company.licenseNumber}`,
  ].filter((line): line is string => Boolean(line));
  const questions = `Questions? Reply to this email or contact ${sender}.`;

  const text = [
    greeting,
    '',
    intro,
    '',
    pricesIntro,
    ...prices.map(([name, total]) => `  ${name}: ${total}`),
    '',
    action,
    url,
    '',
    validUntil,
    '',
    questions,
    ...(contact.length > 0 ? ['', sender, ...contact] : []),
    '',
  ].join('\n');

  // Inline styles only: mail programs drop <style> blocks and external sheets.
  const cell = 'padding:4px 16px 4px 0;';
  const body = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(`Your roofing proposal from ${sender}`)}</title></head>
<body style="margin:0;padding:24px;font-family:Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5;color:#0f172a;background:#ffffff">
<p>${html(greeting)}</p>
<p>${html(intro)}</p>
<p>${html(pricesIntro)}</p>
<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">
${prices.map(([name, total]) => `<tr><td style="${cell}">${html(name)}</td><td style="${cell}text-align:right;font-weight:bold">${html(total)}</td></tr>`).join('\n')}
</table>
<p>${html(action)}</p>
<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 20px;background:#9a3412;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">View your proposal</a></p>
<p style="font-size:14px;color:#475569">Or copy this link: <a href="${escapeHtml(url)}" style="color:#9a3412">${html(url)}</a></p>
<p>${html(validUntil)}</p>
<p>${html(questions)}</p>
${contact.length > 0 ? `<p style="font-size:14px;color:#475569"><strong style="color:#0f172a">${html(sender)}</strong><br>${contact.map(html).join('<br>')}</p>` : ''}
</body>
</html>
`;

  return {
    to,
    subject: `Your roofing proposal from ${sender}`,
    text,
    html: body,
    replyTo: company.email.trim() || undefined,
  };
}

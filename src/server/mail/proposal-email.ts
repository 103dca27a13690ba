import type { I18n } from '@lingui/core';
import { formatIsoDate, formatUsd } from '../../domain/format/format';
import type { Language } from '../../domain/language/language';
import type { ProposalSnapshot } from '../../domain/proposal/proposal';
import { i18nFor } from '../i18n';
import type { MailMessage } from './mailer';

// The email that brings the customer to their proposal: who sent it, for which property, what
// each option costs, until when, and the link, in the customer's language. The same words as
// plain text and as HTML; every name in the HTML is escaped (a company or customer may be called
// anything).

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

/** An address on one line: "2847 SE Belmont St, Portland, OR 97214". */
export const oneLine = (address: string) => address.replace(/\s*\n\s*/g, ', ');

/** The words every email to the customer shares: who sends it, the greeting, the questions. */
export function customerMailWords(
  i18n: I18n,
  companyName: string,
  customerName: string,
): { sender: string; greeting: string; questions: string } {
  const sender = companyName.trim() || i18n._('your roofing contractor');
  const name = customerName.trim();
  return {
    sender,
    greeting: name ? i18n._('Hello {name},', { name }) : i18n._('Hello,'),
    questions: i18n._('Questions? Reply to this email or contact {sender}.', { sender }),
  };
}

/** "Phone: 503-555-0142", "Email: office@summit.example" in the customer's language. */
export const phoneLine = (i18n: I18n, phone: string) => i18n._('Phone: {phone}', { phone });
export const emailLine = (i18n: I18n, email: string) => i18n._('Email: {email}', { email });

/** The email that sends a customer the link to their proposal, in `language` (theirs). */
export function proposalEmail(
  snapshot: ProposalSnapshot,
  url: string,
  to: string,
  language: Language = 'en',
): MailMessage {
  const i18n = i18nFor(language);
  const { company, customer, project } = snapshot;
  const { sender, greeting, questions } = customerMailWords(i18n, company.name, customer.name);
  const intro = i18n._('{sender} has sent you a roofing proposal for {address}.', {
    sender,
    address: oneLine(project.address),
  });
  const prices: [string, string][] =
    snapshot.options.length > 1
      ? snapshot.options.map((o) => [o.name, formatUsd(o.totals.totalCents)])
      : [[i18n._('Total'), formatUsd(snapshot.options[0]?.totals.totalCents ?? 0)]];
  const pricesIntro =
    snapshot.options.length > 1
      ? i18n._('It offers {count} options to choose from:', {
          count: String(snapshot.options.length),
        })
      : i18n._('The price:');
  const validUntil = i18n._('The proposal can be accepted until {date}.', {
    date: formatIsoDate(snapshot.validUntil, language),
  });
  const action = i18n._('Open it to see every line, then accept and sign, or decline:');
  const contact = [
    company.phone && phoneLine(i18n, company.phone),
    company.email && emailLine(i18n, company.email),
    company.address,
    company.licenseNumber && i18n._('License #{number}', { number: company.licenseNumber }),
  ].filter((line): line is string => Boolean(line));
  const subject = i18n._('Your roofing proposal from {sender}', { sender });

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
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;font-family:Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5;color:#0f172a;background:#ffffff">
<p>${html(greeting)}</p>
<p>${html(intro)}</p>
<p>${html(pricesIntro)}</p>
<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">
${prices.map(([name, total]) => `<tr><td style="${cell}">${html(name)}</td><td style="${cell}text-align:right;font-weight:bold">${html(total)}</td></tr>`).join('\n')}
</table>
<p>${html(action)}</p>
<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 20px;background:#9a3412;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">${html(i18n._('View your proposal'))}</a></p>
<p style="font-size:14px;color:#475569">${html(i18n._('Or copy this link:'))} <a href="${escapeHtml(url)}" style="color:#9a3412">${html(url)}</a></p>
<p>${html(validUntil)}</p>
<p>${html(questions)}</p>
${contact.length > 0 ? `<p style="font-size:14px;color:#475569"><strong style="color:#0f172a">${html(sender)}</strong><br>${contact.map(html).join('<br>')}</p>` : ''}
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

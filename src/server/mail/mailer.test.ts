import { afterEach, describe, expect, it } from 'vitest';
import { sampleSnapshot } from '../testing/sample-proposal';
import type { TestSmtp } from '../testing/test-smtp';
import { closedPortUrl, readMail, startSilentServer, startTestSmtp } from '../testing/test-smtp';
import { createMailer, MailError } from './mailer';
import { proposalEmail } from './proposal-email';

const URL_ = 'http://127.0.0.1:3000/p/Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MA';
const FROM = 'Ridgeline <no-reply@ridgeline.test>';

describe('createMailer', () => {
  const open: { close(): Promise<void> }[] = [];
  const started = async <T extends { close(): Promise<void> }>(s: Promise<T>) => {
    const server = await s;
    open.push(server);
    return server;
  };
  afterEach(async () => {
    await Promise.all(open.splice(0).map((s) => s.close()));
  });

  it('is null when SMTP_URL is not set', () => {
    expect(createMailer(null)).toBeNull();
  });

  it('sends the proposal email: sender, recipient, Reply-To, subject and both bodies', async () => {
    const smtp: TestSmtp = await started(startTestSmtp());
    const mailer = createMailer({ url: smtp.url, from: FROM })!;
    const snapshot = sampleSnapshot(3);
    await mailer.send(proposalEmail(snapshot, URL_, 'dana.garcia@example.com'));
    mailer.close();

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.from).toBe('no-reply@ridgeline.test');
    expect(mail!.to).toEqual(['dana.garcia@example.com']);
    const { headers, text, html } = readMail(mail!.raw);
    expect(headers.get('from')).toBe(FROM);
    expect(headers.get('to')).toContain('dana.garcia@example.com');
    expect(headers.get('reply-to')).toContain('office@summitroofing.example');
    expect(headers.get('subject')).toBe('Your roofing proposal from Summit Roofing Co.');
    for (const s of [
      'Hello Dana Garcia,',
      'Summit Roofing Co. has sent you a roofing proposal for 2847 SE Belmont St, Portland, OR 97214.',
      'Good: $15,104',
      'Better: $17,134',
      'Best: $32,853',
      URL_,
      'The proposal can be accepted until Dec 21, 2026.',
      'Phone: (503) 555-0100',
      'Email: office@summitroofing.example',
    ]) {
      expect(text).toContain(s);
    }
    expect(html).toContain(`<a href="${URL_}"`);
    expect(html).toContain('View your proposal');
    expect(html).toContain('$17,134');
    expect(html).toContain('Hello Dana Garcia,');
  });

  it('sends names in any script and keeps a newline in a name out of the headers', async () => {
    const smtp = await started(startTestSmtp());
    const mailer = createMailer({ url: smtp.url, from: FROM })!;
    const snapshot = sampleSnapshot(1);
    snapshot.company = { ...snapshot.company, name: 'Zoë Dächer\nBcc: victim@evil.test' };
    await mailer.send(proposalEmail(snapshot, URL_, 'dana.garcia@example.com'));
    const { headers, text } = readMail(smtp.received[0]!.raw);
    expect(headers.get('subject')).toBe(
      'Your roofing proposal from Zoë Dächer Bcc: victim@evil.test',
    );
    expect(headers.has('bcc')).toBe(false);
    expect(smtp.received[0]!.to).toEqual(['dana.garcia@example.com']);
    expect(text).toContain('Total: $15,104');
  });

  it('sends to exactly the one address it is given', async () => {
    const smtp = await started(startTestSmtp());
    const mailer = createMailer({ url: smtp.url, from: FROM })!;
    await mailer
      .send({
        ...proposalEmail(sampleSnapshot(1), URL_, 'x'),
        to: 'dana@example.com, other@evil.test',
      })
      .catch(() => undefined);
    expect(smtp.received.flatMap((m) => m.to)).not.toContain('other@evil.test');
  });

  it('rejects with MailError when the server refuses the recipient', async () => {
    const smtp = await started(startTestSmtp({ refuse: true }));
    const mailer = createMailer({ url: smtp.url, from: FROM })!;
    const err = await mailer
      .send(proposalEmail(sampleSnapshot(1), URL_, 'nobody@example.com'))
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MailError);
    expect((err as MailError).message).toMatch(/^The email server refused the address: /);
    expect((err as MailError).message).toContain('550');
    expect((err as MailError).responseCode).toBe(550);
    expect(smtp.received).toHaveLength(0);
  });

  it('rejects with MailError when nothing listens', async () => {
    const mailer = createMailer({ url: await closedPortUrl(), from: FROM })!;
    const err = await mailer
      .send(proposalEmail(sampleSnapshot(1), URL_, 'dana@example.com'))
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MailError);
    expect((err as MailError).message).toMatch(/^Could not reach the email server: .*ECONNREFUSED/);
  });

  it('gives up on a server that never answers, within its time limit', async () => {
    const silent = await started(startSilentServer());
    const mailer = createMailer({ url: silent.url, from: FROM }, { totalMs: 400 })!;
    const t0 = Date.now();
    const err = await mailer
      .send(proposalEmail(sampleSnapshot(1), URL_, 'dana@example.com'))
      .catch((e: unknown) => e);
    expect(Date.now() - t0).toBeLessThan(3000);
    expect(err).toBeInstanceOf(MailError);
    expect((err as MailError).message).toBe(
      'The email server did not finish within 0.4 s. Check SMTP_URL or try again later.',
    );
  });
});

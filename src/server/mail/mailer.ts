import { createTransport } from 'nodemailer';

/** One message; `html` and `text` say the same thing. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string | undefined;
}

export interface Mailer {
  /** Resolves once the SMTP server accepted the message; rejects with MailError otherwise. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** The SMTP server could not be reached or refused the message. */
export class MailError extends Error {
  constructor(
    message: string,
    /** The SMTP reply code when the server answered with one (550: recipient refused). */
    readonly responseCode: number | null = null,
  ) {
    super(message);
    this.name = 'MailError';
  }
}

/**
 * How long one send may take in all, and each step of it. A request that sends email waits for
 * the SMTP server, so a server that is down, or takes a connection and then says nothing, must
 * not hold that request (and the user) for the minutes nodemailer waits by default.
 */
export const MAIL_TIMEOUTS = {
  totalMs: 15_000,
  dnsMs: 5_000,
  connectionMs: 10_000,
  greetingMs: 10_000,
  socketMs: 15_000,
};

/** Header values on one line: a newline in a name must never start a header of its own. */
const oneLine = (s: string) => s.replace(/[\r\n\t]+/g, ' ').trim();

/** What went wrong, in words an owner can act on; never the URL (it may hold a password). */
function describe(e: unknown, totalMs: number): MailError {
  const err = e as { name?: string; code?: string; responseCode?: number; message?: string };
  const code = typeof err.responseCode === 'number' ? err.responseCode : null;
  if (err.name === 'AbortError' || err.name === 'TimeoutError') {
    return new MailError(
      `The email server did not finish within ${totalMs / 1000} s. Check SMTP_URL or try again later.`,
    );
  }
  const reason = (err.message ?? String(e)).split('\n')[0]!.slice(0, 300);
  switch (err.code) {
    case 'ECONNECTION':
    case 'ESOCKET':
    case 'ETIMEDOUT':
    case 'EDNS':
      return new MailError(`Could not reach the email server: ${reason}`, code);
    case 'EAUTH':
      return new MailError(`The email server refused the login: ${reason}`, code);
    case 'EENVELOPE':
      return new MailError(`The email server refused the address: ${reason}`, code);
    default:
      return new MailError(`The email server refused the message: ${reason}`, code);
  }
}

/** A mailer for SMTP_URL, or null when email is not configured. */
export function createMailer(
  smtp: { url: string; from: string } | null,
  timeouts: Partial<typeof MAIL_TIMEOUTS> = {},
): Mailer | null {
  if (!smtp) return null;
  const limits = { ...MAIL_TIMEOUTS, ...timeouts };
  // One connection per message: proposals are sent one at a time, by hand.
  const transport = createTransport({
    url: smtp.url,
    dnsTimeout: limits.dnsMs,
    connectionTimeout: limits.connectionMs,
    greetingTimeout: limits.greetingMs,
    socketTimeout: limits.socketMs,
  });
  return {
    async send(message) {
      try {
        await transport.sendMail({
          from: smtp.from,
          // An address object: nodemailer would read "a@x.test, b@y.test" as two recipients.
          to: { name: '', address: oneLine(message.to) },
          ...(message.replyTo ? { replyTo: { name: '', address: oneLine(message.replyTo) } } : {}),
          subject: oneLine(message.subject),
          text: message.text,
          html: message.html,
          signal: AbortSignal.timeout(limits.totalMs),
        });
      } catch (e) {
        throw describe(e, limits.totalMs);
      }
    },
    close() {
      transport.close();
    },
  };
}

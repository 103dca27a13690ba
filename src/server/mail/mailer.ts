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
export class MailError extends Error {}

/** A mailer for SMTP_URL, or null when email is not configured. */
export function createMailer(smtp: { url: string; from: string } | null): Mailer | null {
  if (!smtp) return null;
  throw new Error('not written yet');
}

import { createTransport } from 'nodemailer';
import type { Env } from '../../../platform/env';
import type { NewsEmail } from './message';

// The airport's mail relay, through nodemailer: SMTP is a conversation of many steps (greeting, STARTTLS, AUTH, each
// recipient, the data, dot-stuffing, MIME and encoded headers for the French accents), each with its own refusals,
// that a library used by millions gets right and that Tarmac has no business writing again.

/** The longest a relay may keep us waiting at one step: an attempt ends well before its lease (sender.ts) does. */
const STEP_TIMEOUT_MS = 30_000;

export type Mailer = {
  /** Sends one message; rejects with what the relay said when it refuses or cannot be reached. */
  send: (to: string, email: NewsEmail, messageId: string) => Promise<void>;
  close: () => void;
};

export function smtpMailer(env: Env): Mailer {
  // one connection per message: a few e-mails an hour, no pool to keep alive and reconnect
  const transport = createTransport({
    url: env.SMTP_URL!,
    connectionTimeout: STEP_TIMEOUT_MS,
    greetingTimeout: STEP_TIMEOUT_MS,
    socketTimeout: STEP_TIMEOUT_MS,
  });
  return {
    send: async (to, email, messageId) => {
      await transport.sendMail({
        from: env.SMTP_FROM,
        to,
        // the passenger's reply goes to the desk, when it has an address, not to a sender nobody reads
        ...(env.LOST_AND_FOUND_EMAIL && { replyTo: env.LOST_AND_FOUND_EMAIL }),
        subject: email.subject,
        text: email.text,
        messageId,
      });
    },
    close: () => transport.close(),
  };
}

/**
 * What the desk may read of a failure: the relay's words with every address taken out (a refusal names the
 * recipient, and the queue holds no personal data), at most 500 characters.
 */
export function relayError(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return text.replace(/[^\s<>()[\]"',;:]+@[^\s<>()[\]"',;:]+/g, '<address>').slice(0, 500);
}

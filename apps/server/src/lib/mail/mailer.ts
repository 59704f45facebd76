import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { DevOutbox } from '../dev-outbox.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends one mail; rejects when it could not be handed over. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** nodemailer over SMTP_URL (smtp:// or smtps://, credentials in the URL). */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl, { from });
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}

/**
 * Without SMTP_URL: the mail is kept in the development outbox. The log line names the addressee and the
 * subject only, never the body with its code.
 */
export function outboxMailer(outbox: DevOutbox, log: FastifyBaseLogger): Mailer {
  return {
    async send(mail) {
      outbox.add({ channel: 'email', ...mail, sent_at: new Date().toISOString() });
      log.info({ to: mail.to, subject: mail.subject }, 'mail kept in the development outbox (no SMTP_URL)');
    },
  };
}

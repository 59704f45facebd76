import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { DevOutbox } from '../dev-outbox.ts';

export interface Mail {
  /** What the mail is (for logs, which never carry a subject or a body: codes are in both). */
  kind: string;
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
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
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
      const { to, subject, text, html } = mail;
      outbox.add({ channel: 'email', to, subject, text, html, sent_at: new Date().toISOString() });
      log.info({ to, kind: mail.kind }, 'mail kept in the development outbox (no SMTP_URL)');
    },
  };
}

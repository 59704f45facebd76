import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { DemoOutbox } from '../demo-outbox.ts';

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
 * A demo without SMTP_URL: the mail goes to the demo outbox (the terminal). The log line names the
 * addressee and the kind only, never the body with its code.
 */
export function outboxMailer(outbox: DemoOutbox, log: FastifyBaseLogger): Mailer {
  return {
    async send(mail) {
      const { to, subject, text } = mail;
      outbox.add({ channel: 'email', to, subject, text, sent_at: new Date().toISOString() });
      log.info({ to, kind: mail.kind }, 'demo: mail printed in the terminal (no SMTP_URL)');
    },
  };
}

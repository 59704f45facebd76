import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { DevOutbox } from './dev-outbox.ts';
import { outboxMailer, smtpMailer, type Mailer } from './mail/mailer.ts';
import { httpSmsSender, outboxSmsSender, type SmsSender } from './sms/sms-sender.ts';

export interface Senders {
  mailer: Mailer;
  sms: SmsSender;
  /** Where mails and SMS go without SMTP_URL / SMS_URL (readable on a loopback listener only). */
  outbox: DevOutbox;
}

/** Mail and SMS go out through SMTP_URL / SMS_URL, or into the development outbox. */
export function messageSenders(config: Config, log: FastifyBaseLogger): Senders {
  const outbox = new DevOutbox();
  return {
    outbox,
    mailer: config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : outboxMailer(outbox, log),
    sms: config.smsUrl ? httpSmsSender(config.smsUrl) : outboxSmsSender(outbox, log),
  };
}

import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { demoOutbox } from './demo-outbox.ts';
import { outboxMailer, smtpMailer, type Mailer } from './mail/mailer.ts';
import { httpSmsSender, outboxSmsSender, type SmsSender } from './sms/sms-sender.ts';

export interface Senders {
  mailer: Mailer;
  /** null in production without SMS_URL: nothing can be sent by SMS (phone recovery is unavailable). */
  sms: SmsSender | null;
}

/**
 * Mail and SMS go out through SMTP_URL / SMS_URL. Only a demo (DEMO=true) may go without them: its messages
 * are printed in the terminal (`print`) and kept in DATA_DIR/demo-outbox.jsonl (`outboxDir`).
 */
export function messageSenders(
  config: Config,
  log: FastifyBaseLogger,
  print: (text: string) => void,
  outboxDir: string | null,
): Senders {
  const outbox = demoOutbox(print, outboxDir);
  const mailer = config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : null;
  const sms = config.smsUrl ? httpSmsSender(config.smsUrl) : null;
  if (!config.demo) {
    // config.ts has refused to start production without SMTP_URL.
    return { mailer: mailer!, sms };
  }
  return { mailer: mailer ?? outboxMailer(outbox, log), sms: sms ?? outboxSmsSender(outbox, log) };
}

/** A message that went to the development outbox instead of a mail server or an SMS gateway. */
export interface OutboxMessage {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
  html?: string;
  sent_at: string;
}

const KEEP = 100;

/**
 * Where mail and SMS go when no SMTP_URL / SMS_URL is set: kept in memory (newest first) for
 * GET /api/dev/outbox, so someone trying the shop on their own machine can read their sign-in code.
 */
export class DevOutbox {
  private readonly messages: OutboxMessage[] = [];

  add(message: OutboxMessage): void {
    this.messages.unshift(message);
    this.messages.length = Math.min(this.messages.length, KEEP);
  }

  list(to?: string): OutboxMessage[] {
    return to ? this.messages.filter((m) => m.to === to) : [...this.messages];
  }
}

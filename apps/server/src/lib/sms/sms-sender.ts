import type { FastifyBaseLogger } from 'fastify';
import type { DemoOutbox } from '../demo-outbox.ts';

/** Sends one SMS; rejects when it could not be handed over. */
export interface SmsSender {
  send(to: string, text: string): Promise<void>;
}

/**
 * An HTTP gateway at SMS_URL: POST {to, text} as JSON; any 2xx is accepted. Most providers have such an
 * endpoint or a small relay in front of them; credentials go in the URL.
 */
export function httpSmsSender(smsUrl: string): SmsSender {
  return {
    async send(to, text) {
      const response = await fetch(smsUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}

/** A demo without SMS_URL: the message goes to the demo outbox; the log does not carry its text. */
export function outboxSmsSender(outbox: DemoOutbox, log: FastifyBaseLogger): SmsSender {
  return {
    async send(to, text) {
      outbox.add({ channel: 'sms', to, subject: 'SMS', text, sent_at: new Date().toISOString() });
      log.info({ to }, 'demo: SMS printed in the terminal (no SMS_URL)');
    },
  };
}

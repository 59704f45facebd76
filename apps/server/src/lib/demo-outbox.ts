import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A mail or SMS that a demo shop printed instead of sending (no SMTP_URL / SMS_URL). */
export interface OutboxMessage {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
  sent_at: string;
}

/** Where a demo's messages go: the terminal of whoever ran `npm start`, and a file beside its database. */
export interface DemoOutbox {
  add(message: OutboxMessage): void;
}

/** The file of a data dir's demo messages, one JSON object a line (scripts read sign-in codes from it). */
export const demoOutboxFile = (dataDir: string) => path.join(dataDir, 'demo-outbox.jsonl');

/**
 * Demo only (DEMO=true without SMTP_URL / SMS_URL): each message is printed for the person at the keyboard
 * and appended to DATA_DIR/demo-outbox.jsonl. Nothing serves them over HTTP, so no request — through a
 * proxy or not, whatever its Host — can ever read a sign-in code (README "Security").
 */
export function demoOutbox(print: (text: string) => void, dataDir: string | null): DemoOutbox {
  return {
    add(message) {
      const what =
        message.channel === 'email'
          ? `Письмо для ${message.to}: «${message.subject}»`
          : `SMS для ${message.to}`;
      print(`\n── ДЕМО · ${what} ──\n${message.text}\n──\n`);
      if (dataDir === null) return;
      mkdirSync(dataDir, { recursive: true });
      appendFileSync(demoOutboxFile(dataDir), `${JSON.stringify(message)}\n`, { mode: 0o600 });
    },
  };
}

/** A demo's messages to `to` (all without it), newest first: how scripts and tests read their codes. */
export function readDemoOutbox(dataDir: string, to?: string): OutboxMessage[] {
  const file = demoOutboxFile(dataDir);
  if (!existsSync(file)) return [];
  const messages = readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxMessage)
    .reverse();
  return to === undefined ? messages : messages.filter((message) => message.to === to);
}

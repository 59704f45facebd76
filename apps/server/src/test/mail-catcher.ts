import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * A real SMTP server on a free local port that keeps what it receives: tests point SMTP_URL at it and read
 * codes from the mail a shopper would get. `failing` makes it refuse every message (a mail server down).
 */
export class MailCatcher {
  readonly mails: CaughtMail[] = [];
  failing = false;
  private readonly waiters = new Set<() => void>();
  private readonly server: SMTPServer;
  private port = 0;

  constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      // Its built-in certificate has expired: plain SMTP on loopback.
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((parsed) => {
            if (this.failing) return callback(new Error('mailbox unavailable'));
            this.mails.push(toCaught(parsed));
            for (const wake of this.waiters) wake();
            callback();
          })
          .catch(callback);
      },
    });
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as { port: number }).port;
    return this;
  }

  /** SMTP_URL for the app (nodemailer must not try STARTTLS against it). */
  get url(): string {
    return `smtp://127.0.0.1:${this.port}/?ignoreTLS=true`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** The newest mail to an address that matches, waiting for it to arrive (up to 5 s). */
  async latest(to: string, match: (mail: CaughtMail) => boolean = () => true): Promise<CaughtMail> {
    const find = () => [...this.mails].reverse().find((m) => m.to === to.toLowerCase() && match(m));
    const deadline = Date.now() + 5_000;
    for (;;) {
      const mail = find();
      if (mail) return mail;
      if (Date.now() > deadline) throw new Error(`no mail to ${to}`);
      await new Promise<void>((resolve) => {
        const wake = () => (this.waiters.delete(wake), resolve());
        this.waiters.add(wake);
        setTimeout(wake, 200);
      });
    }
  }

  /** The 5-digit code of the newest mail to an address. */
  async code(to: string): Promise<string> {
    const mail = await this.latest(to);
    const code = /\b(\d{5})\b/.exec(mail.text)?.[1];
    if (!code) throw new Error(`no code in the mail to ${to}: ${mail.text}`);
    return code;
  }

  countTo(to: string): number {
    return this.mails.filter((m) => m.to === to.toLowerCase()).length;
  }
}

function toCaught(parsed: ParsedMail): CaughtMail {
  const address = (value: ParsedMail['to']) =>
    (Array.isArray(value) ? value[0] : value)?.value[0]?.address?.toLowerCase() ?? '';
  return {
    to: address(parsed.to),
    from: parsed.from?.value[0]?.address ?? '',
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
  };
}

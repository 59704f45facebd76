/** A pino destination that keeps the lines a test app logs, to read what reached the log. */
export class LogCapture {
  readonly raw: string[] = [];

  /** The stream for buildApp's logStream. */
  readonly stream = { write: (line: string) => void this.raw.push(line) };

  get entries(): { level: number; msg?: string; [key: string]: unknown }[] {
    return this.raw.map((line) => JSON.parse(line));
  }

  /** Entries at error level or above (pino: 50 error, 60 fatal). */
  get errors() {
    return this.entries.filter((entry) => entry.level >= 50);
  }

  get text(): string {
    return this.raw.join('');
  }
}

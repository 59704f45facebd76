/**
 * At most `limit` image jobs at once in this process; the others wait their turn, first come first served.
 * sharp runs each job on a thread of libuv's pool (4 threads, shared with file reads, DNS and crypto) and
 * libvips' own threads: a burst of uploads must not take them all while shoppers browse.
 */
export class JobQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly limit: number) {}

  /** Jobs running and waiting now. */
  get size(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running += 1;
    try {
      return await job();
    } finally {
      // The slot passes straight to the next in line (the count stays), or is given back.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

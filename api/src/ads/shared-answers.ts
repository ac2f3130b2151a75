/**
 * Answers kept a few seconds and shared by every anonymous visitor who asks the same thing (the public list and
 * search of ads): a popular search at a million ads costs one run of its statements per lifetime, however many
 * visitors send it, and a burst of the same search while it runs waits for that one run (`answer`).
 *
 * Only anonymous answers are kept: a signed-in visitor's list carries their favourites. Everything is forgotten
 * when public content changes (`clear`, on any public write here or on another instance); otherwise an answer is
 * at most `ttlMs` old, like the bff's pages.
 */
export type SharedAnswersOptions = {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
};

type Entry<T> = { value: T; expires: number };

export class SharedAnswers<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly inflight = new Map<string, Promise<T>>();
  /** Bumped by `clear()`: an answer whose run started before a change is handed to its callers, not kept. */
  private generation = 0;
  private readonly now: () => number;

  constructor(private readonly options: SharedAnswersOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * The kept answer for `key`, or the one `produce` gives (run once for every caller asking for `key` while it
   * runs). A failed run is kept by no one: each caller that waited on it runs `produce` itself, so a search
   * cancelled because its first visitor left does not fail the others.
   */
  async answer(key: string, produce: () => Promise<T>): Promise<T> {
    const kept = this.entries.get(key);
    if (kept) {
      this.entries.delete(key);
      if (kept.expires > this.now()) {
        // Most recently used last: eviction takes from the front.
        this.entries.set(key, kept);
        return kept.value;
      }
    }
    const running = this.inflight.get(key);
    if (running) {
      try {
        return await running;
      } catch {
        return produce();
      }
    }
    const generation = this.generation;
    const run = produce();
    this.inflight.set(key, run);
    try {
      const value = await run;
      if (generation === this.generation) this.keep(key, value);
      return value;
    } finally {
      if (this.inflight.get(key) === run) this.inflight.delete(key);
    }
  }

  private keep(key: string, value: T): void {
    while (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, expires: this.now() + this.options.ttlMs });
  }

  /** Forgets every answer, and keeps none of the runs under way (public content changed). */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.inflight.clear();
  }
}

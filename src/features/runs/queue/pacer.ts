import { RATE_WINDOW_MS, waitForSlot, type Pace } from "../../../contract/pace-window.ts";

/** Time and timers, injected so that tests drive them. */
export type Clock = {
  now: () => number;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

type Options<Job> = {
  pace: () => Pace;
  /** The next job to send, or null when there is none (now). */
  next: () => Job | null;
  /** Sends one job; in flight until it settles (its answer, or its failure). */
  send: (job: Job) => Promise<unknown>;
  clock?: Clock;
};

/**
 * Hands out jobs at a pace: never more than K in flight, never more than R started in any
 * window of a minute. It never retries: what `send` does with a failure is its own affair.
 * `pump` after anything that may make a job ready (a new run, Resume).
 */
export class Pacer<Job> {
  private inFlight = 0;
  private starts: number[] = [];
  private timer: unknown = null;
  private stopped = false;
  private readonly clock: Clock;

  constructor(private readonly options: Options<Job>) {
    this.clock = options.clock ?? realClock;
  }

  pump = () => {
    while (!this.stopped) {
      const now = this.clock.now();
      this.starts = this.starts.filter((start) => now - start < RATE_WINDOW_MS);
      const wait = waitForSlot(this.inFlight, this.starts, now, this.options.pace());
      if (wait === null) return;
      if (wait > 0) return this.wake(wait);
      const job = this.options.next();
      if (job === null) return;
      this.starts.push(now);
      this.inFlight++;
      void this.options
        .send(job)
        .catch(() => undefined)
        .finally(() => {
          this.inFlight--;
          this.pump();
        });
    }
  };

  stop() {
    this.stopped = true;
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
  }

  private wake(ms: number) {
    if (this.timer !== null) return;
    this.timer = this.clock.setTimeout(() => {
      this.timer = null;
      this.pump();
    }, ms);
  }
}

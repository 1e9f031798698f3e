/** What a round found: no room for more, more may be due at once, or nothing is due. */
export type RoundOutcome = "full" | "more" | "idle";

/**
 * The loop of a job that claims its work with leases (the follower's checks, the archive's
 * copies): the next round at once while more may be due, as soon as one piece under way ends
 * when there is no room, else after `idleMs`. A round that fails (the database away) is said
 * and tried again. `stop()` ends the loop, waking an idle wait; the work under way is the job's.
 */
export function jobRounds(
  round: () => Promise<RoundOutcome>,
  underWay: () => Iterable<Promise<void>>,
  { idleMs, doing }: { idleMs: number; /** For the log: "following tasks", "archiving result files". */ doing: string },
): { stop(): Promise<void> } {
  let stopped = false;
  let wake = () => {};
  const running = (async () => {
    while (!stopped) {
      let next: RoundOutcome = "idle";
      try {
        next = await round();
      } catch (error) {
        console.error(`server: ${doing} failed (${(error as Error).message}); trying again.`);
      }
      if (next === "full") await Promise.race(underWay());
      else if (next === "idle" && !stopped)
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, idleMs);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
    }
  })();
  return {
    // Marked stopped before the first await: a caller may cut its work right after calling it.
    async stop() {
      stopped = true;
      wake();
      await running;
    },
  };
}

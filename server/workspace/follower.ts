import type { CheckOutcome, DueTask, TaskBook } from "./tasks.ts";

export type FollowerOptions = {
  /** This instance's name in the leases (unique per process). */
  owner: string;
  /** How long a claim holds: longer than one check may take. */
  leaseMs: number;
  /** Checks under way at most; a round that fills the room is followed by the next at once. */
  batch?: number;
  /** The wait between rounds when nothing more is due. */
  idleMs?: number;
};

/**
 * Follows every unfinished task in the workspace, with no page open: claims the due ones,
 * checks each once, writes what came of it. Instances sharing a database share the work
 * through the leases (tasks.ts). A round that fails (the database away) is said and tried again.
 */
export function startFollower(
  book: TaskBook,
  check: (requestId: string) => Promise<CheckOutcome>,
  { owner, leaseMs, batch = 50, idleMs = 500 }: FollowerOptions,
): { stop(): Promise<void> } {
  let stopped = false;
  let wake = () => {};
  // Checks under way: a slow one holds its own lease, not the next round (at most `batch` at once).
  const checking = new Set<Promise<void>>();
  const follow = (task: DueTask) => {
    const done: Promise<void> = check(task.request_id)
      .then((outcome) => book.settle(task, owner, outcome))
      .then(
        () => undefined,
        (error: unknown) => console.error(`server: a task's check could not be written (${(error as Error).message}).`),
      )
      .finally(() => checking.delete(done));
    checking.add(done);
  };
  /** Claims what is due, as many as there is room for: then more may be due, or nothing is. */
  const round = async (): Promise<"full" | "more" | "idle"> => {
    const room = batch - checking.size;
    if (room <= 0) return "full";
    const due = await book.claimDue(owner, leaseMs, room);
    due.forEach(follow);
    return due.length === room ? "more" : "idle";
  };
  const running = (async () => {
    while (!stopped) {
      let next: "full" | "more" | "idle" = "idle";
      try {
        next = await round();
      } catch (error) {
        console.error(`server: following tasks failed (${(error as Error).message}); trying again.`);
      }
      // No room: the next round comes as soon as a check ends.
      if (next === "full") await Promise.race(checking);
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
    async stop() {
      stopped = true;
      wake();
      await running;
      await Promise.all(checking);
    },
  };
}

import type { CheckOutcome, TaskBook } from "./tasks.ts";

export type FollowerOptions = {
  /** This instance's name in the leases (unique per process). */
  owner: string;
  /** How long a claim holds: longer than one check may take. */
  leaseMs: number;
  /** Tasks claimed at a time; a full batch is followed by the next at once. */
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
  const round = async () => {
    const due = await book.claimDue(owner, leaseMs, batch);
    await Promise.all(due.map(async (task) => book.settle(task, owner, await check(task.request_id))));
    return due.length;
  };
  const running = (async () => {
    while (!stopped) {
      let claimed = 0;
      try {
        claimed = await round();
      } catch (error) {
        console.error(`server: following tasks failed (${(error as Error).message}); trying again.`);
      }
      if (claimed < batch && !stopped)
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
    },
  };
}

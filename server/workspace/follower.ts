import { jobRounds, type RoundOutcome } from "./job-rounds.ts";
import type { CheckOutcome, DueTask, TaskBook } from "./tasks.ts";

/**
 * How long a claim holds unless renewed. A check is one GET that takes milliseconds, but its
 * claim outlives an instance killed mid-check (kill -9): every other instance, the restarted one
 * too, leaves that task alone until the claim runs out. A few seconds, renewed while the check
 * runs, is all a live check needs, and long enough that a late timer or a slow write on a busy
 * machine still renews in time.
 */
export const CHECK_LEASE_MS = 10_000;

export type FollowerOptions = {
  /** This instance's name in the leases (unique per process). */
  owner: string;
  /** How long a claim holds unless renewed; renewed every third of it while its check runs. */
  leaseMs?: number;
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
  { owner, leaseMs = CHECK_LEASE_MS, batch = 50, idleMs = 500 }: FollowerOptions,
): { stop(): Promise<void> } {
  // Checks under way, each with its task: a slow one holds its own lease, not the next round (at most `batch` at once).
  const checking = new Map<Promise<void>, string>();
  const follow = (task: DueTask) => {
    const done: Promise<void> = check(task.request_id)
      .then((outcome) => book.settle(task, owner, outcome))
      .then(
        () => undefined,
        (error: unknown) => console.error(`server: a task's check could not be written (${(error as Error).message}).`),
      )
      .finally(() => checking.delete(done));
    checking.set(done, task.request_id);
  };
  const heartbeat = renewWhileChecking(book, owner, leaseMs, () => [...checking.values()]);
  /** Claims what is due, as many as there is room for: then more may be due, or nothing is. */
  const round = async (): Promise<RoundOutcome> => {
    const room = batch - checking.size;
    if (room <= 0) return "full";
    const due = await book.claimDue(owner, leaseMs, room);
    due.forEach(follow);
    return due.length === room ? "more" : "idle";
  };
  const rounds = jobRounds(round, () => checking.keys(), { idleMs, doing: "following tasks" });
  return {
    async stop() {
      await rounds.stop();
      // The checks still under way keep their leases until they end, then the renewing stops.
      await Promise.all(checking.keys());
      await heartbeat.stop();
    },
  };
}

/**
 * Renews the leases of the checks under way every third of their length, in one write a round,
 * so a late round (a slow write, a busy machine) still comes before they run out. A lease lost
 * anyway lets another instance check that task too: a check is a free GET, so a rare second one
 * costs nothing, and the first check's late result writes nothing (settle's `lease_owner` guard).
 */
export function renewWhileChecking(
  book: Pick<TaskBook, "renew">,
  owner: string,
  leaseMs: number,
  underWay: () => string[],
  /** What is under way, for the log: the follower's checks, the archive's copies. */
  what = "checks",
) {
  let renewing = true;
  let timer: NodeJS.Timeout | undefined;
  let beat = Promise.resolve();
  const renew = async () => {
    try {
      await book.renew(owner, underWay(), leaseMs);
    } catch (error) {
      console.error(`server: the leases of ${what} under way could not be renewed (${(error as Error).message}).`);
    }
    if (renewing) timer = setTimeout(() => (beat = renew()), leaseMs / 3);
  };
  timer = setTimeout(() => (beat = renew()), leaseMs / 3);
  return {
    async stop() {
      renewing = false;
      clearTimeout(timer);
      await beat;
    },
  };
}

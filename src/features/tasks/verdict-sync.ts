import type { SharedTask } from "../../contract/shared-task.ts";
import { WORKSPACE_VERDICTS_PATH, verdictSchema, type Verdict } from "../../contract/verdict-schema.ts";
import type { VerdictStore } from "../../entities/verdict/store.ts";

/** A verdict the workspace could not take (offline, the server away) is offered again this often. */
const RETRY_MS = 10_000;

/**
 * Keeps this browser's verdicts and the workspace's in step: a newer one heard from it is
 * stored here; one given here while this runs is sent to it (the leading tab's book hears every
 * tab's). Of two copies the newer wins, on both sides (the verdict's own `updatedAt`), so
 * neither echoes the other's back. `keys`: this browser's tasks (a verdict on one the workspace
 * does not share is kept there and shown to no one). What was judged before, in a browser-only
 * history, moves in with it (issue 27's point 6, not yet built). `me`: this page's person
 * (lib/server-config.ts personOf): the book holds their verdicts; the others' are on the tasks'
 * entries (`reviews`, entities/task/shared-entry.ts).
 */
export type VerdictSync = ReturnType<typeof verdictSync>;

export function verdictSync(book: VerdictStore, me: string, keys: () => Iterable<string>) {
  /** The newest copy the workspace holds or needs no more, by task key. */
  const held = new Map<string, number>();
  for (const key of keys()) held.set(key, book.get(key)?.updatedAt ?? 0);
  let pushing = false;
  let again = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function push() {
    if (pushing) return void (again = true);
    pushing = true;
    let failed = false;
    for (const key of keys()) {
      const verdict = book.get(key);
      if (!verdict || verdict.updatedAt <= (held.get(key) ?? 0)) continue;
      if (await send(key, verdict)) held.set(key, Math.max(held.get(key) ?? 0, verdict.updatedAt));
      else failed = true;
    }
    pushing = false;
    clearTimeout(timer);
    if (failed) timer = setTimeout(() => void push(), RETRY_MS);
    if (again) {
      again = false;
      void push();
    }
  }

  const unsubscribe = book.subscribe(() => void push());
  return {
    /** What a batch of the workspace's changes says of verdicts: the newer are stored here. */
    async heard(tasks: readonly SharedTask[]) {
      const newer = new Map<string, Verdict>();
      for (const task of tasks) {
        const kept = mineOf(task, me);
        const theirs = kept === null ? null : (verdictSchema.safeParse(kept).data ?? null);
        // What it holds, exactly: a copy of this browser's that is newer (given while it was away) goes to it.
        held.set(task.key, theirs?.updatedAt ?? 0);
        if (theirs && theirs.updatedAt > (book.get(task.key)?.updatedAt ?? -1)) newer.set(task.key, theirs);
      }
      await book.putMany(newer);
      await push();
    },
    stop() {
      unsubscribe();
      clearTimeout(timer);
    },
  };
}

/**
 * This person's verdict as the workspace holds it: theirs among each person's (issue 28), never
 * another's, which would become this person's on their next change; a server before people
 * shares one verdict per task.
 */
function mineOf(task: SharedTask, me: string): unknown {
  if (task.verdicts === undefined) return task.verdict;
  const each: unknown[] = Array.isArray(task.verdicts) ? task.verdicts : [];
  const kept = each.find((item) => (item as { by?: unknown } | null)?.by === me);
  return (kept as { verdict?: unknown } | undefined)?.verdict ?? null;
}

async function send(key: string, verdict: Verdict): Promise<boolean> {
  try {
    const answer = await fetch(`${WORKSPACE_VERDICTS_PATH}${encodeURIComponent(key)}`, {
      method: "PUT",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(verdict),
    });
    // A refusal (a verdict this server's version does not take) is not offered again and again.
    return answer.status < 500;
  } catch {
    return false;
  }
}

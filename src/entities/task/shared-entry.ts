import { readReason } from "../../contract/archive-reason.ts";
import { taskRecordSchema, type TaskRecord } from "../../contract/record.ts";
import { familyOf } from "../../contract/families.ts";
import type { SharedTask } from "../../contract/shared-task.ts";
import type { SharedArchiveFile } from "../../contract/archive.ts";
import { database } from "../../lib/db.ts";
import { newDeckEntry, type DeckEntry } from "../../lib/deck-entry.ts";
import { readPollError } from "../../lib/poll-answer.ts";
import type { TaskStore } from "./store.ts";
import { readReviews, sameReviews } from "../verdict/read-reviews.ts";

// A task as the workspace shares it, made into this browser's entry: a new one for a task sent
// from another tab, device or person; for one of this browser's own, what the workspace knows
// better (the answer a reload lost, the records its server's checks brought).

/** The record, read as the page reads its own checks' (leniently); one that names no task is none. */
const recordOf = (task: SharedTask): TaskRecord | null => {
  const read = taskRecordSchema.safeParse(task.record);
  return read.success && read.data.request_id ? read.data : null;
};

/** What the workspace says came of the submission. */
function answerOf(task: SharedTask): Partial<DeckEntry> & Pick<DeckEntry, "state"> {
  if (task.requestId) return { state: "accepted", requestId: task.requestId };
  // A run's cell the server sent and the service refused (or failed on): its words, kept.
  if (task.failure) return { state: "failed", error: `HTTP ${task.status ?? "?"}`, failure: task.failure };
  // No answer, or one that names no task (unreadable): a task may exist. A refusal is never
  // shared (nothing was made); a 5xx is the service failing, as this page's own send says.
  const status = task.status;
  if (task.state === "unknown" || status === null || status < 500) return { state: "unknown" };
  return {
    state: "failed",
    error: `HTTP ${status ?? "?"}`,
    failure: { kind: "http", status, said: null, param: null, detail: "", html: false },
  };
}

/** What the server's following says: the last record, and how its checks went. */
function followingOf(task: SharedTask): Partial<DeckEntry> {
  const record = recordOf(task);
  return {
    serverFollows: true,
    ...(record ? { record, updatedAt: task.recordAt } : {}),
    gone: task.gone,
    failedChecks: task.failedChecks,
    pollError: task.problem === null ? null : readPollError(task.problem),
    pollPaused: false,
  };
}

/**
 * The workspace's word on its files' copies, read as sent: well-formed files only. Here, not with
 * the copies' reading (archived-data.ts): the feed's chunk must not fetch the deck's.
 */
export function readArchive(value: unknown): SharedArchiveFile[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return (value as Partial<Record<keyof SharedArchiveFile, unknown>>[])
    .filter(
      (file): file is SharedArchiveFile =>
        typeof file === "object" &&
        file !== null &&
        Number.isInteger(file.n) &&
        typeof file.url === "string" &&
        typeof file.name === "string" &&
        typeof file.state === "string" &&
        (file.reason === null || typeof file.reason === "string"),
    )
    .map(({ why, ...file }) => {
      // Its code, when a server sends one it can read: else the sentence alone is said.
      const read = readReason(why);
      return read ? { ...file, why: read } : file;
    });
}

/** Who sent it and who judged it (issue 28), its files' copies (issue 29), as the workspace says; nothing from a server before them. */
function peopleOf(task: SharedTask): Pick<DeckEntry, "sentBy" | "reviews" | "archive"> {
  const reviews = readReviews(task.verdicts);
  const archive = readArchive(task.archive);
  return {
    ...(task.sentBy !== undefined ? { sentBy: task.sentBy } : {}),
    ...(reviews ? { reviews } : {}),
    ...(archive ? { archive } : {}),
  };
}

/** The change to this browser's entry for `task` (null: nothing to change), or the entry to add. */
export function sharedChange(task: SharedTask, local: DeckEntry | undefined): Partial<DeckEntry> | null {
  if (!local) return null;
  const answer = answerOf(task);
  // What this page could not tell (no answer came here), the workspace may.
  const better = local.state === "sending" || (local.state === "unknown" && answer.state !== "unknown");
  const people = peopleOf(task);
  const change = {
    ...(local.inWorkspace || local.fromWorkspace ? {} : { inWorkspace: true as const }),
    ...(people.sentBy !== undefined && people.sentBy !== local.sentBy ? { sentBy: people.sentBy } : {}),
    ...(people.reviews && !sameReviews(people.reviews, local.reviews) ? { reviews: people.reviews } : {}),
    ...(people.archive && JSON.stringify(people.archive) !== JSON.stringify(local.archive)
      ? { archive: people.archive }
      : {}),
    ...(better ? answer : {}),
    // A server that no longer follows it hands it back to this page's checks.
    ...(task.followed ? followingOf(task) : local.serverFollows ? { serverFollows: false } : {}),
  };
  return Object.keys(change).length ? change : null;
}

export function sharedEntry(task: SharedTask): DeckEntry {
  const record = recordOf(task);
  return newDeckEntry({
    id: task.key,
    mode: familyOf(String(task.body.model ?? "")) ?? "video",
    baseUrl: "",
    body: task.body,
    submittedAt: task.submittedAt,
    fromWorkspace: true,
    ...answerOf(task),
    ...(record ? { record, updatedAt: task.recordAt } : {}),
    ...(task.followed ? followingOf(task) : {}),
    ...peopleOf(task),
  });
}

/**
 * Writes what the workspace shared into this browser's store (read whole first: `ready`). A task
 * this tab has not heard of may have just been stored by another tab (one of this browser's own
 * submissions): it is changed, not replaced. Which those are is read at once for the batch, so a
 * first visit taking a long history in writes its new tasks together, not one transaction each.
 */
export async function takeShared(store: TaskStore, tasks: readonly SharedTask[]): Promise<void> {
  const unheard = tasks.filter((task) => !store.get(task.key)).map((task) => task.key);
  const stored = new Set(unheard.length ? await storedTasks(unheard) : []);
  const added: DeckEntry[] = [];
  for (const task of tasks) {
    const local = store.get(task.key);
    // Deleted from the workspace (issue 29): gone from every page's history too.
    if (task.removed) {
      if (local || stored.has(task.key)) await store.remove(task.key);
      continue;
    }
    if (!local && !stored.has(task.key)) added.push(sharedEntry(task));
    else if (local && !sharedChange(task, local)) continue;
    else if (!(await store.update(task.key, (current) => sharedChange(task, current) ?? {})))
      added.push(sharedEntry(task));
  }
  if (added.length === 1) await store.add(added[0]!);
  else if (added.length) await store.putMany(added);
}

/** Which of `keys` the browser's task store (IndexedDB's, ledger.ts) holds: one read for them all. */
async function storedTasks(keys: readonly string[]): Promise<string[]> {
  const tx = (await database()).transaction("tasks");
  const found = await Promise.all(keys.map((key) => tx.store.getKey(key)));
  return found.filter((key): key is string => typeof key === "string");
}

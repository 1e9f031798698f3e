import { openDatabase, WorkspaceError, type DatabaseSettings, type WorkspaceDatabase } from "./database.ts";
import { changeSignal, type ChangeSignal } from "./changes.ts";
import { submissionJournal, type SubmissionJournal } from "./submissions.ts";
import { taskBook, type TaskBook } from "./tasks.ts";
import { runBook, type RunBook } from "./runs.ts";
import { DEFAULT_POLL_SECONDS } from "../../src/contract/poll-interval.ts";
import { DEFAULT_WORKSPACE_MAX_TASKS } from "../../src/contract/workspace-refusals.ts";
import { taskLimit, type TaskLimit } from "./task-limit.ts";

export type OpenedWorkspace = {
  database: WorkspaceDatabase;
  journal: SubmissionJournal;
  tasks: TaskBook;
  runs: RunBook;
  /** Its bound on its tasks (WORKSPACE_MAX_TASKS): the journal keeps to it, and so does moving in. */
  limit: TaskLimit;
  /** Pages hear of changes by it (changes.ts). */
  changes: ChangeSignal;
  close(): Promise<void>;
};

/**
 * The workspace's database, its submissions journal and its tasks. `inFlightMs`: the longest a
 * call to the service may last (the proxy's limit), after which a submission with no answer
 * never gets one; `follow`: this server follows the tasks its submissions make, from this base
 * interval (each is tracked as its answer comes); `maxTasks`: the most tasks it may hold.
 */
export async function openWorkspace(
  settings: DatabaseSettings,
  inFlightMs: number,
  follow: { baseMs: number } | null = null,
  maxTasks = DEFAULT_WORKSPACE_MAX_TASKS,
): Promise<OpenedWorkspace> {
  const database = await openDatabase(settings);
  let changes: ChangeSignal;
  try {
    changes = await changeSignal(database, settings.databaseUrl);
  } catch (error) {
    await database.close();
    throw new WorkspaceError(`the workspace's database (${database.where}) could not be listened to: ${error}`);
  }
  const { stamp, stampRun } = changes;
  const tasks = taskBook(database, follow?.baseMs ?? DEFAULT_POLL_SECONDS * 1000, Date.now, stamp);
  const limit = taskLimit(database, maxTasks);
  // Tracked only while this server follows: turned on later, it does not find a whole history due at once.
  const journal = submissionJournal(database, inFlightMs, Date.now, follow ? tasks.track : undefined, stamp, limit);
  const close = async () => {
    await changes.close();
    await database.close();
  };
  return { database, tasks, journal, runs: runBook(database, stampRun), limit, changes, close };
}

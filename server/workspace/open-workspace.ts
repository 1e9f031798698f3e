import { openDatabase, WorkspaceError, type DatabaseSettings, type WorkspaceDatabase } from "./database.ts";
import { changeSignal, type ChangeSignal } from "./changes.ts";
import { submissionJournal, type SubmissionJournal } from "./submissions.ts";
import { taskBook, type TaskBook } from "./tasks.ts";
import { runBook, type RunBook } from "./runs.ts";
import { DEFAULT_POLL_SECONDS } from "../../src/contract/poll-interval.ts";

export type OpenedWorkspace = {
  database: WorkspaceDatabase;
  journal: SubmissionJournal;
  tasks: TaskBook;
  runs: RunBook;
  /** Pages hear of changes by it (changes.ts). */
  changes: ChangeSignal;
  close(): Promise<void>;
};

/**
 * The workspace's database, its submissions journal and its tasks. `inFlightMs`: the longest a
 * call to the service may last (the proxy's limit), after which a submission with no answer
 * never gets one; `follow`: this server follows the tasks its submissions make, from this base
 * interval (each is tracked as its answer comes).
 */
export async function openWorkspace(
  settings: DatabaseSettings,
  inFlightMs: number,
  follow: { baseMs: number } | null = null,
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
  // Tracked only while this server follows: turned on later, it does not find a whole history due at once.
  const journal = submissionJournal(database, inFlightMs, Date.now, follow ? tasks.track : undefined, stamp);
  const close = async () => {
    await changes.close();
    await database.close();
  };
  return { database, tasks, journal, runs: runBook(database, stampRun), changes, close };
}

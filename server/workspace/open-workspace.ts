import { openDatabase, type DatabaseSettings, type WorkspaceDatabase } from "./database.ts";
import { submissionJournal, type SubmissionJournal } from "./submissions.ts";
import { taskBook, type TaskBook } from "./tasks.ts";
import { DEFAULT_POLL_SECONDS } from "../../src/contract/poll-interval.ts";

export type OpenedWorkspace = { database: WorkspaceDatabase; journal: SubmissionJournal; tasks: TaskBook };

/**
 * The workspace's database, its submissions journal and its tasks (each task a submission
 * made is tracked, to be followed). `inFlightMs`: the longest a call to the service may last
 * (the proxy's limit), after which a submission with no answer never gets one; `baseMs`: the
 * base interval between checks of a task.
 */
export async function openWorkspace(
  settings: DatabaseSettings,
  inFlightMs: number,
  baseMs = DEFAULT_POLL_SECONDS * 1000,
): Promise<OpenedWorkspace> {
  const database = await openDatabase(settings);
  const tasks = taskBook(database, baseMs);
  return { database, tasks, journal: submissionJournal(database, inFlightMs, Date.now, tasks.track) };
}

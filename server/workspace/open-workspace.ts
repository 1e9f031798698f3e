import { openDatabase, type DatabaseSettings, type WorkspaceDatabase } from "./database.ts";
import { submissionJournal, type SubmissionJournal } from "./submissions.ts";

export type OpenedWorkspace = { database: WorkspaceDatabase; journal: SubmissionJournal };

/**
 * The workspace's database and its submissions journal. `inFlightMs`: the longest a call to the
 * service may last (the proxy's limit), after which a submission with no answer never gets one.
 */
export async function openWorkspace(settings: DatabaseSettings, inFlightMs: number): Promise<OpenedWorkspace> {
  const database = await openDatabase(settings);
  return { database, journal: submissionJournal(database, inFlightMs) };
}

import type { ResultPayload } from "../../contract/record.ts";
import type { DeckEntry } from "../../lib/deck-entry.ts";
import type { NamedTask } from "./file-name.ts";
import { resultData } from "./archived-data.ts";

/** What `TaskResults` needs to show a task's results: the same for its card and its lightbox. */
export type EntryResults = {
  data: ResultPayload;
  task: NamedTask;
  producedAt: number | null;
  serverTask: string | null;
  /** Its files' copies in the workspace's archive, as last heard (archived-data.ts `archiveStatus`). */
  archive?: DeckEntry["archive"];
  /** Its key in the workspace, when the workspace holds it: its files can be archived on demand. */
  workspaceKey?: string;
};

/** The task's request_id when this page's own server answered it: its file proxy can read the files. */
export const serverTaskOf = (entry: DeckEntry): string | null => (entry.baseUrl === "" ? entry.requestId : null);

/** The task's results as `TaskResults` takes them; null while it has produced nothing. */
export function entryResults(entry: DeckEntry): EntryResults | null {
  const data = resultData(entry);
  if (!data) return null;
  const any =
    data.video_urls.length || data.image_urls.length || data.audio_urls.length || data.file_urls.length || data.text;
  if (!any) return null;
  return {
    data,
    task: {
      submittedAt: entry.submittedAt,
      model: typeof entry.body.model === "string" ? entry.body.model : "",
      prompt: typeof entry.body.prompt === "string" ? entry.body.prompt : "",
      requestId: entry.requestId ?? entry.record?.request_id ?? null,
    },
    producedAt: entry.record?.finish_time ? entry.record.finish_time * 1000 : null,
    serverTask: serverTaskOf(entry),
    archive: entry.archive,
    workspaceKey: entry.inWorkspace || entry.fromWorkspace ? entry.id : undefined,
  };
}

/** Whether there is a result to judge (a failed or running task has none). */
export const judgeable = (entry: DeckEntry) => entryResults(entry) !== null;

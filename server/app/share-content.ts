import { taskRecordSchema } from "../../src/contract/record.ts";
import type { SharedTask } from "../../src/contract/shared-task.ts";
import { sharedFilePath, type ShareKind, type ShareRequest, type SharedViewTask } from "../../src/contract/shares.ts";
import { verdictSchema } from "../../src/contract/verdict-schema.ts";
import { fileNameOf } from "../http/file-headers.ts";
import type { WorkspaceDatabase } from "../workspace/database.ts";
import { readRun } from "../workspace/runs.ts";
import { pathAfter } from "../archive/model-neighbours.ts";
import { sharedTasksOf } from "../workspace/shared-tasks.ts";
import { isResultFile, resultFilesOf } from "./result-files.ts";

// What a share link holds and shows: the tasks it names (a run's: the tasks its cells made),
// each cut down to what a viewer of its result needs. Never the record, its ids, the body's
// other fields, or anything of a task the link does not name.

type Db = Pick<WorkspaceDatabase, "db">;

/** Whether the workspace holds what a link would name: each task, or the run. */
export async function targetsExist({ db }: Db, { kind, targets }: Pick<ShareRequest, "kind" | "targets">) {
  if (kind === "run") {
    const row = await db.selectFrom("runs").select("run").where("id", "=", targets[0]!).executeTakeFirst();
    return readRun(row?.run ?? null) !== null;
  }
  const found = await db
    .selectFrom("submissions")
    .select("key")
    .where("key", "in", targets)
    .where("removed_at", "is", null)
    .execute();
  return found.length === new Set(targets).size;
}

/** The submission keys of the tasks a link shows, in its order: its targets, or a run's cells' tasks. */
export async function sharedKeys({ db }: Db, kind: ShareKind, targets: string[]): Promise<string[]> {
  if (kind !== "run") return targets;
  const row = await db.selectFrom("runs").select("run").where("id", "=", targets[0]!).executeTakeFirst();
  return (readRun(row?.run ?? null)?.cells ?? []).flatMap((cell) => (cell.entryId ? [cell.entryId] : []));
}

/** The tasks of these keys, in their order; a task deleted since the link was made is no longer shown. */
export async function sharedTasksInOrder(database: Db, keys: string[]): Promise<SharedTask[]> {
  const kept = (await sharedTasksOf(database, keys)).filter((task) => !task.removed);
  const found = new Map(kept.map((task) => [task.key, task]));
  return keys.flatMap((key) => found.get(key) ?? []);
}

const FILE_KINDS: Record<string, SharedViewTask["files"][number]["kind"]> = {
  image_urls: "image",
  video_urls: "video",
  audio_urls: "audio",
};

const text = (value: unknown) => (typeof value === "string" ? value : null);

/** A task as a link's viewer sees it; its files are read through the link (`token`). */
export function viewOf(task: SharedTask, token: string): SharedViewTask {
  const record = taskRecordSchema.safeParse(task.record);
  return {
    key: task.key,
    prompt: text(task.body.prompt),
    model: text(task.body.model),
    status: (record.success && record.data.status) || null,
    files: resultFilesOf(task.record).map(({ list, url }, n) => ({
      kind: FILE_KINDS[list] ?? "file",
      name: fileNameOf(url),
      url: sharedFilePath(token, task.key, n),
    })),
    verdicts: verdictsOf(task),
  };
}

/** Each person's verdict, oldest first, as a viewer reads it: its words, never its pins. */
function verdictsOf(task: SharedTask): SharedViewTask["verdicts"] {
  return (task.verdicts ?? []).flatMap(({ by, verdict }) => {
    const read = verdictSchema.safeParse(verdict);
    if (!read.success) return [];
    const { outcome, rating, tags, note } = read.data;
    return [{ outcome, rating, tags, note, by }];
  });
}

/**
 * The file a link's file route names: the `n`th of the task's result files (as `viewOf` counts
 * them), or with `path` one beside it, named relative to it; null for anything else. With it, the
 * path its archived copy is kept at (model-neighbours.ts `neighbourOf` names a neighbour so):
 * undefined for the listed file itself, null for a path no copy could be kept at.
 */
export function sharedFileTarget(
  task: SharedTask,
  n: string | undefined,
  path: string | undefined,
): { url: URL; kept: string | undefined | null } | null {
  const urls = resultFilesOf(task.record).map(({ url }) => url);
  const listed = /^\d{1,4}$/.test(n ?? "") ? urls[Number(n)] : undefined;
  if (!listed) return null;
  if (path === undefined) return { url: listed, kept: undefined };
  if (!URL.canParse(path, listed.href)) return null;
  const beside = new URL(path, listed);
  if (!isResultFile(path, beside, [listed])) return null;
  // Its query and fragment are no part of the path a copy is kept at, as the archive drops them.
  if (beside.origin === listed.origin && beside.pathname === listed.pathname) return { url: beside, kept: undefined };
  const folder = listed.pathname.slice(0, listed.pathname.lastIndexOf("/") + 1);
  return { url: beside, kept: pathAfter(beside.pathname.slice(folder.length)) };
}

import { serveStatic } from "@hono/node-server/serve-static";
import { notFound } from "../http/answers.ts";
import type { AppContext } from "../http/env.ts";
import { meshFile, zippedMesh } from "./results/mesh.ts";
import { clipFor, videoClipPath } from "./results/videos.ts";
import { resultFileName, snapshot, type SandboxTask } from "./tasks.ts";
import type { SandboxState } from "./state.ts";

// Result files, served like a file host: no token (the URL is the capability, as with the
// service's signed URLs), no CORS headers (such hosts often send none), byte ranges for video.

const missing = () => notFound("No such result file (the task is unknown, unfinished, expired or was reset).");

/**
 * The names a finished task's files go by: its result, and for 3D the same model zipped, as the
 * vendor delivers it; or the files a test attached to it (listed or beside those).
 */
function fileNames(task: SandboxTask): string[] {
  if (task.attached) return task.attached.all;
  return task.flags ? [resultFileName(task), "model.zip"] : [resultFileName(task)];
}

/** The finished task a file belongs to, or null. */
export function finishedTask(state: SandboxState, requestId: string, name: string): SandboxTask | null {
  const task = state.tasks.get(requestId);
  if (!task || task.filesExpired || !fileNames(task).includes(name)) return null;
  return snapshot(task, state.now(), state.taskMs, []).status === "COMPLETED" ? task : null;
}

export async function serveResult(state: SandboxState, c: AppContext, requestId: string, name: string) {
  const task = finishedTask(state, requestId, name);
  if (!task) return missing();
  c.header("Cache-Control", "private, max-age=3600");
  c.header("Content-Disposition", `inline; filename="${name}"`);
  if (task.attached) {
    // Gone when newer attachments needed the room: the same answer as an expired link.
    const file = state.attachments.filesOf(requestId)?.find((f) => f.name === name);
    return file ? c.body(new Uint8Array(file.bytes), 200, { "Content-Type": file.contentType }) : missing();
  }
  if (!task.flags) {
    const path = videoClipPath(clipFor(task.requestId))!;
    c.header("Accept-Ranges", "bytes");
    return (await serveStatic({ path })(c, async () => undefined)) ?? missing();
  }
  const { format, level } = task.flags;
  if (name === "model.zip")
    return c.body(new Uint8Array(await zippedMesh(format, level)), 200, { "Content-Type": "application/zip" });
  const file = await meshFile(format, level);
  return c.body(new Uint8Array(file.bytes), 200, { "Content-Type": file.contentType });
}

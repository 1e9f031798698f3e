import { serveStatic } from "@hono/node-server/serve-static";
import { notFound } from "../http/answers.ts";
import type { AppContext } from "../http/env.ts";
import { NOTHING_RUNS_POLICY } from "../http/security-headers.ts";
import { deliveredFile } from "./results/delivery.ts";
import { clipFor, videoClipPath } from "./results/videos.ts";
import { isShownInline } from "./result-types.ts";
import { resultFileNames, snapshot, type SandboxTask } from "./tasks.ts";
import type { SandboxState } from "./state.ts";

// Result files, served like a file host: no token (the URL is the capability, as with the
// service's signed URLs), no CORS headers (such hosts often send none), byte ranges for video.
// Whoever attached them, they are never active content on the origin that serves them: media
// stay inline for <video> and <img>, anything else is a download, and a policy under which
// nothing runs covers them all (on the app's origin it replaces the page's).

const missing = () => notFound("No such result file (the task is unknown, unfinished, expired or was reset).");

/** The finished task a file belongs to, or null. */
export function finishedTask(state: SandboxState, requestId: string, name: string): SandboxTask | null {
  const task = state.tasks.get(requestId);
  if (!task || task.filesExpired || !resultFileNames(task).all.includes(name)) return null;
  return snapshot(task, state.now(), state.taskMs, []).status === "COMPLETED" ? task : null;
}

export async function serveResult(state: SandboxState, c: AppContext, requestId: string, name: string) {
  const answer = await resultFile(state, c, requestId, name);
  answer.headers.set("Content-Security-Policy", NOTHING_RUNS_POLICY);
  answer.headers.set("X-Content-Type-Options", "nosniff");
  if (answer.ok) {
    const inline = isShownInline(answer.headers.get("Content-Type") ?? "");
    answer.headers.set("Cache-Control", "private, max-age=3600");
    answer.headers.set("Content-Disposition", `${inline ? "inline" : "attachment"}; filename="${name}"`);
  }
  return answer;
}

async function resultFile(state: SandboxState, c: AppContext, requestId: string, name: string): Promise<Response> {
  const task = finishedTask(state, requestId, name);
  if (!task) return missing();
  if (task.attached) {
    // Gone when newer attachments needed the room: the same answer as an expired link.
    const file = state.attachments.filesOf(requestId)?.find((f) => f.name === name);
    return file ? c.body(new Uint8Array(file.bytes), 200, { "Content-Type": file.contentType }) : missing();
  }
  if (!task.flags) {
    const path = videoClipPath(clipFor(task.requestId, task.shape))!;
    c.header("Accept-Ranges", "bytes");
    return (await serveStatic({ path })(c, async () => undefined)) ?? missing();
  }
  const file = await deliveredFile(task.flags.format, task.flags.level, task.delivery, name);
  return file ? c.body(new Uint8Array(file.bytes), 200, { "Content-Type": file.contentType }) : missing();
}

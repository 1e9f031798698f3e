import { createReadStream, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { meshFile, zippedMesh } from "./results/mesh.ts";
import { clipFor, videoClipPath } from "./results/videos.ts";
import { resultFileName, snapshot } from "./tasks.ts";
import { sendError } from "./http.ts";
import type { SandboxState } from "./state.ts";

// Result files, served like a file host: no token (the URL is the capability, as with the
// service's signed URLs), no CORS headers (such hosts often send none), byte ranges for video.

const notFound = (res: ServerResponse) =>
  sendError(res, 404, {
    type: "not_found_error",
    code: "file_not_found",
    message: "No such result file (the task is unknown, unfinished or was reset).",
  });

export async function serveResult(
  state: SandboxState,
  req: IncomingMessage,
  res: ServerResponse,
  requestId: string,
  name: string,
) {
  const task = state.tasks.get(requestId);
  if (!task || snapshot(task, state.now(), state.taskMs, "").status !== "COMPLETED") return notFound(res);
  const headers = { "Cache-Control": "private, max-age=3600", "Content-Disposition": `inline; filename="${name}"` };
  if (!task.flags) {
    const path = name === resultFileName(task) ? videoClipPath(clipFor(task.requestId)) : null;
    if (!path) return notFound(res);
    return sendFileRange(req, res, path, { ...headers, "Content-Type": "video/mp4" });
  }
  const { format, level } = task.flags;
  if (name === resultFileName(task)) {
    const file = await meshFile(format, level);
    return sendBytes(req, res, file.bytes, { ...headers, "Content-Type": file.contentType });
  }
  // The upstream 3D vendor delivers a .zip holding the model; the sandbox offers that form too.
  if (name === "model.zip")
    return sendBytes(req, res, await zippedMesh(format, level), { ...headers, "Content-Type": "application/zip" });
  notFound(res);
}

function sendBytes(req: IncomingMessage, res: ServerResponse, bytes: Uint8Array, headers: Record<string, string>) {
  res.writeHead(200, { ...headers, "Content-Length": String(bytes.length) });
  res.end(req.method === "HEAD" ? undefined : bytes);
}

function sendFileRange(req: IncomingMessage, res: ServerResponse, path: string, headers: Record<string, string>) {
  const size = statSync(path).size;
  const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? "");
  let start = 0;
  let end = size - 1;
  if (range && (range[1] || range[2])) {
    start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
    end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
    if (start > end || start >= size) {
      res.writeHead(416, { "Content-Range": `bytes */${size}` });
      return res.end();
    }
  }
  const partial = Boolean(range && (range[1] || range[2]));
  res.writeHead(partial ? 206 : 200, {
    ...headers,
    "Accept-Ranges": "bytes",
    "Content-Length": String(end - start + 1),
    ...(partial ? { "Content-Range": `bytes ${start}-${end}/${size}` } : {}),
  });
  if (req.method === "HEAD") return res.end();
  createReadStream(path, { start, end }).pipe(res);
}

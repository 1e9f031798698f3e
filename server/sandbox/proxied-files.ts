import { isRequestId, SANDBOX_FILES_PREFIX } from "../../src/contract/server-paths.ts";
import { isHttpUrl } from "../../src/contract/urls.ts";
import { problemResponse } from "../http/answers.ts";
import type { AppContext } from "../http/env.ts";
import { downloadName, proxiedFileHeaders } from "../http/file-headers.ts";
import { authProblem } from "./auth.ts";
import { finishedTask, serveResult } from "./files.ts";
import type { SandboxState } from "./state.ts";

/**
 * The file proxy's answer in sandbox mode: the same question as in proxy mode (is this URL a
 * result of that task, for this token?), answered from the sandbox's own memory, so the page
 * reads files one way whoever answers its API.
 */
export async function sandboxFileThroughPage(state: SandboxState, c: AppContext, requestId: string, url: string) {
  const auth = authProblem(c.req.header("authorization"), state.token);
  if (auth) return problemResponse(401, auth);
  return sandboxResultFile(state, c, requestId, url);
}

/** The same, once the request may (a page's token, or a share link the server has checked). */
export async function sandboxResultFile(state: SandboxState, c: AppContext, requestId: string, url: string) {
  const target = isHttpUrl(url) ? new URL(url) : null;
  const prefix = `${SANDBOX_FILES_PREFIX}${requestId}/`;
  const name = target && target.pathname.startsWith(prefix) ? target.pathname.slice(prefix.length) : "";
  if (!isRequestId(requestId) || !target || !finishedTask(state, requestId, name))
    return problemResponse(404, {
      type: "not_found_error",
      code: "unknown_file",
      message: "That file is not a result of that task (or the task is unknown, unfinished or expired).",
    });
  const answer = await serveResult(state, c, requestId, name);
  for (const [header, value] of Object.entries(proxiedFileHeaders(downloadName(c.req.query("name"), target))))
    answer.headers.set(header, value);
  return answer;
}

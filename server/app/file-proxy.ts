import { RESPONSE_ALREADY_SENT } from "@hono/node-server/utils/response";
import type { IncomingHttpHeaders } from "node:http";
import { pipeline, Transform } from "node:stream";
import { isRequestId } from "../../src/contract/server-paths.ts";
import type { ServerProblemCode } from "../../src/contract/server-problems.ts";
import { problemResponse } from "../http/answers.ts";
import type { AppContext } from "../http/env.ts";
import { downloadName, proxiedFileHeaders } from "../http/file-headers.ts";
import { crossSiteRefusal, type GuardOptions } from "../http/request-guard.ts";
import type { FileProxyLimits } from "./config.ts";
import { discard, fetchFile, fileAgent, FileRefused } from "./file-fetch.ts";
import { tokenRefusal } from "./proxy-errors.ts";
import { isResultFile } from "./result-files.ts";
import { urlProblem } from "./safe-dial.ts";
import { taskResults } from "./task-results.ts";
import type { UpstreamClient } from "./upstream.ts";

const PASSED_ON = ["content-type", "content-length", "content-range", "accept-ranges", "last-modified", "etag"];

// Codes the page words in its own language (src/contract/server-problems.ts); the message is for curl users.
const refuse = (status: number, code: ServerProblemCode | "invalid_parameter_value", message: string) =>
  problemResponse(status, { type: status === 403 ? "permission_error" : "request_error", code, message });

/**
 * Streams a task's result file to the page when its host sends no CORS headers (the 3D viewer
 * must read the bytes). Stateless: each request names the task, the server asks the service
 * for it (with the same token a query would use) and fetches the file only if it is one of
 * the task's results or beside one. So any instance serves it, before or after a restart.
 */
export function createFileProxy(client: UpstreamClient, guard: GuardOptions, limits: FileProxyLimits) {
  const read = resultFileReader(client, limits);
  return async (c: AppContext): Promise<Response> => {
    const { headers } = c.env.incoming;
    await client.tokenReady;
    const refused = crossSiteRefusal(headers, guard) ?? tokenRefusal(headers, client);
    if (refused) return refused;
    return read(c, c.req.query("request_id") ?? "", c.req.query("url") ?? "", headers);
  };
}

/**
 * The file proxy's reading of one file, once the request may: task `requestId`'s result file
 * `raw` (or one beside it), as the service lists it now, streamed from its host. `requestHeaders`:
 * the request's (the page's token when the server passes it on; a Range).
 */
export function resultFileReader(client: UpstreamClient, limits: FileProxyLimits) {
  const agent = fileAgent(limits, client.timeoutMs);
  return async (
    c: AppContext,
    requestId: string,
    raw: string,
    requestHeaders: IncomingHttpHeaders,
  ): Promise<Response> => {
    const { outgoing } = c.env;
    if (!isRequestId(requestId) || !URL.canParse(raw))
      return refuse(400, "invalid_parameter_value", "Name the task (request_id) and one of its result files (url).");
    const results = await taskResults(client, requestId, requestHeaders);
    if (results instanceof Response) return results;
    const target = new URL(raw);
    if (!isResultFile(raw, target, results))
      return refuse(403, "not_a_result", "That URL is not a result file of that task, nor beside one.");

    const method = c.req.method === "HEAD" ? "HEAD" : "GET";
    const total = AbortSignal.timeout(limits.totalMs);
    let file: Awaited<ReturnType<typeof fetchFile>>;
    try {
      const request = { method, range: requestHeaders.range, signal: total } as const;
      file = await fetchFile(agent, target, request, (url) => urlProblem(url, limits.allowPrivate));
    } catch (error) {
      if (error instanceof FileRefused) return refuse(403, "file_host_refused", `Not fetched: ${error.message}.`);
      console.error(`file proxy: ${target.origin}: ${String(error)}`);
      return problemResponse(total.aborted ? 504 : 502, {
        type: "upstream_error",
        code: "file_unreachable" satisfies ServerProblemCode,
        message: `The file host ${target.origin} did not answer in time, or refused.`,
      });
    }
    const { answer } = file;
    if (answer.statusCode > 599) {
      discard(answer);
      return refuse(502, "file_host_broken", `The file host answered with status ${answer.statusCode}.`);
    }
    if (Number(answer.headers["content-length"]) > limits.maxBytes) {
      discard(answer);
      return refuse(502, "file_too_large", `The file is larger than this server passes on (${limits.maxBytes} bytes).`);
    }
    const headers = proxiedFileHeaders(downloadName(c.req.query("name"), target));
    for (const name of PASSED_ON) if (answer.headers[name]) headers[name] = String(answer.headers[name]);
    // Hono answers HEAD by running the GET route and dropping the body: it must get a Response.
    if (method === "HEAD") {
      discard(answer);
      return new Response(null, { status: answer.statusCode, headers });
    }
    outgoing.writeHead(answer.statusCode, headers);
    // On any failure pipeline destroys all three: the client sees the transfer cut, not a whole file.
    pipeline(answer.body, sizeCap(limits.maxBytes), outgoing, () => undefined);
    return RESPONSE_ALREADY_SENT;
  };
}

/** Cuts a transfer that grows past the cap whatever Content-Length said. */
function sizeCap(maxBytes: number): Transform {
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      done(size > maxBytes ? new Error("file over FILE_PROXY_MAX_BYTES") : null, chunk);
    },
  });
}

import type { IncomingHttpHeaders } from "node:http";
import { problemResponse } from "../http/answers.ts";
import { discard } from "./file-fetch.ts";
import { resultUrlsOf } from "./result-files.ts";
import { upstreamHeaders, type UpstreamClient } from "./upstream.ts";
import type { ServerProblemCode } from "../../src/contract/server-problems.ts";

/** A task record is a few KB; the page reads no more than this of one either. */
const MAX_RECORD_BYTES = 8 * 1024 * 1024;

/**
 * The result URLs of a task, as the service answers a query for it right now (with the
 * server's token, or the one the page sent), or the answer to give the page instead.
 */
export async function taskResults(
  client: UpstreamClient,
  requestId: string,
  headers: IncomingHttpHeaders,
): Promise<URL[] | Response> {
  const failed = (status: number, message: string) =>
    problemResponse(status, { type: "upstream_error", code: "task_unavailable" satisfies ServerProblemCode, message });
  try {
    const answer = await client.pool.request({
      path: client.queryPath(requestId),
      method: "GET",
      headers: upstreamHeaders({ accept: "application/json", authorization: headers.authorization }, client),
      signal: AbortSignal.timeout(client.timeoutMs),
    });
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of answer.body as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > MAX_RECORD_BYTES) {
        discard(answer);
        return failed(502, "The service's answer about that task is too large to be a task record.");
      }
      chunks.push(chunk);
    }
    if (answer.statusCode === 401 || answer.statusCode === 403 || answer.statusCode === 404)
      return failed(answer.statusCode, `The service answered ${answer.statusCode} when asked about that task.`);
    if (answer.statusCode !== 200)
      return failed(502, `The service answered ${answer.statusCode} when asked about that task.`);
    return resultUrlsOf(JSON.parse(Buffer.concat(chunks).toString("utf8")));
  } catch (error) {
    if (error instanceof SyntaxError) return failed(502, "The service's answer about that task is not JSON.");
    return failed(502, `The service at ${client.origin} could not be asked about that task.`);
  }
}

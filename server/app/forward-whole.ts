import type { IncomingHttpHeaders } from "node:http";
import type { SendSubmission } from "./journaled-submit.ts";
import { BadStatus, upstreamFailure, UpstreamTimeout } from "./proxy-errors.ts";
import { unreadableHead, Unreadable } from "./redact-answer.ts";
import { returnedHeaders, upstreamHeaders, type UpstreamClient } from "./upstream.ts";

/** A submission's answer is a task record of a few KB: more is not one, and is not kept. */
const MAX_ANSWER_BYTES = 256 * 1024;

/**
 * Sends a journaled submission to the service whole, and reads its answer whole: unlike the
 * streaming proxy, it goes on when the page hangs up, since the answer is kept for the page's
 * next attempt. The same checks as the proxy's: the token scrubbed from the answer, an answer
 * that cannot be searched for it refused.
 */
export function forwardWhole(client: UpstreamClient): SendSubmission {
  return async (body, c) => {
    const incoming: IncomingHttpHeaders = c.env.incoming.headers;
    const headers = { ...upstreamHeaders(incoming, client), "content-length": String(body.byteLength) };
    const abort = new AbortController();
    try {
      const { status, text, head } = await callWhole(
        client,
        { path: client.submitPath, method: "POST", headers, body },
        abort,
      );
      const back = returnedHeaders(head, client.redactor?.text ?? null);
      return { response: new Response(text, { status, headers: back }), answered: true };
    } catch (error) {
      return {
        response: upstreamFailure(error, abort.signal.reason, client.origin, client.timeoutMs),
        answered: false,
      };
    }
  };
}

type Call = { path: string; method: "GET" | "POST"; headers: Record<string, string>; body?: ArrayBuffer };

/**
 * One call to the service, its answer read whole within the client's limits (the whole time,
 * the size), checked to be UTF-8 and scrubbed of the server's token. Throws as the proxy's
 * failures do (UpstreamTimeout, Unreadable, BadStatus, the pool's own); `abort` says why.
 */
export async function callWhole(
  client: UpstreamClient,
  call: Call,
  abort = new AbortController(),
  maxBytes = MAX_ANSWER_BYTES,
) {
  const total = setTimeout(() => abort.abort(new UpstreamTimeout(`${client.totalMs / 1000} s in all`)), client.totalMs);
  try {
    const answer = await client.pool.request({
      ...call,
      body: call.body ? Buffer.from(call.body) : undefined,
      signal: abort.signal,
    });
    const { statusCode: status, headers: head } = answer;
    if (status < 200 || status > 599) throw new BadStatus(`status ${status}`);
    const unreadable = unreadableHead(head);
    if (unreadable) throw new Unreadable(unreadable);
    const bytes = await readWhole(answer.body, abort, maxBytes);
    const text = utf8(bytes);
    return { status, head, text: client.redactor ? scrubAll(client.redactor.scrubber(), bytes) : text };
  } finally {
    clearTimeout(total);
  }
}

/** The answer's text, byte for byte (a BOM included); Unreadable when it is not UTF-8. */
function utf8(bytes: Buffer): string {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    throw new Unreadable("an answer that is not UTF-8");
  }
}

async function readWhole(
  body: AsyncIterable<Buffer> & { destroy(): void },
  abort: AbortController,
  maxBytes: number,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > maxBytes) {
      body.destroy();
      abort.abort();
      throw new Unreadable(`an answer over ${maxBytes} bytes`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function scrubAll(scrubber: { push(chunk: Buffer): Buffer; end(): Buffer }, bytes: Buffer): string {
  return Buffer.concat([scrubber.push(bytes), scrubber.end()]).toString("utf8");
}

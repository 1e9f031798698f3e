import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import type { FileProxyLimits } from "../app/config.ts";
import { discard, fetchFile, fileAgent, FileRefused } from "../app/file-fetch.ts";
import { urlProblem } from "../app/safe-dial.ts";
import { KEPT_HOST } from "../app/sandbox-check.ts";
import { filesApp } from "../sandbox/files-origin.ts";
import type { SandboxState } from "../sandbox/state.ts";

// How the archive reads a result file: the file proxy's own safe fetch (file-fetch.ts: http(s)
// only, every hop checked, no private address unless FILE_PROXY_ALLOW_PRIVATE=1), or, for the
// embedded sandbox's files, the sandbox in this process, as the file proxy reads them in
// sandbox mode. The size cap and the time limit bound the whole copy (archiver.ts).

/**
 * A try that came to nothing, said in plain English; `final`: trying again would fare no better;
 * `status`: the host's answer, when it answered with another than the file.
 */
export class CopyFailure extends Error {
  constructor(
    message: string,
    readonly final: boolean,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** `length`: the size its host declared (Content-Length), when it did: the quota is checked by it before a byte is read. */
export type FetchedResult = { body: Readable; type: string | null; length?: number | null };
export type ResultFetcher = (url: URL, signal: AbortSignal) => Promise<FetchedResult>;

export const tooLarge = (maxBytes: number) => `The file is larger than this server keeps (${maxBytes} bytes).`;

const said = (error: unknown) => (error instanceof Error ? error.message : String(error));
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null;
/** A Content-Length as a number of bytes; null when there is none, or it is no count. */
const declared = (value: string | null) => (value !== null && /^\d+$/.test(value) ? Number(value) : null);

/**
 * The file proxy's fetch of a result file, each hop checked by `problemWith` (by default: http(s)
 * only, and a private address only when the limits allow it); `idleMs`: the longest pause.
 */
export function safeFetcher(
  limits: FileProxyLimits,
  idleMs: number,
  problemWith = (url: URL) => urlProblem(url, limits.allowPrivate),
): ResultFetcher {
  const agent = fileAgent(limits, idleMs);
  return async (url, signal) => {
    let answer;
    try {
      ({ answer } = await fetchFile(agent, url, { method: "GET", range: undefined, signal }, problemWith));
    } catch (error) {
      if (error instanceof FileRefused) throw new CopyFailure(`Not fetched: ${error.message}.`, true);
      if (signal.aborted) throw new CopyFailure("The file host did not answer in time.", false);
      throw new CopyFailure(`The file host could not be reached (${said(error)}).`, false);
    }
    if (answer.statusCode !== 200) {
      discard(answer);
      throw new CopyFailure(
        `The file host answered with status ${answer.statusCode}, not the file.`,
        false,
        answer.statusCode,
      );
    }
    // Said by the host before a byte is read; one that says less and sends more is cut as it comes.
    if (Number(answer.headers["content-length"]) > limits.maxBytes) {
      discard(answer);
      throw new CopyFailure(tooLarge(limits.maxBytes), true);
    }
    return {
      body: answer.body,
      type: one(answer.headers["content-type"]),
      length: declared(one(answer.headers["content-length"])),
    };
  };
}

/**
 * The sandbox's result files read in this process (its records name them on KEPT_HOST, which no
 * name server knows); any other URL goes to `other`.
 */
export function sandboxFetcher(state: SandboxState, other: ResultFetcher): ResultFetcher {
  const files = filesApp(state);
  return async (url, signal) => {
    if (url.hostname !== KEPT_HOST) return other(url, signal);
    const answer = await files.request(url.pathname, { signal });
    if (answer.status !== 200 || !answer.body) {
      await answer.body?.cancel();
      throw new CopyFailure(`The sandbox answered with status ${answer.status}, not the file.`, false, answer.status);
    }
    return {
      body: Readable.fromWeb(answer.body as NodeReadableStream),
      type: answer.headers.get("content-type"),
      length: declared(answer.headers.get("content-length")),
    };
  };
}

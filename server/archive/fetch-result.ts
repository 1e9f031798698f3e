import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import type { FileProxyLimits } from "../app/config.ts";
import type { ArchiveReason } from "../../src/contract/archive-reason.ts";
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
 * A try that came to nothing: its reason (a code, its figures, and in plain English: the
 * message); `final`: trying again would fare no better.
 */
export class CopyFailure extends Error {
  constructor(
    readonly reason: ArchiveReason,
    readonly final: boolean,
  ) {
    super(reason.text);
  }
}

/** `length`: the size its host declared (Content-Length), when it did: the quota is checked by it before a byte is read. */
export type FetchedResult = { body: Readable; type: string | null; length?: number | null };
export type ResultFetcher = (url: URL, signal: AbortSignal) => Promise<FetchedResult>;

export const tooLarge = (maxBytes: number): ArchiveReason => ({
  code: "too_large",
  bytes: maxBytes,
  text: `The file is larger than this server keeps (${maxBytes} bytes).`,
});
const notTheFile = (host: string, status: number): ArchiveReason => ({
  code: "host_status",
  status,
  text: `The ${host} answered with status ${status}, not the file.`,
});

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
      if (error instanceof FileRefused)
        throw new CopyFailure({ code: "refused", detail: error.message, text: `Not fetched: ${error.message}.` }, true);
      if (signal.aborted)
        throw new CopyFailure({ code: "host_timeout", text: "The file host did not answer in time." }, false);
      const detail = said(error);
      throw new CopyFailure(
        { code: "host_unreachable", detail, text: `The file host could not be reached (${detail}).` },
        false,
      );
    }
    if (answer.statusCode !== 200) {
      discard(answer);
      throw new CopyFailure(notTheFile("file host", answer.statusCode), false);
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
      throw new CopyFailure(notTheFile("sandbox", answer.status), false);
    }
    return {
      body: Readable.fromWeb(answer.body as NodeReadableStream),
      type: answer.headers.get("content-type"),
      length: declared(answer.headers.get("content-length")),
    };
  };
}

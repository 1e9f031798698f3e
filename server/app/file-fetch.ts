import { Agent, type Dispatcher } from "undici";
import type { FileProxyLimits } from "./config.ts";
import { checkingLookup, ForbiddenAddressError } from "./safe-dial.ts";

const MAX_REDIRECTS = 5;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export class FileRefused extends Error {}

export type FileAnswer = { url: URL; answer: Dispatcher.ResponseData };

/** Drops an answer's body unread. undici's body errors when destroyed: that error is expected here, not a crash. */
export function discard(answer: Dispatcher.ResponseData) {
  answer.body.on("error", () => undefined);
  answer.body.destroy();
}

/** One keep-alive pool per file host, whose connections go only to addresses that were checked. */
export function fileAgent(limits: FileProxyLimits, idleMs: number): Agent {
  return new Agent({
    connect: { timeout: idleMs, ...(limits.allowPrivate ? {} : { lookup: checkingLookup }) },
    headersTimeout: idleMs,
    bodyTimeout: idleMs,
  });
}

/**
 * GETs (or HEADs) a file, following redirects by hand so that every hop is checked like the
 * first: by `problemWith` (http(s) only, no private IP literal: see safe-dial.ts), then by the
 * agent's lookup once the name is resolved.
 */
export async function fetchFile(
  agent: Agent,
  start: URL,
  request: { method: "GET" | "HEAD"; range: string | undefined; signal: AbortSignal },
  problemWith: (url: URL) => string | null,
): Promise<FileAnswer> {
  let url = start;
  for (let hop = 0; ; hop++) {
    const problem = problemWith(url);
    if (problem) throw new FileRefused(`${url.origin}: ${problem}`);
    const answer = await agent
      .request({
        origin: url.origin,
        path: `${url.pathname}${url.search}`,
        method: request.method,
        headers: {
          "user-agent": "Taskdeck-file-proxy",
          accept: "*/*",
          ...(request.range ? { range: request.range } : {}),
        },
        signal: request.signal,
      })
      .catch((error: unknown) => {
        if (error instanceof ForbiddenAddressError) throw new FileRefused(`${url.origin}: ${error.message}`);
        throw error;
      });
    const location = answer.headers.location;
    if (!REDIRECTS.has(answer.statusCode) || typeof location !== "string") return { url, answer };
    discard(answer);
    if (hop >= MAX_REDIRECTS) throw new FileRefused(`more than ${MAX_REDIRECTS} redirects from ${start.origin}`);
    if (!URL.canParse(location, url.href)) throw new FileRefused(`${url.origin} redirected to an invalid URL`);
    url = new URL(location, url);
  }
}

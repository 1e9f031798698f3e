import { Agent, type Dispatcher } from "undici";
import type { FileProxyLimits } from "./config.ts";
import { checkingLookup, ForbiddenAddressError, urlProblem } from "./safe-dial.ts";

const MAX_REDIRECTS = 5;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export class FileRefused extends Error {}

export type FileAnswer = { url: URL; answer: Dispatcher.ResponseData };

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
 * first: http(s) only, no private address (also after DNS, by the agent's lookup).
 */
export async function fetchFile(
  agent: Agent,
  start: URL,
  request: { method: "GET" | "HEAD"; range: string | undefined; signal: AbortSignal },
  limits: FileProxyLimits,
): Promise<FileAnswer> {
  let url = start;
  for (let hop = 0; ; hop++) {
    const problem = urlProblem(url, limits.allowPrivate);
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
    answer.body.destroy();
    if (hop >= MAX_REDIRECTS) throw new FileRefused(`more than ${MAX_REDIRECTS} redirects from ${start.origin}`);
    if (!URL.canParse(location, url.href)) throw new FileRefused(`${url.origin} redirected to an invalid URL`);
    url = new URL(location, url);
  }
}

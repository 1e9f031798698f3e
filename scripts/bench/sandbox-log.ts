import type { LoggedRequest } from "../../server/sandbox/request-log.ts";
import { SANDBOX_REQUESTS_PATH, SUBMIT_PATH } from "../../src/contract/server-paths.ts";

const LOG_POLL_MS = 100;

/**
 * Follows the sandbox's request log (it keeps only the last 100 entries, so it is read every
 * 100 ms) until `wanted` distinct submissions whose body holds `marker` are logged, or the
 * deadline passes. Returns when each was logged (ms, wall clock), in order.
 */
export async function followSubmissions(origin: string, marker: string, wanted: number, deadline: number) {
  const seen = new Map<string, { at: number; status: number | null }>();
  while (seen.size < wanted && Date.now() < deadline) {
    const response = await fetch(`${origin}${SANDBOX_REQUESTS_PATH}`);
    const { requests } = (await response.json()) as { requests: LoggedRequest[] };
    for (const entry of requests) {
      if (entry.method !== "POST" || entry.path !== SUBMIT_PATH || !entry.body_sha256) continue;
      if (!JSON.stringify(entry.body).includes(marker) || seen.has(entry.body_sha256)) continue;
      seen.set(entry.body_sha256, { at: Date.parse(entry.at), status: entry.status });
    }
    await new Promise((resolve) => setTimeout(resolve, LOG_POLL_MS));
  }
  return [...seen.values()].sort((a, b) => a.at - b.at);
}

import { randomBytes } from "node:crypto";
import { expect, type APIRequestContext, type TestInfo } from "@playwright/test";
import type { z } from "zod";
import type { faultRequestSchema } from "../../server/sandbox/faults.ts";
import { SANDBOX_TOKEN } from "../../src/contract/sandbox-token.ts";
import { SANDBOX_FAULTS_PATH, SANDBOX_REQUESTS_PATH, SUBMIT_PATH } from "../../src/contract/server-paths.ts";

// A client for the sandbox's control plane (`/__sandbox/…`) that is safe in parallel tests:
// it never resets the sandbox, aims every fault at one test with `match`, and finds a test's
// own requests in the shared log by a marker that only that test puts in its bodies.

/** What a test puts on a call of the sandbox's API, as the app does by default. */
export const SANDBOX_AUTH = { Authorization: `Bearer ${SANDBOX_TOKEN}` };

/** One entry of `GET /__sandbox/requests`. */
import type { LoggedRequest } from "../../server/sandbox/request-log.ts";
export type { LoggedRequest };

/** A fault as the control plane takes it (its schema is the sandbox's), aimed at one test. */
export type Fault = z.input<typeof faultRequestSchema> & {
  /** Required here: a fault without one could hit another test's requests. */
  match: string;
};

/** A token no other test (or run) puts in a request: goes into a prompt or an image URL. */
export function uniqueMarker(info: TestInfo): string {
  const test = info.testId.replace(/[^A-Za-z0-9]/g, "").slice(-8);
  return `mk${test}${randomBytes(5).toString("hex")}`;
}

export async function armFault(request: APIRequestContext, fault: Fault): Promise<void> {
  const response = await request.post(SANDBOX_FAULTS_PATH, { data: fault });
  expect(response.status(), await response.text()).toBe(201);
}

/** Marks the requests `useUpFaults` sends, so they are not taken for the app's. */
const USED_UP = "__used_up_by_test";

/**
 * Spends what is left of the faults armed with this match by sending requests that match
 * them (the sandbox cannot disarm one). For when the browser's own attempts took an unknown
 * number of uses: Chromium re-sends a request whose reused connection was dropped, as often as
 * it has idle connections to try. A query fault's match is the request_id it is armed for.
 */
export async function useUpFaults(
  request: APIRequestContext,
  match: string,
  on: "submit" | "query" = "submit",
): Promise<void> {
  for (let spent = 0; ; spent++) {
    const response = await request.get(SANDBOX_FAULTS_PATH);
    const { faults } = (await response.json()) as { faults: Fault[] };
    if (!faults.some((fault) => fault.match === match)) return;
    expect(spent, `uses left of the faults matching ${match}`).toBeLessThan(20);
    // The query string keeps these out of the exact path a test reads the app's checks by. They
    // carry the token: the sandbox takes a fault only for a request that passed its token check.
    const use =
      on === "submit"
        ? request.post(SUBMIT_PATH, { data: { [USED_UP]: match }, headers: SANDBOX_AUTH })
        : request.get(`${SUBMIT_PATH}/${match}?${USED_UP}`, { headers: SANDBOX_AUTH });
    await use.catch(() => undefined);
  }
}

/** The submissions the sandbox logged whose body holds the marker, oldest first. */
/** The sandbox's request log: the last 100 requests of every test. */
export async function requestLog(request: APIRequestContext): Promise<LoggedRequest[]> {
  // Asked again once if the kept-alive connection was closed by the server as it was reused (ECONNRESET, seen in CI).
  const response = await request
    .get(SANDBOX_REQUESTS_PATH)
    .catch(async (error: Error) =>
      /ECONNRESET|socket hang up/.test(error.message) ? request.get(SANDBOX_REQUESTS_PATH) : Promise.reject(error),
    );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { requests: LoggedRequest[] }).requests;
}

export async function submissionsWith(request: APIRequestContext, marker: string): Promise<LoggedRequest[]> {
  return (await requestLog(request)).filter(
    (entry) =>
      entry.method === "POST" &&
      entry.path === SUBMIT_PATH &&
      JSON.stringify(entry.body).includes(marker) &&
      !JSON.stringify(entry.body).includes(USED_UP),
  );
}

/**
 * Waits until the sandbox has received exactly these submissions with the marker, answered
 * with these statuses in this order (null: no answer was sent, as with a dropped connection),
 * and returns them.
 */
export async function expectSubmissions(
  request: APIRequestContext,
  marker: string,
  statuses: (number | null)[],
  timeout?: number,
): Promise<LoggedRequest[]> {
  let entries: LoggedRequest[] = [];
  await expect
    .poll(
      async () => {
        entries = await submissionsWith(request, marker);
        return entries.map((entry) => entry.status);
      },
      { message: `statuses of the submissions holding ${marker}`, timeout },
    )
    .toEqual(statuses);
  return entries;
}

/** How the request log shows a string: over 2048 characters, its first 96 and its length. */
export function asLogged(value: string): string {
  return value.length > 2048 ? `${value.slice(0, 96)}…[${value.length} characters]` : value;
}

/** For putting literal text (a message with dots and parentheses) into a RegExp. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

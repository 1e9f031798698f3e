import { waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { post } from "../../../server/test/sandbox-server.ts";
import { submitGeneration } from "../../lib/api-client.ts";
import { endpointFor, SERVER_CONNECTION } from "../../lib/connection.ts";
import { newDeckEntry } from "../../lib/deck-entry.ts";
import { Ledger } from "../../entities/task/ledger.ts";
import { taskQuery } from "./task-query.ts";
import { createQueryClient } from "../../entities/task/query-client.ts";
import { TOKEN, clearBrowser, withSandbox } from "../../test/render-app.tsx";
import { pollInterval } from "./poll-rules.ts";

const sandbox = withSandbox(60);
let ledger: Ledger;
beforeEach(async () => {
  await clearBrowser();
  ledger = new Ledger();
  await ledger.ready;
});
afterEach(() => ledger.close());

/** A running task in the ledger, and the query that checks it, with answers stored by the app's query client. */
async function followed() {
  const body = { model: "minimax/t2v-01-director", prompt: "A heron waits in the reeds" };
  const connection = { ...SERVER_CONNECTION, preset: "custom" as const, baseUrl: sandbox().url, token: TOKEN };
  const record = await submitGeneration(connection, body);
  const entry = newDeckEntry({
    id: "heron",
    mode: "video",
    baseUrl: sandbox().url,
    body,
    submittedAt: Date.now(),
    state: "accepted",
    requestId: record.request_id,
    record,
  });
  await ledger.add(entry);
  const client = createQueryClient(ledger);
  const options = taskQuery(endpointFor(entry, connection)!, { ...entry, requestId: record.request_id });
  const check = async () => {
    const before = ledger.get(entry.id)?.updatedAt;
    const failures = ledger.get(entry.id)?.failedChecks;
    await client.fetchQuery(options).catch(() => undefined);
    // The cache's callback stores the answer a moment after the query settles.
    await waitFor(() => {
      const now = ledger.get(entry.id)!;
      expect(now.updatedAt !== before || now.failedChecks !== failures || now.gone).toBe(true);
    });
    return pollInterval(client.getQueryState(options.queryKey)!, ledger.get(entry.id)!, 1_000);
  };
  return { entry, check, requestId: record.request_id };
}

describe("following a task: the query fetches, the query cache stores, the interval reads both", () => {
  it("waits twice as long after each failed check in a row, and goes back to the base after a good one", async () => {
    const { entry, check } = await followed();
    await post(`${sandbox().url}/__sandbox/faults`, { kind: "http500", on: "query", count: 3 }, {});
    const delays = [await check(), await check(), await check()];
    expect(ledger.get(entry.id)).toMatchObject({ failedChecks: 3, pollError: { code: "http", status: 500 } });
    delays.push(await check());
    expect(delays).toEqual([2_000, 4_000, 8_000, 1_000]);
    expect(ledger.get(entry.id)).toMatchObject({ failedChecks: 0, pollError: null });
    expect(ledger.get(entry.id)?.record?.status).not.toBe("");
  });

  it("marks a task the service no longer knows as gone, and stops", async () => {
    const { entry, check } = await followed();
    await fetch(`${sandbox().url}/__sandbox/reset`, { method: "POST" });
    expect(await check()).toBe(false);
    expect(ledger.get(entry.id)?.gone).toBe(true);
  });
});

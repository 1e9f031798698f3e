import { QueryClient } from "@tanstack/react-query";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TOKEN, post, startSandbox, type TestSandbox } from "../../../server/test/sandbox-server.ts";
import { submitGeneration } from "../../lib/api-client.ts";
import { SERVER_CONNECTION, type Connection } from "../../lib/connection.ts";
import { database } from "../../lib/db.ts";
import { newDeckEntry } from "../../lib/deck-entry.ts";
import { Ledger } from "../../lib/ledger.ts";
import { taskQueryOptions } from "./task-queries.ts";

let sandbox: TestSandbox;
let endpoint: Connection;
beforeAll(async () => {
  sandbox = await startSandbox(60);
  endpoint = { ...SERVER_CONNECTION, preset: "custom", baseUrl: sandbox.url, token: TOKEN };
  await (await database()).clear("tasks");
});
afterAll(() => sandbox.close());

describe("taskQueryOptions", () => {
  it("waits twice as long after each failed check in a row, and goes back to the base after a good one", async () => {
    const body = { model: "minimax/t2v-01-director", prompt: "A heron waits in the reeds" };
    const record = await submitGeneration(endpoint, body);
    const ledger = new Ledger();
    await ledger.ready;
    const entry = newDeckEntry({
      id: "backoff",
      mode: "video",
      baseUrl: sandbox.url,
      body,
      submittedAt: Date.now(),
      state: "accepted",
      requestId: record.request_id,
      record,
    });
    await ledger.add(entry);
    await post(`${sandbox.url}/__sandbox/faults`, { kind: "http500", on: "query", count: 3 }, {});

    const client = new QueryClient();
    const options = taskQueryOptions(endpoint, entry, ledger, 1_000);
    const nextDelay = options.refetchInterval as () => number | false;
    const delays: (number | false)[] = [];
    for (let check = 0; check < 4; check++) {
      await client.fetchQuery(options).catch(() => undefined);
      delays.push(nextDelay());
    }
    expect(delays).toEqual([2_000, 4_000, 8_000, 1_000]);
    expect(ledger.get("backoff")?.pollError).toBeNull();
    ledger.close();
  });
});

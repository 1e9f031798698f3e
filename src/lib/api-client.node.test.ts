import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { TOKEN, post, startSandbox, type TestSandbox } from "../../server/test/sandbox-server.ts";
import { describeSubmitError } from "./failure/describe-error.ts";
import { ApiError } from "./api-error.ts";
import { fetchTask, submitGeneration, type Endpoint } from "./api-client.ts";

let sandbox: TestSandbox;
let endpoint: Endpoint;
beforeAll(async () => {
  sandbox = await startSandbox(10);
  endpoint = { baseUrl: `${sandbox.url}/`, token: TOKEN };
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" });
});

const body = { model: "minimax/t2v-01-director", prompt: "A fox [Pan left]" };
const arm = (fault: Record<string, unknown>) => post(`${sandbox.url}/__sandbox/faults`, fault, {});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("api client against the sandbox", () => {
  it("submits, then queries by request_id", async () => {
    const created = await submitGeneration(endpoint, body);
    expect(created).toMatchObject({ status: "SUBMITTING", action: "VIDEO_GENERATION", percent: 0 });
    sandbox.advance(11_000);
    const done = await fetchTask(endpoint, created.request_id);
    expect(done.status).toBe("COMPLETED");
    expect(done.data.video_urls[0]).toMatch(/video\.mp4$/);
  });

  it("sends the token only in the Authorization header", async () => {
    await submitGeneration(endpoint, body);
    const { requests } = (await (await fetch(`${sandbox.url}/__sandbox/requests`)).json()) as {
      requests: { path: string; authorization: string }[];
    };
    expect(requests[0]).toMatchObject({ path: "/api/v1/tasks/generations", authorization: "Bearer [redacted]" });
  });

  it("reports 401 as a token problem, without echoing the token", async () => {
    const error = await failure(submitGeneration({ ...endpoint, token: "wrong-token-123" }, body));
    expect(error).toMatchObject({ kind: "http", status: 401 });
    const report = describeSubmitError(error, "wrong-token-123");
    expect(report).toMatchObject({ auth: true, retryable: false });
    expect(report.message).not.toContain("wrong-token-123");
  });

  it("reports a 400 with the field it names", async () => {
    await arm({ kind: "http400", param: "prompt" });
    const report = describeSubmitError(await failure(submitGeneration(endpoint, body)), TOKEN);
    expect(report).toMatchObject({ param: "prompt", retryable: false, outcomeUnknown: false });
    expect(report.message).toMatch(/rejected the request: prompt was rejected/);
  });

  it("reports a 500 with its message, retryable", async () => {
    await arm({ kind: "http500" });
    const error = await failure(submitGeneration(endpoint, body));
    expect(error).toMatchObject({ kind: "http", status: 500 });
    expect(describeSubmitError(error, TOKEN)).toMatchObject({
      retryable: true,
      outcomeUnknown: false,
      message: expect.stringMatching(/HTTP 500/),
    });
  });

  it("reports an HTML 502 page as a gateway problem", async () => {
    await arm({ kind: "html502" });
    const report = describeSubmitError(await failure(submitGeneration(endpoint, body)), TOKEN);
    expect(report.message).toMatch(/HTTP 502 with an error page/);
  });

  it("reports malformed JSON after a 200 as an unknown outcome", async () => {
    await arm({ kind: "malformed-json", after_processing: true });
    const error = await failure(submitGeneration(endpoint, body));
    expect(error).toMatchObject({ kind: "invalid-response", status: 200 });
    expect(describeSubmitError(error, TOKEN)).toMatchObject({ outcomeUnknown: true });
    expect(sandbox.state.tasks.size).toBe(1);
  });

  it("reports a dropped connection as an unknown outcome", async () => {
    await arm({ kind: "drop" });
    const error = await failure(submitGeneration(endpoint, body));
    expect(error.kind).toBe("network");
    expect(describeSubmitError(error, TOKEN)).toMatchObject({ outcomeUnknown: true, retryable: true });
  });

  it("gives up after its time-out on a slow answer", async () => {
    await arm({ kind: "slow", delay_ms: 2_000 });
    const error = await failure(submitGeneration(endpoint, body, { timeoutMs: 200 }));
    expect(error.kind).toBe("timeout");
  });

  it("takes its time-out from the connection settings", async () => {
    await arm({ kind: "slow", on: "query", delay_ms: 3_000 });
    const created = await submitGeneration(endpoint, body);
    const started = Date.now();
    const error = await failure(fetchTask({ ...endpoint, timeoutSeconds: 1 }, created.request_id));
    expect(error.kind).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(2_500);
  });

  it("sends no Authorization header at all when it has no token (a server that holds the token adds it)", async () => {
    const error = await failure(submitGeneration({ ...endpoint, token: "" }, body));
    expect(error).toMatchObject({ kind: "http", status: 401 });
    expect(sandbox.state.log.list()[0]?.authorization).toBe("(none)");
  });

  it("reads a 404 for an unknown task", async () => {
    const error = await failure(fetchTask(endpoint, "nope/../x"));
    expect(error).toMatchObject({ kind: "http", status: 404 });
  });
});

describe("api client against a server that sends too much", () => {
  it("stops reading past 8 MB and says the answer is not a task record", async () => {
    const chunk = Buffer.alloc(1024 * 1024, "x");
    let sent = 0;
    const hostile = createServer((_req, res) => {
      res.writeHead(200, { "Content-Type": "application/json" });
      // 50 MB, streamed without a length, as a broken server might.
      const push = () => {
        while (sent < 50 && res.write(chunk)) sent++;
        if (sent >= 50) res.end();
        else res.once("drain", push);
      };
      push();
    });
    await new Promise<void>((resolve) => hostile.listen(0, "127.0.0.1", resolve));
    const { port } = hostile.address() as AddressInfo;
    try {
      const error = await failure(fetchTask({ baseUrl: `http://127.0.0.1:${port}`, token: TOKEN }, "big"));
      expect(error).toMatchObject({ kind: "invalid-response", status: 200 });
      expect(error.message).toMatch(/larger than 8 MB/);
      expect(sent).toBeLessThan(50);
    } finally {
      hostile.closeAllConnections();
      hostile.close();
    }
  });
});

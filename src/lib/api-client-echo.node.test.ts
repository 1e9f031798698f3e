import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "./api-error.ts";
import { fetchTask, submitGeneration, type Endpoint } from "./api-client.ts";

// A service that repeats the caller's token in what it answers: the client hands nothing of
// it on to the app (which shows records, stores them in IndexedDB and exports them).

const TOKEN = "sk-echo-4b1e9d0c";
let server: Server;
let endpoint: Endpoint;

beforeAll(async () => {
  server = createServer((req, res) => {
    const echoed = req.headers.authorization?.replace(/^Bearer /, "") ?? "";
    const [status, body] =
      req.method === "POST"
        ? [500, { error: { message: `Database timeout for ${echoed}`, type: "internal_server_error", param: null } }]
        : [
            200,
            {
              code: "success",
              message: "",
              data: { request_id: "req-1", status: "FAILED", fail_reason: `Key ${echoed} was rejected`, data: {} },
            },
          ];
    res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  endpoint = { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, token: TOKEN };
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe("api client: a service that echoes the token", () => {
  it("replaces it in a task record, the raw record included", async () => {
    const record = await fetchTask(endpoint, "req-1");
    expect(record.fail_reason).toBe("Key [redacted] was rejected");
    expect(JSON.stringify(record)).not.toContain(TOKEN);
  });

  it("replaces it in an error's message and body", async () => {
    const error = await submitGeneration(endpoint, { model: "minimax/t2v-01", prompt: "x" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe("Database timeout for [redacted]");
    expect(JSON.stringify((error as ApiError).body)).not.toContain(TOKEN);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { errorBodySchema } from "../../src/contract/error-body.ts";
import { TOKEN, auth, post, startSandbox, type TestSandbox } from "../test/sandbox-server.ts";
import { taskPath } from "../../src/contract/server-paths.ts";

let sandbox: TestSandbox;
beforeAll(async () => (sandbox = await startSandbox()));
afterAll(() => sandbox.close());
beforeEach(async () => {
  await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" });
});

const body = { model: "minimax/t2v-01-director", prompt: "A fox" };
const submit = () => post(sandbox.submitUrl, body);
const arm = (fault: Record<string, unknown>) => post(`${sandbox.url}/__sandbox/faults`, fault, {});

async function submitted(): Promise<string> {
  const response = await submit();
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { request_id: string } }).data.request_id;
}
const query = (id: string) => fetch(`${sandbox.url}${taskPath(id)}`, { headers: auth });

describe("fault injection", () => {
  it("arms HTTP 500 with the error body for the next N submissions, then recovers", async () => {
    expect((await arm({ kind: "http500", on: "submit", count: 2 })).status).toBe(201);
    for (let i = 0; i < 2; i++) {
      const response = await submit();
      expect(response.status).toBe(500);
      expect(errorBodySchema.parse(await response.json()).error.type).toBe("internal_server_error");
    }
    expect((await submit()).status).toBe(200);
    expect(sandbox.state.tasks.size).toBe(1);
  });

  it("answers 400 with a validation error naming the armed param", async () => {
    await arm({ kind: "http400", on: "submit", param: "first_frame_image" });
    const response = await submit();
    expect(response.status).toBe(400);
    expect(errorBodySchema.parse(await response.json()).error).toMatchObject({
      type: "validation_error",
      param: "first_frame_image",
    });
    expect(sandbox.state.tasks.size).toBe(0);
  });

  it("answers a query with an HTML 502 page", async () => {
    const id = await submitted();
    await arm({ kind: "html502", on: "query" });
    const response = await query(id);
    expect(response.status).toBe(502);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await response.text()).toContain("<h1>502 Bad Gateway</h1>");
    expect((await query(id)).status).toBe(200);
  });

  it("sends malformed JSON with status 200", async () => {
    await arm({ kind: "malformed-json" });
    const response = await submit();
    expect(response.status).toBe(200);
    await expect(response.json()).rejects.toThrow();
    expect(sandbox.state.tasks.size).toBe(0);
  });

  it("holds a slow answer back for the given delay", async () => {
    await arm({ kind: "slow", delay_ms: 400 });
    const started = performance.now();
    const response = await submit();
    expect(performance.now() - started).toBeGreaterThanOrEqual(380);
    expect(response.status).toBe(200);
  });

  it("drops the connection before doing anything", async () => {
    await arm({ kind: "drop", on: "submit" });
    await expect(submit()).rejects.toThrow(TypeError);
    expect(sandbox.state.tasks.size).toBe(0);
  });

  it("can drop the connection after creating the task, leaving its outcome unknown to the client", async () => {
    await arm({ kind: "drop", on: "submit", after_processing: true });
    await expect(submit()).rejects.toThrow(TypeError);
    expect(sandbox.state.tasks.size).toBe(1);
  });

  it("targets only the kind of request it was armed for", async () => {
    const id = await submitted();
    await arm({ kind: "http500", on: "query" });
    expect((await submit()).status).toBe(200);
    expect((await query(id)).status).toBe(500);
  });

  it("aims a fault at the requests whose URL or body holds its match text", async () => {
    const id = await submitted();
    await arm({ kind: "http500", match: "needle" });
    expect((await submit()).status).toBe(200);
    const aimed = await post(sandbox.submitUrl, { ...body, prompt: "a needle" });
    expect(aimed.status).toBe(500);
    await arm({ kind: "html502", on: "query", match: id });
    expect((await query("20260101000000000000000OTHERONE")).status).toBe(404);
    expect((await query(id)).status).toBe(502);
  });

  it("lists armed faults and rejects a malformed one", async () => {
    await arm({ kind: "slow", count: 3 });
    const listed = (await (await fetch(`${sandbox.url}/__sandbox/faults`)).json()) as {
      faults: { kind: string; count: number }[];
    };
    expect(listed.faults).toMatchObject([{ kind: "slow", count: 3 }]);
    const bad = await arm({ kind: "meteor" });
    expect(bad.status).toBe(400);
    expect(errorBodySchema.parse(await bad.json()).error.param).toBe("kind");
  });
});

describe("GET /__sandbox/requests", () => {
  it("lists the bodies received, newest last, with the token redacted, and no body sent with a wrong token", async () => {
    await submit();
    await post(sandbox.submitUrl, { model: "x" }, { Authorization: "Bearer wrong-token" });
    const text = await (await fetch(`${sandbox.url}/__sandbox/requests`)).text();
    expect(text).not.toContain(TOKEN);
    expect(text).not.toContain("wrong-token");
    const { requests } = JSON.parse(text) as {
      requests: { body: unknown; authorization: string; status: number; body_sha256: string }[];
    };
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({ body, authorization: "Bearer [redacted]", status: 200 });
    // A request with a wrong token is refused before its body is read: nothing of it is kept.
    expect(requests[1]).toMatchObject({ body: null, body_bytes: 0, status: 401 });
    expect(requests[0]!.body_sha256).toMatch(/^[0-9a-f]{64}$/);
  });
});

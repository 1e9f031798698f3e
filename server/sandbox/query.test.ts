import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorBodySchema } from "../../src/contract/error-body.ts";
import { envelopeSchema, taskRecordWireSchema, type TaskRecordWire } from "../../src/contract/record.ts";
import { auth, post, startSandbox, type TestSandbox } from "../test/sandbox-server.ts";
import { taskPath } from "../../src/contract/server-paths.ts";

let sandbox: TestSandbox;
beforeAll(async () => (sandbox = await startSandbox(10)));
afterAll(() => sandbox.close());

const queryUrl = (id: string) => `${sandbox.url}${taskPath(id)}`;

async function submit(body: unknown): Promise<TaskRecordWire> {
  const response = await post(sandbox.submitUrl, body);
  expect(response.status).toBe(200);
  return taskRecordWireSchema.parse(envelopeSchema.parse(await response.json()).data);
}

async function queryRecord(id: string): Promise<TaskRecordWire> {
  const response = await fetch(queryUrl(id), { headers: auth });
  expect(response.status).toBe(200);
  const envelope = envelopeSchema.parse(await response.json());
  expect(envelope.code).toBe("success");
  return taskRecordWireSchema.parse(envelope.data);
}

describe("GET /api/v1/tasks/generations/{request_id}", () => {
  it("asks for the token", async () => {
    const { request_id } = await submit({ model: "minimax/t2v-01", prompt: "x" });
    const response = await fetch(queryUrl(request_id));
    expect(response.status).toBe(401);
    expect(errorBodySchema.parse(await response.json()).error.type).toBe("authentication_error");
  });

  it("answers 404 with the error body for an unknown id", async () => {
    const response = await fetch(queryUrl("20260101000000000000000NOPENOPE"), { headers: auth });
    expect(response.status).toBe(404);
    expect(errorBodySchema.parse(await response.json()).error).toMatchObject({
      code: "task_not_found",
      param: "request_id",
    });
  });

  it("answers 405 to POST on a task", async () => {
    const response = await post(queryUrl("x"), {});
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET");
  });

  it("moves a video task through every state to COMPLETED with a playable result URL", async () => {
    const submitted = await submit({ model: "minimax/t2v-01-director", prompt: "A fox [Pan left]" });
    const seen: TaskRecordWire[] = [];
    for (let step = 0; step <= 22; step++) {
      seen.push(await queryRecord(submitted.request_id));
      sandbox.advance(500);
    }
    const statuses = [...new Set(seen.map((r) => r.status))];
    expect(statuses).toEqual(["SUBMITTING", "SUBMITTED", "QUEUED", "IN_PROGRESS", "COMPLETED"]);
    const running = seen.filter((r) => r.status === "IN_PROGRESS");
    const percents = running.map((r) => parseInt(r.progress, 10));
    expect(percents[0]).toBeLessThan(percents.at(-1)!);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(running.every((r) => r.start_time >= submitted.submit_time && r.start_time > 0 && r.finish_time === 0)).toBe(
      true,
    );
    const done = seen.at(-1)!;
    expect(done).toMatchObject({ status: "COMPLETED", progress: "100%", task_id: submitted.task_id, fail_reason: "" });
    expect(done.data.progress).toBe(100);
    expect(done.finish_time).toBeGreaterThanOrEqual(done.start_time);
    expect(done.data.video_urls).toEqual([`${sandbox.url}/__sandbox/files/${submitted.request_id}/video.mp4`]);
  });

  it("assigns the 3D task_id once the task starts", async () => {
    const submitted = await submit({ model: "bytedance/doubao-seed3d-1.0", image: "https://example.com/a.png" });
    expect((await queryRecord(submitted.request_id)).task_id).toBe("");
    sandbox.advance(3_000);
    const running = await queryRecord(submitted.request_id);
    expect(running.status).toBe("IN_PROGRESS");
    expect(running.task_id).toMatch(/^cgt-\d{14}-[a-z0-9]{5}$/);
    sandbox.advance(10_000);
    const done = await queryRecord(submitted.request_id);
    expect(done).toMatchObject({ status: "COMPLETED", task_id: running.task_id, action: "3D_GENERATION" });
    expect(done.data.file_urls).toEqual([`${sandbox.url}/__sandbox/files/${submitted.request_id}/model.zip`]);
  });

  it.each([
    ["a video prompt holding #fail", { model: "minimax/t2v-01-director", prompt: "A fox #fail" }],
    [
      "a 3D image URL ending in #fail",
      { model: "bytedance/doubao-seed3d-1.0", image: "https://example.com/a.png#fail" },
    ],
  ])("ends %s in FAILED with a reason", async (_name, body) => {
    const submitted = await submit(body);
    sandbox.advance(20_000);
    const failed = await queryRecord(submitted.request_id);
    expect(failed.status).toBe("FAILED");
    expect(failed.fail_reason).toContain("#fail");
    expect(failed.finish_time).toBeGreaterThan(0);
    expect(failed.data.video_urls ?? failed.data.file_urls).toBeUndefined();
  });

  it("forgets every task on reset, so a query answers 404", async () => {
    const submitted = await submit({ model: "minimax/t2v-01-director", prompt: "x" });
    expect((await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" })).status).toBe(200);
    expect((await fetch(queryUrl(submitted.request_id), { headers: auth })).status).toBe(404);
  });
});

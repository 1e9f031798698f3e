import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileProxyPath, SUBMIT_PATH, taskPath } from "../../src/contract/server-paths.ts";
import { startApp, type TestApp } from "../test/app-server.ts";
import { post } from "../test/sandbox-server.ts";

// In sandbox mode the file proxy answers the same question (is this URL a result of that task,
// for this token?) from the sandbox's memory: the page reads files one way in every mode.

const TOKEN = "files-test-token";
const auth = { Authorization: `Bearer ${TOKEN}` };
let app: TestApp;
beforeAll(async () => (app = await startApp({ SANDBOX_TOKEN: TOKEN, SANDBOX_TASK_SECONDS: "0.2" })));
afterAll(() => app.close());

async function finished(body: Record<string, unknown>): Promise<{ id: string; url: string }> {
  const created = await post(`${app.url}${SUBMIT_PATH}`, body, auth);
  const id = ((await created.json()) as { data: { request_id: string } }).data.request_id;
  await new Promise((resolve) => setTimeout(resolve, 300));
  const record = (await (await fetch(`${app.url}${taskPath(id)}`, { headers: auth })).json()) as {
    data: { data: { video_urls?: string[]; file_urls?: string[] } };
  };
  return { id, url: (record.data.data.video_urls ?? record.data.data.file_urls)![0]! };
}

const through = (id: string, url: string, headers: Record<string, string> = auth) =>
  fetch(`${app.url}${fileProxyPath(id, url)}`, { headers });

describe("the file proxy in sandbox mode", () => {
  it("serves a task's result as an attachment under a sandbox policy, byte ranges too, and a 3D task's zip", async () => {
    const video = await finished({ model: "minimax/t2v-01-director", prompt: "A fox" });
    const whole = await through(video.id, video.url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-disposition")).toMatch(/^attachment; filename="video\.mp4"/);
    expect(whole.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    const direct = Buffer.from(await (await fetch(video.url)).arrayBuffer());
    expect(Buffer.from(await whole.arrayBuffer()).equals(direct)).toBe(true);
    const part = await through(video.id, video.url, { ...auth, Range: "bytes=4-7" });
    expect([part.status, await part.text()]).toEqual([206, "ftyp"]);

    const model = await finished({ model: "bytedance/doubao-seed3d-1.0", image: "https://example.com/a.png" });
    expect(model.url).toMatch(/\/model\.zip$/);
    const zip = await through(model.id, model.url);
    expect([zip.status, zip.headers.get("content-type")]).toEqual([200, "application/zip"]);
    expect(zip.headers.get("content-disposition")).toMatch(/^attachment; filename="model\.zip"/);
  });

  it("refuses a file of another task, an unknown task, and a caller without the token", async () => {
    const one = await finished({ model: "minimax/t2v-01-director", prompt: "one" });
    const two = await finished({ model: "minimax/t2v-01-director", prompt: "two" });
    expect((await through(one.id, two.url)).status).toBe(404);
    expect((await through("20260101000000000000000NOPENOPE", one.url)).status).toBe(404);
    expect((await through(one.id, one.url, {})).status).toBe(401);
    expect((await through(one.id, `${app.url}/__sandbox/requests`)).status).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileProxyPath, SANDBOX_EXPIRE_PATH, SUBMIT_PATH, taskPath } from "../../src/contract/server-paths.ts";
import { downloadName } from "../http/file-headers.ts";
import { startApp, type TestApp } from "../test/app-server.ts";
import { post } from "../test/sandbox-server.ts";

// Result files as the service delivers them: on another origin, with no CORS headers; saved
// through the page's own server as attachments under the name the page asks for, made safe.

const TOKEN = "downloads-test-token";
const auth = { Authorization: `Bearer ${TOKEN}` };
let app: TestApp;
beforeAll(
  async () => (app = await startApp({ SANDBOX_TOKEN: TOKEN, SANDBOX_TASK_SECONDS: "0.2", SANDBOX_CONTROL: "1" })),
);
afterAll(() => app.close());

type Record = { status: string; data: { video_urls?: string[]; file_urls?: string[] } };
const record = async (id: string) =>
  ((await (await fetch(`${app.url}${taskPath(id)}`, { headers: auth })).json()) as { data: Record }).data;

async function finishedVideo(): Promise<{ id: string; url: string }> {
  const created = await post(`${app.url}${SUBMIT_PATH}`, { model: "minimax/t2v-01-director", prompt: "A fox" }, auth);
  const id = ((await created.json()) as { data: { request_id: string } }).data.request_id;
  await new Promise((resolve) => setTimeout(resolve, 300));
  return { id, url: (await record(id)).data.video_urls![0]! };
}

const disposition = async (id: string, url: string, name: string) =>
  (await fetch(`${app.url}${fileProxyPath(id, url, name)}`, { headers: auth })).headers.get("content-disposition");

describe("the sandbox's file host", () => {
  it("serves result files from another origin, with no CORS headers, in byte ranges too", async () => {
    const { url } = await finishedVideo();
    expect(new URL(url).origin).not.toBe(app.url);
    expect(new URL(url).hostname).toBe(new URL(app.url).hostname);
    const whole = await fetch(url, { headers: { Origin: app.url } });
    expect(whole.status).toBe(200);
    expect(whole.headers.get("access-control-allow-origin")).toBeNull();
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    const part = await fetch(url, { headers: { Range: "bytes=4-7" } });
    expect([part.status, await part.text()]).toEqual([206, "ftyp"]);
    // Only files: the API and the control plane are not on this origin.
    expect((await fetch(`${new URL(url).origin}${SUBMIT_PATH}`, { method: "POST" })).status).toBe(404);
  });

  it("answers 404 for an expired task's files while the task itself is still known", async () => {
    const { id, url } = await finishedVideo();
    const expired = await fetch(`${app.url}${SANDBOX_EXPIRE_PATH}?request_id=${id}`, { method: "POST" });
    expect(expired.status).toBe(200);
    expect((await fetch(url)).status).toBe(404);
    expect((await fetch(`${app.url}${fileProxyPath(id, url)}`, { headers: auth })).status).toBe(404);
    expect((await record(id)).status).toBe("COMPLETED");
    const unknown = await fetch(`${app.url}${SANDBOX_EXPIRE_PATH}?request_id=nope`, { method: "POST" });
    expect(unknown.status).toBe(404);
  });
});

describe("downloads through the file proxy", () => {
  it("are attachments under the name the page asks for", async () => {
    const { id, url } = await finishedVideo();
    const name = "2026-11-23_1204_minimax-t2v-01-director_a-fox_20261123abc.mp4";
    expect(await disposition(id, url, name)).toBe(`attachment; filename="${name}"; filename*=UTF-8''${name}`);
    expect(await disposition(id, url, "")).toMatch(/^attachment; filename="video\.mp4"/);
  });

  it("make the asked-for name safe: no path, no quotes or header breaks, no leading dot, bounded", async () => {
    const { id, url } = await finishedVideo();
    expect(await disposition(id, url, '../../etc/"passwd"\r\nX-Evil: 1.mp4')).toBe(
      `attachment; filename="etc-passwd-X-Evil-1.mp4"; filename*=UTF-8''etc-passwd-X-Evil-1.mp4`,
    );
    const target = new URL("https://files.test/r/video.mp4");
    expect(downloadName("Überfahrt café.mp4", target)).toBe("Uberfahrt-cafe.mp4");
    expect(downloadName(".htaccess", target)).toBe("htaccess");
    expect(downloadName("../..", target)).toBe("video.mp4");
    expect(downloadName("灯塔.mp4", target)).toBe("mp4");
    expect(downloadName(`${"a".repeat(500)}.glb`, target)).toHaveLength(180);
    expect(downloadName(`${"a".repeat(500)}.glb`, target)).toMatch(/a\.glb$/);
  });
});

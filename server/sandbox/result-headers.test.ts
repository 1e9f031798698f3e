import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SANDBOX_ATTACHMENTS_PATH, taskPath } from "../../src/contract/server-paths.ts";
import { png } from "../../src/test/make-images.ts";
import { rawExchange } from "../test/raw-http.ts";
import { auth, post, startSandbox, type TestSandbox } from "../test/sandbox-server.ts";
import { closeFiles, serveFiles } from "./files-origin.ts";

// Every result file, attached or the sandbox's own, on the file host and on the origin that
// mounts the sandbox: a policy under which nothing runs, no sniffing, and a download unless a
// media element plays it. The file host's other answers carry the security headers too.

const NOTHING_RUNS = "default-src 'none'; sandbox";

let sandbox: TestSandbox;
let files: Server;
let filesUrl: string;
beforeAll(async () => {
  sandbox = await startSandbox(10);
  files = await serveFiles(sandbox.state, 0, "127.0.0.1");
  filesUrl = `http://127.0.0.1:${sandbox.state.filesPort}`;
});
afterAll(async () => {
  closeFiles(files);
  await sandbox.close();
});

const base64 = (bytes: string | Buffer) => Buffer.from(bytes).toString("base64");

/** Submits, lets the task finish, and returns its result URLs (on the file host). */
async function finished(body: Record<string, unknown>): Promise<string[]> {
  const { data } = (await (await post(sandbox.submitUrl, body)).json()) as { data: { request_id: string } };
  sandbox.advance(11_000);
  const answer = await fetch(`${sandbox.url}${taskPath(data.request_id)}`, { headers: auth });
  const { video_urls = [], file_urls = [] } = ((await answer.json()) as { data: { data: Record<string, string[]> } })
    .data.data;
  return [...video_urls, ...file_urls];
}

/** The headers that matter here, from the file host and from the sandbox's own origin. */
async function headersOf(url: string) {
  const answers = await Promise.all([fetch(url), fetch(url.replace(filesUrl, sandbox.url))]);
  return answers.map((answer) => ({
    status: answer.status,
    disposition: answer.headers.get("content-disposition"),
    policy: answer.headers.get("content-security-policy"),
    sniffing: answer.headers.get("x-content-type-options"),
  }));
}

const served = (status: number, disposition: string) => {
  const expected = { status, disposition, policy: NOTHING_RUNS, sniffing: "nosniff" };
  return [expected, expected];
};

describe("result files' headers", () => {
  it("attached: media inline, the rest a download, none active on either origin", async () => {
    const image = "https://example.com/headers.png";
    const armed = await post(
      `${sandbox.url}${SANDBOX_ATTACHMENTS_PATH}`,
      {
        match: image,
        files: [
          { name: "model.obj", content_base64: base64("mtllib model.mtl\n") },
          { name: "photo.png", content_base64: base64(png(4, 4)) },
          { name: "notes.txt", content_base64: base64("<script>parent.ran = true</script>") },
          { name: "download", content_base64: base64("<html><script>parent.ran = true</script>") },
        ],
      },
      {},
    );
    expect(armed.status).toBe(201);
    const [obj] = await finished({ model: "bytedance/doubao-seed3d-1.0", image, prompt: "--fileformat obj" });
    expect(obj!.startsWith(`${filesUrl}/`)).toBe(true);
    const beside = (name: string) => obj!.replace("model.obj", name);
    expect(await headersOf(obj!)).toEqual(served(200, 'attachment; filename="model.obj"'));
    expect(await headersOf(beside("photo.png"))).toEqual(served(200, 'inline; filename="photo.png"'));
    expect(await headersOf(beside("notes.txt"))).toEqual(served(200, 'attachment; filename="notes.txt"'));
    expect(await headersOf(beside("download"))).toEqual(served(200, 'attachment; filename="download"'));
  });

  it("the sandbox's own: a video inline (in byte ranges too), a 3D task's zip a download", async () => {
    const [video] = await finished({ model: "minimax/t2v-01-director", prompt: "A fox" });
    expect(await headersOf(video!)).toEqual(served(200, 'inline; filename="video.mp4"'));
    const part = await fetch(video!, { headers: { Range: "bytes=0-3" } });
    expect([part.status, part.headers.get("content-security-policy")]).toEqual([206, NOTHING_RUNS]);
    const [zip] = await finished({ model: "bytedance/doubao-seed3d-1.0", image: "https://example.com/z.png" });
    expect(await headersOf(zip!)).toEqual(served(200, 'attachment; filename="model.zip"'));
  });

  it("the file host's 404 and Node's own 400 carry every security header, not the page's policy", async () => {
    const missing = await fetch(`${filesUrl}/nothing`);
    expect(missing.status).toBe(404);
    for (const [name, value] of Object.entries(SECURITY)) expect(missing.headers.get(name), name).toBe(value);
    const malformed = await rawExchange(filesUrl, "GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n");
    expect(malformed).toMatch(/^HTTP\/1\.1 400 /);
    for (const [name, value] of Object.entries(SECURITY)) expect(malformed).toContain(`\r\n${name}: ${value}\r\n`);
  });
});

const SECURITY = {
  "Content-Security-Policy": NOTHING_RUNS,
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
  "X-Frame-Options": "DENY",
};

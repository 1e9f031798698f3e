import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SANDBOX_ATTACHMENTS_PATH, SUBMIT_PATH } from "../../src/contract/server-paths.ts";
import { auth, post, startSandbox, type TestSandbox } from "../test/sandbox-server.ts";
import { MAX_ARMED_ATTACHMENTS, MAX_ATTACHMENT_BYTES } from "./attachments.ts";

let sandbox: TestSandbox;
beforeAll(async () => (sandbox = await startSandbox(10)));
afterAll(() => sandbox.close());

const base64 = (text: string) => Buffer.from(text).toString("base64");
const attach = (body: unknown) => post(`${sandbox.url}${SANDBOX_ATTACHMENTS_PATH}`, body, {});
const threeD = (image: string) => ({
  model: "bytedance/doubao-seed3d-1.0",
  image,
  prompt: "--subdivisionlevel medium --fileformat obj",
});

/** Submits, lets the task finish, and returns its result URLs. */
async function finishedUrls(body: unknown): Promise<string[]> {
  const { data } = (await (await post(`${sandbox.url}${SUBMIT_PATH}`, body)).json()) as {
    data: { request_id: string };
  };
  sandbox.advance(11_000);
  const record = await (await fetch(`${sandbox.url}${SUBMIT_PATH}/${data.request_id}`, { headers: auth })).json();
  return (record as { data: { data: { file_urls: string[] } } }).data.data.file_urls;
}

describe("attached result files (control plane)", () => {
  it("gives the next matching task the files: listed ones as results, the others served beside them", async () => {
    const armed = await attach({
      match: "https://example.com/textured-obj.png",
      files: [
        { name: "model.obj", content_base64: base64("mtllib model.mtl\nv 0 0 0\n") },
        { name: "model.mtl", content_base64: base64("newmtl a\n") },
        { name: "download", content_base64: base64("glTF"), listed: true, content_type: "application/octet-stream" },
      ],
    });
    expect(armed.status).toBe(201);
    // Another task does not take them: it gets the sandbox's own model, zipped.
    expect(await finishedUrls(threeD("https://example.com/other.png"))).toEqual([
      expect.stringMatching(/\/model\.zip$/),
    ]);
    const urls = await finishedUrls(threeD("https://example.com/textured-obj.png"));
    expect(urls.map((url) => url.slice(url.lastIndexOf("/") + 1))).toEqual(["model.obj", "download"]);
    const obj = await fetch(urls[0]!);
    expect(obj.headers.get("content-type")).toBe("model/obj");
    expect(await obj.text()).toBe("mtllib model.mtl\nv 0 0 0\n");
    const mtl = await fetch(urls[0]!.replace("model.obj", "model.mtl"));
    expect([mtl.status, mtl.headers.get("content-type"), await mtl.text()]).toEqual([200, "model/mtl", "newmtl a\n"]);
    expect((await fetch(urls[1]!)).headers.get("content-type")).toBe("application/octet-stream");
    expect((await fetch(urls[0]!.replace("model.obj", "other.png"))).status).toBe(404);
    // Taken once: the list of waiting sets is empty again.
    expect(await (await fetch(`${sandbox.url}${SANDBOX_ATTACHMENTS_PATH}`)).json()).toEqual({ attachments: [] });
  });

  it("refuses names that are not one plain path segment, and bodies that are not base64", async () => {
    for (const name of ["../x", "a/b", ".hidden", ""]) {
      const answer = await attach({ match: "m", files: [{ name, content_base64: base64("x") }] });
      expect(answer.status).toBe(400);
    }
    const answer = await attach({ match: "m", files: [{ name: "a.glb", content_base64: "not base64!" }] });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { error: { param: string } }).error.param).toBe("files.0.content_base64");
  });

  it("is bounded: in bytes per set, and in sets waiting at once", async () => {
    const big = Buffer.alloc(MAX_ATTACHMENT_BYTES + 1).toString("base64");
    expect((await attach({ match: "big", files: [{ name: "a.glb", content_base64: big }] })).status).toBe(413);
    for (let i = 0; i < MAX_ARMED_ATTACHMENTS; i++)
      expect((await attach({ match: `wait-${i}`, files: [{ name: "a.glb", content_base64: "" }] })).status).toBe(201);
    const refused = await attach({ match: "one-more", files: [{ name: "a.glb", content_base64: "" }] });
    expect(refused.status).toBe(409);
    await post(`${sandbox.url}/__sandbox/reset`, {}, {});
    expect(await (await fetch(`${sandbox.url}${SANDBOX_ATTACHMENTS_PATH}`)).json()).toEqual({ attachments: [] });
  });

  it("refuses a page on another site", async () => {
    const answer = await post(
      `${sandbox.url}${SANDBOX_ATTACHMENTS_PATH}`,
      { match: "m", files: [{ name: "a.glb", content_base64: "" }] },
      { Origin: "https://evil.example" },
    );
    expect(answer.status).toBe(403);
  });
});

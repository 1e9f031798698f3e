import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SANDBOX_ATTACHMENTS_PATH } from "../../src/contract/server-paths.ts";
import { post, startSandbox, type TestSandbox } from "../test/sandbox-server.ts";

// The probe's finding: an attached index.html with <script src=evil.js> ran in Chromium on the
// app's own origin. Attachments are now only of the types the service delivers as results,
// judged by the name's extension and by the declared type, each on its own.

let sandbox: TestSandbox;
beforeAll(async () => (sandbox = await startSandbox(10)));
afterAll(() => sandbox.close());

const SCRIPT = Buffer.from("<script>parent.ran = true</script>").toString("base64");
const attach = (...files: Record<string, unknown>[]) =>
  post(
    `${sandbox.url}${SANDBOX_ATTACHMENTS_PATH}`,
    { match: "m", files: files.map((file) => ({ content_base64: SCRIPT, ...file })) },
    {},
  );

async function refusal(file: Record<string, unknown>) {
  const answer = await attach(file);
  const { error } = (await answer.json()) as { error: { code: string; param: string; message: string } };
  return { status: answer.status, code: error.code, param: error.param, message: error.message };
}

describe("attached files' types", () => {
  it.each(["index.html", "page.HTM", "evil.svg", "app.js", "app.mjs", "style.css", "doc.pdf", "feed.xml", "a.xhtml"])(
    "refuses a file named %s, saying which names are results",
    async (name) => {
      expect(await refusal({ name })).toEqual({
        status: 400,
        code: "invalid_parameter_value",
        param: "files.0.name",
        message: expect.stringMatching(/^Invalid attachment: not a result's name: attachments end in mp4, .*glb/),
      });
    },
  );

  it.each(["text/html", "image/svg+xml", "application/javascript", "text/css", "application/pdf", "text/xml"])(
    "refuses a file declared %s, whatever its name",
    async (type) => {
      for (const name of ["picture.png", "model"])
        expect(await refusal({ name, content_type: type })).toEqual({
          status: 400,
          code: "invalid_parameter_value",
          param: "files.0.content_type",
          message: expect.stringMatching(
            /^Invalid attachment: not a result's type: attachments are application\/octet-stream, video\/mp4, /,
          ),
        });
    },
  );

  it("takes what the service delivers: media, models with their sidecars, zips, text, plain bytes", async () => {
    const names = ["clip.mp4", "photo.JPG", "voice.mp3", "model.gltf", "model.bin", "model.usdz", "notes.txt", "data"];
    const declared = { name: "download", content_type: "model/gltf-binary" };
    const answer = await attach(...names.map((name) => ({ name })), declared);
    expect(answer.status, await answer.text()).toBe(201);
    await post(`${sandbox.url}/__sandbox/reset`, {}, {});
  });
});

import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_SUBMIT_BODY_BYTES } from "../../src/contract/body-limits.ts";
import { FAMILY_RULES } from "../../src/contract/families.ts";
import { IMAGE_RULES } from "../../src/contract/image-rules.ts";
import { dataUriOf, png } from "../../src/test/make-images.ts";
import { post, startSandbox, type TestSandbox } from "../test/sandbox-server.ts";
import { LOGGED_BODY_CHARS } from "./request-log.ts";

// The size limit is not stricter than the vendor: the largest body MiniMax takes, written as
// wastefully as a JSON encoder may, still goes through. And the log keeps a bounded trace of
// it: a prefix or a shortened parse, its true size and the hash of every byte.

let sandbox: TestSandbox;
beforeAll(async () => (sandbox = await startSandbox()));
afterAll(() => sandbox.close());

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const logged = () => sandbox.state.log.list().at(-1)!;
const keptChars = (body: unknown) => (typeof body === "string" ? body : JSON.stringify(body)).length;

/** A real PNG of incompressible pixels (base64 of it has its share of `/`), padded to `bytes`. */
function noisyPng(bytes: number): Buffer {
  const image = png(2560, 2560, { noise: true });
  return Buffer.concat([image, Buffer.alloc(bytes - image.length)]);
}

describe("the largest body the service takes", () => {
  it("is accepted written in full escapes, and logged shortened, with its size and hash", async () => {
    const { size } = IMAGE_RULES.video;
    const image = dataUriOf("image/png", noisyPng(size.under ? size.bytes - 1 : size.bytes));
    const fox = "\\ud83e\\udd8a"; // 🦊 as a JSON encoder that escapes everything writes it
    const text = JSON.stringify({
      model: "minimax/i2v-01-director",
      prompt: "PROMPT",
      first_frame_image: image,
      callback_url: "https://example.com/hooks/taskdeck",
    })
      .replace("PROMPT", fox.repeat(FAMILY_RULES.video.promptMax!))
      .replaceAll("/", "\\/");
    const bytes = Buffer.from(text);
    expect(bytes.length).toBeLessThan(MAX_SUBMIT_BODY_BYTES);
    expect(bytes.length).toBeGreaterThan(MAX_SUBMIT_BODY_BYTES - 1024 * 1024);

    expect((await post(sandbox.submitUrl, text)).status).toBe(200);
    const entry = logged();
    expect(entry).toMatchObject({ status: 200, body_bytes: bytes.length, body_sha256: sha256(bytes) });
    expect(entry.body).toMatchObject({ model: "minimax/i2v-01-director", callback_url: expect.any(String) });
    expect((entry.body as { first_frame_image: string }).first_frame_image).toMatch(/…\[\d+ characters\]$/);
    expect(keptChars(entry.body)).toBeLessThanOrEqual(LOGGED_BODY_CHARS);
  }, 30_000);

  it("logs a body it refused unparsed as its first characters, with its size and hash", async () => {
    const bytes = Buffer.from(`[${"{},".repeat(1_000_000)}{}]`);
    expect((await post(sandbox.submitUrl, bytes.toString())).status).toBe(400);
    const entry = logged();
    expect(entry).toMatchObject({ status: 400, body_bytes: bytes.length, body_sha256: sha256(bytes) });
    expect(entry.body).toMatch(/^\[\{\},\{\},.*…\[cut\]$/);
    expect(keptChars(entry.body)).toBeLessThan(LOGGED_BODY_CHARS + 10);
  });
});

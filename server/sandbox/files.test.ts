import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auth, post, startSandbox, type TestSandbox } from "../test/sandbox-server.ts";
import { taskPath } from "../../src/contract/server-paths.ts";
import { dataUriOf, png } from "../../src/test/make-images.ts";
import { mp4Facts } from "./results/mp4-facts.testutil.ts";

let sandbox: TestSandbox;
beforeAll(async () => (sandbox = await startSandbox(10)));
afterAll(() => sandbox.close());

async function completedResultUrl(body: Record<string, unknown>): Promise<string> {
  const response = await post(sandbox.submitUrl, body);
  const { data } = (await response.json()) as { data: { request_id: string } };
  sandbox.advance(11_000);
  const record = (await (await fetch(`${sandbox.url}${taskPath(data.request_id)}`, { headers: auth })).json()) as {
    data: { data: { video_urls?: string[]; file_urls?: string[] } };
  };
  const url = record.data.data.video_urls?.[0] ?? record.data.data.file_urls?.[0];
  if (!url) throw new Error("no result URL");
  return url;
}

describe("result files", () => {
  it("serves the video result as an MP4, in byte ranges too", async () => {
    const url = await completedResultUrl({ model: "minimax/t2v-01-director", prompt: "A fox" });
    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-type")).toBe("video/mp4");
    const bytes = new Uint8Array(await whole.arrayBuffer());
    expect(new TextDecoder().decode(bytes.subarray(4, 8))).toBe("ftyp");
    const part = await fetch(url, { headers: { Range: "bytes=4-7" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 4-7/${bytes.length}`);
    expect(await part.text()).toBe("ftyp");
  });

  it("follows a first frame's aspect: a portrait first frame gets the 360 × 640 clip, others 640 × 360", async () => {
    const size = async (body: Record<string, unknown>) => {
      const { width, height } = mp4Facts(
        new Uint8Array(await (await fetch(await completedResultUrl(body))).arrayBuffer()),
      );
      return `${width} × ${height}`;
    };
    const i2v = (width: number, height: number) => ({
      model: "minimax/i2v-01-director",
      first_frame_image: dataUriOf("image/png", png(width, height)),
    });
    expect(await size(i2v(360, 640))).toBe("360 × 640");
    expect(await size(i2v(640, 360))).toBe("640 × 360");
    expect(await size({ model: "minimax/t2v-01-director", prompt: "A heron" })).toBe("640 × 360");
  });

  it("answers 404 for an unfinished task's file and after a reset", async () => {
    const response = await post(sandbox.submitUrl, {
      model: "minimax/t2v-01-director",
      prompt: "x",
    });
    const { data } = (await response.json()) as { data: { request_id: string } };
    expect((await fetch(`${sandbox.url}/__sandbox/files/${data.request_id}/video.mp4`)).status).toBe(404);
    const url = await completedResultUrl({ model: "minimax/t2v-01-director", prompt: "y" });
    await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" });
    expect((await fetch(url)).status).toBe(404);
  });
});

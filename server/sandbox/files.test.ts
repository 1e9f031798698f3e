import { NodeIO } from "@gltf-transform/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auth, post, startSandbox, type TestSandbox } from "../test/sandbox-server.ts";

let sandbox: TestSandbox;
beforeAll(async () => (sandbox = await startSandbox(10)));
afterAll(() => sandbox.close());

async function completedResultUrl(body: Record<string, unknown>): Promise<string> {
  const response = await post(`${sandbox.url}/api/v1/tasks/generations`, body);
  const { data } = (await response.json()) as { data: { request_id: string } };
  sandbox.advance(11_000);
  const record = (await (
    await fetch(`${sandbox.url}/api/v1/tasks/generations/${data.request_id}`, { headers: auth })
  ).json()) as {
    data: { data: { video_urls?: string[]; file_urls?: string[] } };
  };
  const url = record.data.data.video_urls?.[0] ?? record.data.data.file_urls?.[0];
  if (!url) throw new Error("no result URL");
  return url;
}

const model3d = (level: string, format: string) => ({
  model: "bytedance/doubao-seed3d-2.0",
  image: "https://example.com/cat.png",
  prompt: `--subdivisionlevel ${level} --fileformat ${format}`,
});

async function glbTriangles(level: string): Promise<number> {
  const response = await fetch(await completedResultUrl(model3d(level, "glb")));
  expect(response.headers.get("content-type")).toBe("model/gltf-binary");
  const document = await new NodeIO().readBinary(new Uint8Array(await response.arrayBuffer()));
  const primitive = document.getRoot().listMeshes()[0]!.listPrimitives()[0]!;
  return primitive.getIndices()!.getCount() / 3;
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

  it("serves a glb that parses as glTF, with more triangles at each subdivision level", async () => {
    const [low, medium, high] = [await glbTriangles("low"), await glbTriangles("medium"), await glbTriangles("high")];
    expect(low).toBeGreaterThan(0);
    expect(medium).toBeGreaterThan(low);
    expect(high).toBeGreaterThan(medium);
  });

  it("serves an obj with vertices and faces", async () => {
    const text = await (await fetch(await completedResultUrl(model3d("low", "obj")))).text();
    expect(text).toMatch(/^v -?\d/m);
    expect(text).toMatch(/^f \d/m);
  });

  it.each([
    ["usd", (bytes: Uint8Array) => new TextDecoder().decode(bytes.subarray(0, 9)) === "#usda 1.0"],
    ["usdz", (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b],
  ])("serves %s", async (format, looksRight) => {
    const url = await completedResultUrl(model3d("low", format));
    expect(url.endsWith(`/model.${format}`)).toBe(true);
    expect(looksRight(new Uint8Array(await (await fetch(url)).arrayBuffer()))).toBe(true);
  });

  it("offers the model inside a .zip, as the upstream vendor delivers it", async () => {
    const url = (await completedResultUrl(model3d("low", "obj"))).replace(/model\.obj$/, "model.zip");
    const response = await fetch(url);
    expect(response.headers.get("content-type")).toBe("application/zip");
    expect(new Uint8Array(await response.arrayBuffer()).subarray(0, 4)).toEqual(new Uint8Array([0x50, 0x4b, 3, 4]));
  });

  it("answers 404 for an unfinished task's file and after a reset", async () => {
    const response = await post(`${sandbox.url}/api/v1/tasks/generations`, {
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

import { NodeIO, type Root } from "@gltf-transform/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { THREE_D_DELIVERIES, type ThreeDDelivery } from "../../src/contract/three-d-delivery.ts";
import { auth, post, startSandbox, type TestSandbox } from "../test/sandbox-server.ts";
import { readZip } from "./results/read-zip.testutil.ts";
import { taskPath } from "../../src/contract/server-paths.ts";

// 3D results over real HTTP, in both deliveries: the vendor's .zip, and the bare file a
// re-hosting router might list instead (SANDBOX_3D_DELIVERY).

const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer());

async function embeddedTexture(glb: Uint8Array) {
  const root = (await new NodeIO().readBinary(glb)).getRoot();
  const [texture] = root.listTextures();
  return { texture, material: root.listMaterials()[0]!, triangles: countTriangles(root) };
}
const countTriangles = (root: Root) => root.listMeshes()[0]!.listPrimitives()[0]!.getIndices()!.getCount() / 3;

describe.each(THREE_D_DELIVERIES)("SANDBOX_3D_DELIVERY=%s", (delivery: ThreeDDelivery) => {
  let sandbox: TestSandbox;
  beforeAll(async () => (sandbox = await startSandbox(10, undefined, delivery)));
  afterAll(() => sandbox.close());

  /** The one URL a finished 3D task lists in `file_urls`. */
  async function listedUrl(level: string, format: string): Promise<string> {
    const response = await post(sandbox.submitUrl, {
      model: "bytedance/doubao-seed3d-2.0",
      image: "https://example.com/cat.png",
      prompt: `--subdivisionlevel ${level} --fileformat ${format}`,
    });
    const { data } = (await response.json()) as { data: { request_id: string } };
    sandbox.advance(11_000);
    const query = await fetch(`${sandbox.url}${taskPath(data.request_id)}`, { headers: auth });
    const record = (await query.json()) as { data: { data: { file_urls: string[] } } };
    expect(record.data.data.file_urls).toHaveLength(1);
    return record.data.data.file_urls[0]!;
  }
  const beside = (url: string, name: string) => url.replace(/[^/]+$/, name);

  if (delivery === "zip") {
    it("lists model.zip holding the glb, whose texture is embedded", async () => {
      const url = await listedUrl("low", "glb");
      expect(url).toMatch(/\/model\.zip$/);
      const response = await fetch(url);
      expect(response.headers.get("content-type")).toBe("application/zip");
      const entries = readZip(await bytesOf(response));
      expect(entries.map((e) => e.name)).toEqual(["model.glb"]);
      const { texture, material, triangles } = await embeddedTexture(entries[0]!.data);
      expect(triangles).toBe(320);
      expect(texture!.getURI()).toBe("");
      expect(texture!.getMimeType()).toBe("image/png");
      expect(decode(texture!.getImage()!.subarray(1, 4))).toBe("PNG");
      expect(material.getBaseColorTexture()).toBe(texture);
    });

    it("lists model.zip holding the obj, its .mtl and the png the .mtl names", async () => {
      const entries = readZip(await bytesOf(await fetch(await listedUrl("medium", "obj"))));
      const names = entries.map((e) => e.name);
      expect(names).toEqual(["model.obj", "model.mtl", "texture.png"]);
      const [obj, mtl, png] = entries.map((e) => e.data);
      expect(decode(obj!)).toMatch(/^mtllib model\.mtl$/m);
      const named = /^map_Kd (\S+)$/m.exec(decode(mtl!))?.[1];
      expect(named).toBe("texture.png");
      expect(decode(png!.subarray(1, 4))).toBe("PNG");
    });

    it("holds usd and usdz too, and serves no bare file beside the zip", async () => {
      for (const format of ["usd", "usdz"]) {
        const url = await listedUrl("low", format);
        expect(readZip(await bytesOf(await fetch(url))).map((e) => e.name)).toEqual([`model.${format}`]);
        expect((await fetch(beside(url, `model.${format}`))).status).toBe(404);
      }
    });
  } else {
    it("lists the bare glb, textured, with more triangles at each level", async () => {
      const triangles = [];
      for (const level of ["low", "medium", "high"]) {
        const url = await listedUrl(level, "glb");
        expect(url).toMatch(/\/model\.glb$/);
        const response = await fetch(url);
        expect(response.headers.get("content-type")).toBe("model/gltf-binary");
        const glb = await embeddedTexture(await bytesOf(response));
        expect(glb.texture!.getURI()).toBe("");
        triangles.push(glb.triangles);
      }
      expect(triangles).toEqual([320, 1280, 5120]);
    });

    it("lists the bare obj and serves its .mtl and the png it names beside it", async () => {
      const url = await listedUrl("low", "obj");
      expect(url).toMatch(/\/model\.obj$/);
      const obj = await fetch(url);
      expect(obj.headers.get("content-type")).toBe("model/obj");
      expect(await obj.text()).toMatch(/^mtllib model\.mtl$/m);
      const mtl = await fetch(beside(url, "model.mtl"));
      expect(mtl.headers.get("content-type")).toBe("model/mtl");
      const named = /^map_Kd (\S+)$/m.exec(await mtl.text())?.[1];
      const png = await fetch(beside(url, named!));
      expect(png.headers.get("content-type")).toBe("image/png");
      expect(decode((await bytesOf(png)).subarray(1, 4))).toBe("PNG");
      expect((await fetch(beside(url, "model.zip"))).status).toBe(404);
    });

    it.each([
      ["usd", (bytes: Uint8Array) => decode(bytes.subarray(0, 9)) === "#usda 1.0"],
      ["usdz", (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b],
    ])("lists the bare %s", async (format, looksRight) => {
      const url = await listedUrl("low", format);
      expect(url.endsWith(`/model.${format}`)).toBe(true);
      expect(looksRight(await bytesOf(await fetch(url)))).toBe(true);
    });
  }
});

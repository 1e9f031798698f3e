import { NodeIO } from "@gltf-transform/core";
import { describe, expect, it } from "vitest";
import { FILE_FORMATS, SUBDIVISION_LEVELS } from "../../../src/contract/three-d-flags.ts";
import { meshGeometry } from "./geometry.ts";
import { meshFile, meshFileNames, MTL_NAME, zippedMesh } from "./mesh.ts";
import { TEXTURE_NAME, texturePng } from "./texture.ts";
import { offsetOf, readZip } from "./read-zip.testutil.ts";

const TRIANGLES = { low: 320, medium: 1280, high: 5120 } as const;
const VERTICES = { low: 162, medium: 642, high: 2562 } as const;
const decode = (bytes: Uint8Array) => new TextDecoder("utf-8", { fatal: true }).decode(bytes);

describe("meshFile", () => {
  it.each(SUBDIVISION_LEVELS)("glb (%s) is a binary glTF with the geometry's triangles", async (level) => {
    const file = await meshFile("glb", level);
    expect(file.contentType).toBe("model/gltf-binary");
    expect(file.extension).toBe("glb");
    expect(decode(file.bytes.subarray(0, 4))).toBe("glTF");
    expect(new DataView(file.bytes.buffer, file.bytes.byteOffset).getUint32(4, true)).toBe(2);
    const root = (await new NodeIO().readBinary(file.bytes)).getRoot();
    expect(root.listScenes()).toHaveLength(1);
    expect(root.listNodes()).toHaveLength(1);
    expect(root.listMeshes()).toHaveLength(1);
    expect(root.listMaterials()).toHaveLength(1);
    // The texture is embedded (no URI), as the vendor's glb carries its textures.
    const [texture, ...others] = root.listTextures();
    expect(others).toEqual([]);
    expect(texture!.getURI()).toBe("");
    expect(texture!.getMimeType()).toBe("image/png");
    expect(Buffer.from(texture!.getImage()!).equals(texturePng())).toBe(true);
    expect(root.listMaterials()[0]!.getBaseColorTexture()).toBe(texture);
    const [primitive] = root.listMeshes()[0]!.listPrimitives();
    expect(primitive!.getAttribute("TEXCOORD_0")!.getCount()).toBe(VERTICES[level]);
    expect(primitive!.getIndices()!.getCount() / 3).toBe(TRIANGLES[level]);
    expect(primitive!.getAttribute("POSITION")!.getCount()).toBe(VERTICES[level]);
    expect(primitive!.getAttribute("NORMAL")!.getCount()).toBe(VERTICES[level]);
    expect(Array.from(primitive!.getIndices()!.getArray()!)).toEqual(Array.from(meshGeometry(level).indices));
  });

  it("glb triangle counts grow strictly with the level", async () => {
    const counts = [];
    for (const level of SUBDIVISION_LEVELS) {
      const root = (await new NodeIO().readBinary((await meshFile("glb", level)).bytes)).getRoot();
      counts.push(root.listMeshes()[0]!.listPrimitives()[0]!.getIndices()!.getCount() / 3);
    }
    expect(counts).toEqual([320, 1280, 5120]);
  });

  it.each(SUBDIVISION_LEVELS)("obj (%s) has one face per triangle, all indices in range", async (level) => {
    const file = await meshFile("obj", level);
    expect(file.contentType).toBe("model/obj");
    expect(file.extension).toBe("obj");
    const lines = decode(file.bytes).split("\n");
    const v = lines.filter((l) => l.startsWith("v "));
    const vn = lines.filter((l) => l.startsWith("vn "));
    const vt = lines.filter((l) => l.startsWith("vt "));
    expect(lines).toContain(`mtllib ${MTL_NAME}`);
    expect(lines.filter((l) => l.startsWith("usemtl "))).toHaveLength(1);
    expect(vt).toHaveLength(VERTICES[level]);
    const f = lines.filter((l) => l.startsWith("f "));
    expect(v).toHaveLength(VERTICES[level]);
    expect(vn).toHaveLength(VERTICES[level]);
    expect(f).toHaveLength(meshGeometry(level).indices.length / 3);
    expect(v.filter((line) => !/^v( -?\d+(\.\d+)?(e-?\d+)?){3}$/.test(line))).toEqual([]);
    // Each face: three "v/vt/vn" corners with the same index for position, texture and normal.
    expect(f.filter((line) => !/^f( (\d+)\/\2\/\2){3}$/.test(line))).toEqual([]);
    const faceIndices = f.flatMap((line) =>
      line
        .split(" ")
        .slice(1)
        .map((corner) => Number(corner.split("/")[0])),
    );
    expect(faceIndices.filter((index) => !(Number.isInteger(index) && index >= 1 && index <= v.length))).toEqual([]);
    expect(faceIndices.map((i) => i - 1)).toEqual(Array.from(meshGeometry(level).indices));
  });

  it.each(SUBDIVISION_LEVELS)("usd (%s) is a USDA layer with one 3-vertex face per triangle", async (level) => {
    const file = await meshFile("usd", level);
    expect(file.extension).toBe("usd");
    expect(file.contentType).toBe("model/vnd.usda");
    const text = decode(file.bytes);
    expect(text.startsWith("#usda 1.0\n")).toBe(true);
    expect(text).toMatch(/upAxis = "Y"/);
    expect(text).toMatch(/metersPerUnit = 1\b/);
    const defaultPrim = /defaultPrim = "(\w+)"/.exec(text)?.[1];
    expect(text).toContain(`def Xform "${defaultPrim}"`);
    expect(text).toMatch(/def Mesh "\w+"/);
    const list = (attribute: string) => text.split(`${attribute} = [`)[1]!.split("]")[0]!;
    const counts = list("int[] faceVertexCounts").split(", ");
    expect(counts).toHaveLength(TRIANGLES[level]);
    expect(counts.every((c) => c === "3")).toBe(true);
    const faceIndices = list("int[] faceVertexIndices").split(", ").map(Number);
    expect(faceIndices).toEqual(Array.from(meshGeometry(level).indices));
    const points = list("point3f[] points").match(/\([^)]*\)/g)!;
    expect(points).toHaveLength(VERTICES[level]);
    expect(list("normal3f[] normals").match(/\([^)]*\)/g)).toHaveLength(VERTICES[level]);
    expect(Math.max(...faceIndices)).toBeLessThan(points.length);
  });

  it.each(SUBDIVISION_LEVELS)("usdz (%s) is a stored, 64-byte-aligned zip with the usda layer first", async (level) => {
    const file = await meshFile("usdz", level);
    expect(file.contentType).toBe("model/vnd.usdz+zip");
    expect(file.extension).toBe("usdz");
    const entries = readZip(file.bytes);
    expect(entries[0]!.name.endsWith(".usda")).toBe(true);
    for (const entry of entries) {
      expect(entry.compression).toBe(0);
      expect(offsetOf(file.bytes, entry.data) % 64).toBe(0);
    }
    expect(decode(entries[0]!.data)).toBe(decode((await meshFile("usd", level)).bytes));
  });

  it("is memoised per format and level", async () => {
    for (const format of FILE_FORMATS) expect(await meshFile(format, "low")).toBe(await meshFile(format, "low"));
    expect((await meshFile("obj", "low")).bytes).not.toBe((await meshFile("obj", "high")).bytes);
  });
});

describe("zippedMesh", () => {
  it.each(FILE_FORMATS)("puts model.%s, byte for byte, in a zip, first", async (format) => {
    const [entry, ...rest] = readZip(await zippedMesh(format, "medium"));
    expect([entry!.name, ...rest.map((e) => e.name)]).toEqual(meshFileNames(format));
    expect(entry!.name).toBe(`model.${format}`);
    // Buffer.equals: a byte comparison, much faster than a deep equality on ~100 KB.
    expect(Buffer.from(entry!.data).equals((await meshFile(format, "medium")).bytes)).toBe(true);
  });

  it("puts the obj's .mtl beside it, naming the texture that is there too", async () => {
    const entries = readZip(await zippedMesh("obj", "low"));
    expect(entries.map((e) => e.name)).toEqual(["model.obj", MTL_NAME, TEXTURE_NAME]);
    const mtl = decode(entries[1]!.data);
    expect(mtl).toMatch(new RegExp(`^newmtl Clay$`, "m"));
    expect(mtl).toMatch(new RegExp(`^map_Kd ${TEXTURE_NAME.replace(".", "\\.")}$`, "m"));
    expect(decode(entries[0]!.data)).toMatch(/^usemtl Clay$/m);
    expect(Buffer.from(entries[2]!.data).equals(texturePng())).toBe(true);
  });
});

describe("texturePng", () => {
  it("is a 64 × 64 PNG", () => {
    const png = Buffer.from(texturePng());
    expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([64, 64]);
  });
});

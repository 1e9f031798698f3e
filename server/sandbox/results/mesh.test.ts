import { NodeIO } from "@gltf-transform/core";
import { describe, expect, it } from "vitest";
import { FILE_FORMATS, SUBDIVISION_LEVELS } from "../../../src/contract/three-d-flags.ts";
import { meshFile, meshGeometry, zippedMesh } from "./mesh.ts";
import { offsetOf, readZip } from "./read-zip.testutil.ts";

const TRIANGLES = { low: 320, medium: 1280, high: 5120 } as const;
const VERTICES = { low: 162, medium: 642, high: 2562 } as const;
const decode = (bytes: Uint8Array) => new TextDecoder("utf-8", { fatal: true }).decode(bytes);
const vec = (a: Float32Array, i: number) => [a[3 * i]!, a[3 * i + 1]!, a[3 * i + 2]!];
const dot = (a: number[], b: number[]) => a.reduce((sum, x, i) => sum + x * b[i]!, 0);
const cross = (u: number[], v: number[]) => [
  u[1]! * v[2]! - u[2]! * v[1]!,
  u[2]! * v[0]! - u[0]! * v[2]!,
  u[0]! * v[1]! - u[1]! * v[0]!,
];

describe("meshGeometry", () => {
  it.each(SUBDIVISION_LEVELS)("%s has the expected triangle and vertex counts", (level) => {
    const { positions, normals, indices } = meshGeometry(level);
    expect(indices.length / 3).toBe(TRIANGLES[level]);
    expect(positions.length / 3).toBe(VERTICES[level]);
    expect(normals.length).toBe(positions.length);
    expect(Math.max(...indices)).toBe(positions.length / 3 - 1);
  });

  it("grows strictly from low to medium to high", () => {
    const [low, medium, high] = SUBDIVISION_LEVELS.map((level) => meshGeometry(level).indices.length);
    expect(low).toBeLessThan(medium!);
    expect(medium).toBeLessThan(high!);
  });

  it.each(SUBDIVISION_LEVELS)("%s is closed, consistently wound and faces outwards", (level) => {
    const { positions, indices } = meshGeometry(level);
    // Closed and consistently oriented: every directed edge appears once and its reverse once.
    const edges: string[] = [];
    for (let t = 0; t < indices.length; t += 3) {
      const [a, b, c] = [indices[t]!, indices[t + 1]!, indices[t + 2]!];
      edges.push(`${a}>${b}`, `${b}>${c}`, `${c}>${a}`);
    }
    const unique = new Set(edges);
    expect(unique.size).toBe(edges.length);
    expect(edges.filter((edge) => !unique.has(edge.split(">").reverse().join(">")))).toEqual([]);
    // Outwards (counter-clockwise from outside): the enclosed signed volume is positive.
    let volume = 0;
    for (let t = 0; t < indices.length; t += 3) {
      const [a, b, c] = [0, 1, 2].map((k) => vec(positions, indices[t + k]!));
      volume += dot(a!, cross(b!, c!)) / 6;
    }
    expect(volume).toBeGreaterThan(1); // a unit sphere is 4.19; the blob is a bit smaller
  });

  it.each(SUBDIVISION_LEVELS)("%s is unit-scale, centred, bumpy, with outward unit normals", (level) => {
    const { positions, normals } = meshGeometry(level);
    const count = positions.length / 3;
    const radii = Array.from({ length: count }, (_, i) => Math.hypot(...vec(positions, i)));
    expect(Math.max(...radii)).toBeCloseTo(1, 5);
    expect(Math.min(...radii)).toBeLessThan(0.9); // not just a sphere
    for (let axis = 0; axis < 3; axis++) {
      const values = Array.from({ length: count }, (_, i) => positions[3 * i + axis]!);
      expect(Math.min(...values) + Math.max(...values)).toBeCloseTo(0, 5);
    }
    const vertices = Array.from({ length: count }, (_, i) => i);
    expect(vertices.filter((i) => Math.abs(Math.hypot(...vec(normals, i)) - 1) > 1e-5)).toEqual([]);
    expect(vertices.filter((i) => dot(vec(normals, i), vec(positions, i)) <= 0)).toEqual([]);
  });

  it("is deterministic: a pinned vertex, so a change of shape is a deliberate one", () => {
    const first = vec(meshGeometry("low").positions, 0).map((x) => Math.round(x * 1e4) / 1e4);
    expect(first).toEqual([-0.4053, 0.6592, -0.0392]);
  });
});

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
    const [primitive] = root.listMeshes()[0]!.listPrimitives();
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
    const f = lines.filter((l) => l.startsWith("f "));
    expect(v).toHaveLength(VERTICES[level]);
    expect(vn).toHaveLength(VERTICES[level]);
    expect(f).toHaveLength(meshGeometry(level).indices.length / 3);
    expect(v.filter((line) => !/^v( -?\d+(\.\d+)?(e-?\d+)?){3}$/.test(line))).toEqual([]);
    // Each face: three "v//vn" corners with the same index for position and normal.
    expect(f.filter((line) => !/^f( (\d+)\/\/\2){3}$/.test(line))).toEqual([]);
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
  it.each(FILE_FORMATS)("puts model.%s, byte for byte, in a zip", async (format) => {
    const [entry, ...rest] = readZip(await zippedMesh(format, "medium"));
    expect(rest).toEqual([]);
    expect(entry!.name).toBe(`model.${format}`);
    // Buffer.equals: a byte comparison, much faster than a deep equality on ~100 KB.
    expect(Buffer.from(entry!.data).equals((await meshFile(format, "medium")).bytes)).toBe(true);
  });
});

import { Document, NodeIO } from "@gltf-transform/core";
import { Blob as NodeBlob } from "node:buffer";
import { zipSync } from "three/addons/libs/fflate.module.js";
import { DoubleSide } from "three";
import { beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { meshFile, meshFiles, zippedMesh } from "../../../../../server/sandbox/results/mesh.ts";
import { detectFormat } from "./detect-format.ts";
import { loadModel, UnsupportedModelError } from "./load-model.ts";

// Real files from the sandbox's mesh generator: an icosphere-based blob, 20·4ⁿ triangles.
const TRIANGLES = { low: 320, medium: 1280, high: 5120 } as const;
const VERTICES = { low: 162, medium: 642, high: 2562 } as const;

const bufferOf = (bytes: Uint8Array) => bytes.slice().buffer;
const text = (s: string) => new TextEncoder().encode(s);

/** Serves the sandbox's files for `format` beside the model at `HOST`, as its file host does. */
const HOST = "https://files.example/r/1/";
const besideOf = (format: "obj") => async (url: string) => {
  const file = (await meshFiles(format, "low")).find((f) => `${HOST}${f.name}` === url);
  if (!file) throw new Error("404 Not Found");
  return file.bytes;
};

describe("loadModel with the sandbox's files", () => {
  beforeEach(() => {
    // The sandbox's models are textured, and jsdom decodes no images: a texture fails to load
    // (the model shows without it) instead of waiting forever. The browser journeys show them.
    // jsdom's Blob is opaque to Node's URL.createObjectURL/fetch; browsers need neither stub.
    vi.stubGlobal("Blob", NodeBlob);
    vi.stubGlobal("createImageBitmap", () => Promise.reject(new Error("jsdom decodes no images")));
    onTestFinished(() => void vi.unstubAllGlobals());
  });

  it.each(["low", "medium", "high"] as const)("reads a %s glb and counts its triangles", async (level) => {
    const file = await meshFile("glb", level);
    const model = await loadModel(bufferOf(file.bytes), "model.glb");
    expect(model).toMatchObject({ format: "glb", triangles: TRIANGLES[level], vertices: VERTICES[level] });
  });

  it.each([
    ["obj", "obj"],
    ["usd", "usd"],
    ["usdz", "usdz"],
  ] as const)("reads a %s file", async (format, expected) => {
    const file = await meshFile(format, "medium");
    const url = `${HOST}model.${file.extension}`;
    const model = await loadModel(bufferOf(file.bytes), `model.${file.extension}`, url, besideOf("obj"));
    // An OBJ is unindexed (3 vertices per triangle), yet counts the same distinct vertices.
    expect(model).toMatchObject({ format: expected, triangles: 1280, vertices: 642 });
  });

  it.each(["glb", "obj", "usd", "usdz"] as const)("opens the %s inside the vendor's model.zip", async (format) => {
    const zip = await zippedMesh(format, "low");
    const model = await loadModel(bufferOf(zip), "model.zip");
    expect(model).toMatchObject({ format, triangles: 320 });
  });

  it("gives OBJ meshes without a .mtl a neutral, double-sided material", async () => {
    const withoutMtl = new TextDecoder().decode((await meshFile("obj", "low")).bytes).replace(/^mtllib .*$/m, "");
    const { object } = await loadModel(bufferOf(text(withoutMtl)), "model.obj");
    const materials: { type: string; side: number }[] = [];
    object.traverse((node) => {
      if ("material" in node) materials.push(node.material as { type: string; side: number });
    });
    expect(materials).toEqual([expect.objectContaining({ type: "MeshStandardMaterial", side: DoubleSide })]);
  });
});

describe("format detection", () => {
  it("trusts the content over a missing or misleading extension", async () => {
    const glb = await meshFile("glb", "low");
    const obj = await meshFile("obj", "low");
    const usd = await meshFile("usd", "low");
    expect(detectFormat(glb.bytes, "download")).toBe("glb");
    expect(detectFormat(obj.bytes, "model.bin")).toBe("obj");
    expect(detectFormat(usd.bytes, "model.obj")).toBe("usd");
    expect(detectFormat(text('{"asset":{"version":"2.0"}}'), "scene.json")).toBe("gltf");
    expect(detectFormat(text("PXR-USDC\0\0\0\0"), "x")).toBe("usd");
  });

  it("falls back on the extension when the bytes say nothing", () => {
    expect(detectFormat(text("?"), "https://cdn.example/a/model.GLB?sig=1")).toBe("glb");
    expect(detectFormat(text("?"), "scene.usdc")).toBe("usd");
    expect(detectFormat(text("?"), "model.fbx")).toBeNull();
    // An expired link's error page is not a model, even at a .glb URL.
    expect(detectFormat(text("<!doctype html><html>"), "model.glb")).toBeNull();
  });
});

/** A .gltf with its buffer in a separate .bin, as exporters write it. */
async function gltfWithBin() {
  const doc = new Document();
  const buffer = doc.createBuffer().setURI("mesh.bin");
  const positions = doc.createAccessor().setType("VEC3").setBuffer(buffer);
  positions.setArray(new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1]));
  const indices = doc.createAccessor().setType("SCALAR").setBuffer(buffer);
  indices.setArray(new Uint16Array([0, 1, 2, 0, 2, 3]));
  const primitive = doc.createPrimitive().setAttribute("POSITION", positions).setIndices(indices);
  const node = doc.createNode().setMesh(doc.createMesh().addPrimitive(primitive));
  doc.getRoot().setDefaultScene(doc.createScene().addChild(node));
  const { json, resources } = await new NodeIO().writeJSON(doc);
  return { "scene/model.gltf": text(JSON.stringify(json)), "scene/mesh.bin": resources["mesh.bin"]! };
}

describe("archives and unsupported files", () => {
  it("resolves a zipped .gltf's .bin from the same archive, skipping macOS metadata", async () => {
    // jsdom's Blob is opaque to Node's URL.createObjectURL/fetch (it reads as "undefined"); browsers need no help.
    vi.stubGlobal("Blob", NodeBlob);
    onTestFinished(() => void vi.unstubAllGlobals());
    const zip = zipSync({ "__MACOSX/._model.glb": text("junk"), ...(await gltfWithBin()) });
    const model = await loadModel(bufferOf(zip), "result.zip");
    expect(model).toMatchObject({ format: "gltf", triangles: 2, vertices: 4 });
  });

  it("says why it cannot preview a file", async () => {
    const unsupported = (bytes: Uint8Array, name: string) =>
      expect(loadModel(bufferOf(bytes), name)).rejects.toBeInstanceOf(UnsupportedModelError);
    await unsupported(text("solid cube\nendsolid"), "model.stl");
    await unsupported(zipSync({ "readme.txt": text("no model here") }), "result.zip");
    await expect(loadModel(bufferOf(text("PXR-USDC garbage")), "x.usdc")).rejects.toThrow(/could not read this USD/);
  });

  it("rejects a model without any triangles", async () => {
    const empty = text('#usda 1.0\n(\n    defaultPrim = "Model"\n)\n\ndef Xform "Model"\n{\n}\n');
    await expect(loadModel(bufferOf(empty), "empty.usda")).rejects.toThrow(/no surfaces/);
  });
});

import { Blob as NodeBlob } from "node:buffer";
import { DoubleSide, type Mesh, type MeshPhongMaterial } from "three";
import { zipSync } from "three/addons/libs/fflate.module.js";
import { beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import {
  animatedGlb,
  BOX_TRIANGLES,
  gltfWithSidecars,
  meshoptGlb,
  metalGlb,
  objWithMtl,
  type FixtureFile,
} from "../../../../../scripts/fixtures/models.ts";
import { loadModel } from "./load-model.ts";
import { UnsupportedModelError } from "./model-errors.ts";

// Files as generators deliver them (scripts/fixtures). Draco and KTX2 decode in workers and
// images never load in jsdom: the browser journey (e2e/viewer-formats.spec.ts) opens those.

const bufferOf = (bytes: Uint8Array) => bytes.slice().buffer;
const HOST = "https://files.example/r/1/";

/** What a host serving `files` beside the model would answer; records what was asked. */
function host(files: FixtureFile[]) {
  const asked: string[] = [];
  const fetchBeside = async (url: string) => {
    asked.push(url);
    const file = files.find((f) => `${HOST}${f.name}` === url);
    if (!file) throw new Error("404 Not Found");
    return file.bytes;
  };
  return { asked, fetchBeside };
}

beforeEach(() => {
  // jsdom's Blob is opaque to Node's URL.createObjectURL/fetch (it reads as "undefined"); browsers need no help.
  vi.stubGlobal("Blob", NodeBlob);
  onTestFinished(() => void vi.unstubAllGlobals());
});

describe("loadModel with generators' files", () => {
  it("decodes meshopt-compressed geometry with the decoder it loads for that file", async () => {
    const model = await loadModel(bufferOf(await meshoptGlb()), "model.glb");
    expect(model).toMatchObject({ format: "glb", triangles: BOX_TRIANGLES, meshes: 1 });
  });

  it("lists an animated glb's clips", async () => {
    const model = await loadModel(bufferOf(await animatedGlb()), "walk.glb");
    expect(model.animations.map((clip) => clip.name)).toEqual(["Spin", "Rise"]);
  });

  it("counts meshes and materials, and measures the box", async () => {
    const model = await loadModel(bufferOf(await metalGlb()), "model.glb");
    expect(model).toMatchObject({ meshes: 1, materials: 1, textures: 0, size: [1, 1, 1] });
  });

  it("fetches a bare .gltf's buffer beside it, resolved against the model's URL", async () => {
    const files = await gltfWithSidecars({ texture: false });
    const { asked, fetchBeside } = host(files);
    const model = await loadModel(bufferOf(files[0]!.bytes), "model.gltf", `${HOST}model.gltf?sig=abc`, fetchBeside);
    expect(model).toMatchObject({ format: "gltf", triangles: BOX_TRIANGLES });
    expect(asked).toEqual([`${HOST}model.bin`]);
  });

  it("says which file beside a .gltf is missing", async () => {
    const [gltf, ...sidecars] = await gltfWithSidecars({ texture: false });
    const { fetchBeside } = host([gltf!, ...sidecars.filter((file) => file.name !== "model.bin")]);
    const loading = loadModel(bufferOf(gltf!.bytes), "model.gltf", `${HOST}model.gltf`, fetchBeside);
    await expect(loading).rejects.toBeInstanceOf(UnsupportedModelError);
    await expect(loading).rejects.toThrow("model.bin, which model.gltf needs, could not be read: 404 Not Found");
  });

  it("reads an OBJ's .mtl beside it, and makes its materials double-sided", async () => {
    const files = objWithMtl({ texture: false });
    const { asked, fetchBeside } = host(files);
    const model = await loadModel(bufferOf(files[0]!.bytes), "model.obj", `${HOST}model.obj`, fetchBeside);
    expect(asked).toEqual([`${HOST}model.mtl`]);
    const material = (model.object.children[0] as Mesh).material as MeshPhongMaterial;
    expect(material).toMatchObject({ type: "MeshPhongMaterial", name: "painted", side: DoubleSide });
    expect(material.color.getHexString()).toBe("ff0000");
    expect(model).toMatchObject({ triangles: BOX_TRIANGLES, materials: 1 });
  });

  it("reads an OBJ's .mtl from its zip, without the network", async () => {
    const files = objWithMtl({ texture: false });
    const zip = zipSync(Object.fromEntries(files.map((file) => [`textured/${file.name}`, file.bytes])));
    const { asked, fetchBeside } = host([]);
    const model = await loadModel(bufferOf(zip), "model.zip", `${HOST}model.zip`, fetchBeside);
    expect(asked).toEqual([]);
    expect(((model.object.children[0] as Mesh).material as MeshPhongMaterial).name).toBe("painted");
  });

  it("never fetches a texture an OBJ's .mtl names when it is not beside the model", async () => {
    const [obj, mtl] = objWithMtl();
    const { asked, fetchBeside } = host([obj!, mtl!]);
    const loading = loadModel(bufferOf(obj!.bytes), "model.obj", `${HOST}model.obj`, fetchBeside);
    await expect(loading).rejects.toThrow("red.png, which model.mtl needs, could not be read: 404 Not Found");
    expect(asked.sort()).toEqual([`${HOST}model.mtl`, `${HOST}red.png`]);
  });
});

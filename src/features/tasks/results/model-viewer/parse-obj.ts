import { DoubleSide, Texture, type LoadingManager, type Object3D } from "three";
import { bufferOf, type Resources } from "./resources.ts";

// The texture statements MTLLoader reads (lower-cased, as it compares them).
const TEXTURE_KEYS = ["map_kd", "map_ks", "map_ke", "norm", "map_bump", "bump", "disp", "map_d"];

/** The .mtl files an OBJ names (`mtllib a.mtl b.mtl`; a name may not contain spaces then). */
const libraries = (text: string) =>
  [...text.matchAll(/^\s*mtllib\s+(.+?)\s*$/gm)].flatMap((match) => match[1]!.split(/\s+/));

const directoryOf = (url: string) => url.slice(0, url.lastIndexOf("/") + 1);

export type ParsedObj = { object: Object3D; hasMaterials: boolean };

/**
 * An OBJ with its .mtl files and their textures, from the zip or beside the OBJ. Materials are
 * double-sided, since MTL cannot say otherwise and generated meshes often have one-sided walls.
 */
export async function parseObj(
  bytes: Uint8Array,
  path: string,
  name: string,
  resources: Resources,
): Promise<ParsedObj> {
  const text = new TextDecoder().decode(bytes);
  const [{ OBJLoader }, { MTLLoader }] = await Promise.all([
    import("three/addons/loaders/OBJLoader.js"),
    import("three/addons/loaders/MTLLoader.js"),
  ]);
  const loader = new OBJLoader();
  const mtls = await resources.gather(libraries(text), path, name);
  if (mtls.size === 0) return { object: loader.parse(text), hasMaterials: false };

  const mtlLoader = new MTLLoader(resources.manager);
  mtlLoader.setMaterialOptions({ side: DoubleSide });
  const creators = [];
  for (const [url, mtl] of mtls) {
    const creator = mtlLoader.parse(new TextDecoder().decode(mtl), directoryOf(url));
    const textures = Object.values(creator.materialsInfo).flatMap((info) =>
      TEXTURE_KEYS.flatMap((key) => {
        const value = (info as Record<string, unknown>)[key];
        return typeof value === "string" ? [creator.getTextureParams(value, {}).url] : [];
      }),
    );
    const images = await resources.gather(textures, directoryOf(url), url.slice(url.lastIndexOf("/") + 1));
    await decodeTextures(resources.manager, images);
    creators.push(creator);
  }
  for (const creator of creators) {
    creator.preload();
    // OBJLoader takes one material library; later ones add what the first lacks.
    if (creator !== creators[0]) Object.assign(creators[0]!.materials, creator.materials, creators[0]!.materials);
  }
  const object = loader.setMaterials(creators[0]!).parse(text);
  return { object, hasMaterials: true };
}

/**
 * Decodes the textures before the materials are made, and hands them to MTLLoader ready: its
 * own loader would fill them in later, after the first (and, on demand, only) frame.
 */
async function decodeTextures(manager: LoadingManager, images: Map<string, Uint8Array>) {
  const textures = new Map<string, Texture>();
  for (const [url, bytes] of images) {
    try {
      // Flipped here: WebGL's flipY does not apply to ImageBitmaps, and OBJ counts rows from the bottom.
      const bitmap = await createImageBitmap(new Blob([bufferOf(bytes)]), { imageOrientation: "flipY" });
      const texture = new Texture(bitmap);
      texture.flipY = false;
      texture.needsUpdate = true;
      textures.set(url, texture);
    } catch {
      // Not an image the browser reads: the material keeps its colour.
    }
  }
  const handler = {
    load(url: string, onLoad?: (texture: Texture) => void) {
      const texture = textures.get(url) ?? new Texture();
      onLoad?.(texture);
      return texture;
    },
  };
  manager.addHandler(/.*/, handler as never);
}

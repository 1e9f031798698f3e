import { DoubleSide, type Object3D } from "three";
import { settled, type Resources } from "./resources.ts";

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
    await resources.gather(textures, directoryOf(url), url.slice(url.lastIndexOf("/") + 1));
    creators.push(creator);
  }
  // Textures load (from blob: URLs) after the materials are made: wait for them before the first frame.
  const loaded = settled(resources.manager);
  for (const creator of creators) {
    creator.preload();
    // OBJLoader takes one material library; later ones add what the first lacks.
    if (creator !== creators[0]) Object.assign(creators[0]!.materials, creator.materials, creators[0]!.materials);
  }
  const object = loader.setMaterials(creators[0]!).parse(text);
  await loaded;
  return { object, hasMaterials: true };
}

import {
  Box3,
  DoubleSide,
  MeshStandardMaterial,
  Vector3,
  type BufferAttribute,
  type Material,
  type Mesh,
  type Object3D,
  type Texture,
} from "three";

// Helpers over every mesh of a loaded model: counting, materials and freeing GPU memory.

export const materialsOf = (mesh: Mesh): Material[] => (Array.isArray(mesh.material) ? mesh.material : [mesh.material]);

export function eachMesh(root: Object3D, visit: (mesh: Mesh) => void) {
  root.traverse((node) => {
    // isMesh rather than instanceof: survives two copies of three (e.g. a dev server's optimised deps).
    if ((node as Mesh).isMesh) visit(node as Mesh);
  });
}

/** The textures a material uses (map, normalMap, …), found by shape so every material type is covered. */
export const texturesOf = (material: Material): Texture[] =>
  Object.values(material).filter((value): value is Texture => Boolean((value as Texture | null)?.isTexture));

/**
 * A matte grey for meshes that come without a usable material: it shows the shape under any light,
 * from both sides (the file said nothing about sides). With `replace`, existing materials go too:
 * an OBJ without its .mtl gets placeholders only.
 */
export function applyNeutralMaterial(root: Object3D, replace: boolean) {
  eachMesh(root, (mesh) => {
    const materials = materialsOf(mesh).filter(Boolean);
    if (materials.length > 0 && !replace) return;
    materials.forEach((material) => material.dispose());
    const vertexColors = mesh.geometry.hasAttribute("color");
    mesh.material = new MeshStandardMaterial({
      color: vertexColors ? 0xffffff : 0xb0b8c4,
      roughness: 0.7,
      vertexColors,
      side: DoubleSide,
    });
  });
}

export type ModelStats = {
  vertices: number;
  triangles: number;
  meshes: number;
  materials: number;
  textures: number;
  /** The bounding box's width, height and depth, in the file's units. */
  size: [number, number, number];
};

/** Triangles as drawn; vertices as distinct positions, so an unindexed OBJ counts like the same mesh in glb. */
export function modelStats(root: Object3D): ModelStats {
  let vertices = 0;
  let triangles = 0;
  let meshes = 0;
  const materials = new Set<Material>();
  const textures = new Set<Texture>();
  eachMesh(root, (mesh) => {
    const position = mesh.geometry.getAttribute("position") as BufferAttribute | undefined;
    if (!position) return;
    meshes += 1;
    const index = mesh.geometry.index;
    triangles += Math.floor((index?.count ?? position.count) / 3);
    vertices += index ? position.count : distinctPositions(position);
    for (const material of materialsOf(mesh)) {
      materials.add(material);
      texturesOf(material).forEach((texture) => textures.add(texture));
    }
  });
  const box = new Box3().setFromObject(root);
  const size = box.isEmpty() ? new Vector3() : box.getSize(new Vector3());
  return { vertices, triangles, meshes, materials: materials.size, textures: textures.size, size: size.toArray() };
}

function distinctPositions(position: BufferAttribute): number {
  const seen = new Set<string>();
  for (let i = 0; i < position.count; i++) seen.add(`${position.getX(i)},${position.getY(i)},${position.getZ(i)}`);
  return seen.size;
}

/** Frees the GPU copies (and the textures) of everything under `root`. */
export function disposeObject(root: Object3D) {
  eachMesh(root, (mesh) => {
    mesh.geometry.dispose();
    for (const material of materialsOf(mesh)) {
      texturesOf(material).forEach((texture) => texture.dispose());
      material.dispose();
    }
  });
}

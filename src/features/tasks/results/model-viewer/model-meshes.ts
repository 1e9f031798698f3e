import { MeshStandardMaterial, type BufferAttribute, type Material, type Mesh, type Object3D } from "three";

// Helpers over every mesh of a loaded model: counting, materials and freeing GPU memory.

export const materialsOf = (mesh: Mesh): Material[] => (Array.isArray(mesh.material) ? mesh.material : [mesh.material]);

export function eachMesh(root: Object3D, visit: (mesh: Mesh) => void) {
  root.traverse((node) => {
    // isMesh rather than instanceof: survives two copies of three (e.g. a dev server's optimised deps).
    if ((node as Mesh).isMesh) visit(node as Mesh);
  });
}

/**
 * A matte grey for meshes that come without a usable material: it shows the shape under any light.
 * With `replace`, existing materials go too: OBJ ones are placeholders, since the .mtl is never loaded.
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
    });
  });
}

/** Triangles as drawn; vertices as distinct positions, so an unindexed OBJ counts like the same mesh in glb. */
export function countGeometry(root: Object3D): { vertices: number; triangles: number } {
  let vertices = 0;
  let triangles = 0;
  eachMesh(root, (mesh) => {
    const position = mesh.geometry.getAttribute("position") as BufferAttribute | undefined;
    if (!position) return;
    const index = mesh.geometry.index;
    triangles += Math.floor((index?.count ?? position.count) / 3);
    vertices += index ? position.count : distinctPositions(position);
  });
  return { vertices, triangles };
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
      for (const value of Object.values(material)) if (value?.isTexture) value.dispose();
      material.dispose();
    }
  });
}

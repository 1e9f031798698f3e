import { Sphere, Vector3, type Object3D, type PerspectiveCamera } from "three";
import { eachMesh } from "./model-meshes.ts";

/**
 * The union of the meshes' own bounding spheres: much tighter than the sphere around the bounding
 * box (√3 times too big for a ball), so the model fills the view instead of floating in it.
 */
function boundingSphere(root: Object3D): Sphere {
  root.updateMatrixWorld(true);
  const sphere = new Sphere();
  eachMesh(root, (mesh) => {
    // Recomputed: GLTFLoader presets it to the accessor box's sphere, the loose one this avoids.
    mesh.geometry.computeBoundingSphere();
    // union() with the initial, empty sphere simply takes the other one.
    sphere.union(mesh.geometry.boundingSphere!.clone().applyMatrix4(mesh.matrixWorld));
  });
  return sphere;
}

/**
 * Puts `camera` where the model fills its vertical field of view with a margin, seen from the
 * front, above and to the right (the viewer's first view and the gallery's snapshot). Returns the
 * sphere framed (a usable radius even for a degenerate model) and the camera's distance from it.
 */
export function frameModel(camera: PerspectiveCamera, model: Object3D): { sphere: Sphere; distance: number } {
  const bounds = boundingSphere(model);
  const radius = bounds.radius > 0 && Number.isFinite(bounds.radius) ? bounds.radius : 1;
  const distance = (radius / Math.sin((camera.fov * Math.PI) / 360)) * 1.15;
  camera.near = distance / 100;
  camera.far = distance * 100;
  camera.position.copy(bounds.center).add(new Vector3(0.6, 0.45, 1).setLength(distance));
  camera.lookAt(bounds.center);
  camera.updateProjectionMatrix();
  return { sphere: new Sphere(bounds.center.clone(), radius), distance };
}

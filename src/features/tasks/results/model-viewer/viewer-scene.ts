import { PerspectiveCamera, Scene, Sphere, Vector3, WebGLRenderer, type AnimationClip, type Object3D } from "three";
import { OrbitControls } from "three/addons/controls/OrbitControls.js";
import { disposeObject, eachMesh, materialsOf } from "./model-meshes.ts";
import type { ViewerApi } from "./camera-view.ts";
import { animator, light } from "./scene-parts.ts";
import { viewControl } from "./view-control.ts";

export type ViewerScene = {
  setWireframe(on: boolean): void;
  setNeutralBackground(on: boolean): void;
  resetView(): void;
  resize(width: number, height: number): void;
  /** Chooses the animation clip shown (the first is chosen at the first play). */
  selectClip(index: number): void;
  playAnimation(): void;
  pauseAnimation(): void;
  /** A PNG of the view as it is now (used for downloads, and as the task's thumbnail). */
  snapshot(): Promise<Blob>;
  /** Reads, sets and follows the camera's view (linked cameras in Compare, views pinned to notes). */
  view: ViewerApi;
  dispose(): void;
};

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
 * A three.js scene for one model on `canvas`. It renders only when something changes (orbiting,
 * resizing, toggles): a still model needs no animation loop burning battery.
 */
export function createViewerScene(canvas: HTMLCanvasElement, model: Object3D, clips: AnimationClip[]): ViewerScene {
  // The drawing buffer is kept after each frame so a snapshot (or a test) can read it at any time.
  const renderer = new WebGLRenderer({ canvas, antialias: true, preserveDrawingBuffer: true });
  renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
  const scene = new Scene();
  const camera = new PerspectiveCamera(40, 1, 0.01, 100);
  const lighting = light(renderer, scene, camera);
  scene.add(camera, model);

  let frame = 0;
  const render = () => {
    // Coalesce bursts of changes (a drag fires many) into one draw per frame.
    frame ||= requestAnimationFrame(() => {
      frame = 0;
      renderer.render(scene, camera);
    });
  };

  const animation = animator(model, clips, renderer, () => renderer.render(scene, camera));
  const controls = new OrbitControls(camera, canvas);
  controls.addEventListener("change", render);
  // Arrow keys pan, Shift/Ctrl + arrows rotate (OrbitControls' own bindings); +/- zoom is added below.
  controls.listenToKeyEvents(canvas);
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== "+" && event.key !== "=" && event.key !== "-") return;
    event.preventDefault();
    // OrbitControls' names are the reverse of what one expects: dollyIn(s > 1) moves the camera away.
    if (event.key === "-") controls.dollyIn(1.15);
    else controls.dollyOut(1.15);
  };
  canvas.addEventListener("keydown", onKey);

  // Frame the bounding sphere: far enough that it fits the vertical field of view with a margin.
  const sphere = boundingSphere(model);
  const radius = sphere.radius > 0 && Number.isFinite(sphere.radius) ? sphere.radius : 1;
  const distance = (radius / Math.sin((camera.fov * Math.PI) / 360)) * 1.15;
  camera.near = distance / 100;
  camera.far = distance * 100;
  camera.position.copy(sphere.center).add(new Vector3(0.6, 0.45, 1).setLength(distance));
  controls.target.copy(sphere.center);
  controls.minDistance = radius * 0.2;
  controls.maxDistance = distance * 10;
  controls.update();
  controls.saveState();
  const view = viewControl(camera, controls, new Sphere(sphere.center.clone(), radius));

  return {
    setWireframe(on) {
      eachMesh(model, (mesh) => {
        for (const material of materialsOf(mesh)) if ("wireframe" in material) material.wireframe = on;
      });
      render();
    },
    setNeutralBackground(on) {
      lighting.setNeutralBackground(on);
      render();
    },
    resetView: () => controls.reset(),
    view,
    selectClip: (index) => animation.select(index),
    playAnimation: () => animation.play(),
    pauseAnimation: () => animation.pause(),
    snapshot() {
      renderer.render(scene, camera);
      return new Promise((resolve, reject) =>
        canvas.toBlob(
          (blob) => (blob ? resolve(blob) : reject(new Error("The view could not be captured."))),
          "image/png",
        ),
      );
    },
    resize(width, height) {
      if (width < 1 || height < 1) return;
      renderer.setSize(width, height, false);
      camera.aspect = width / height;
      camera.updateProjectionMatrix();
      render();
    },
    dispose() {
      cancelAnimationFrame(frame);
      view.dispose();
      animation.dispose();
      lighting.dispose();
      canvas.removeEventListener("keydown", onKey);
      controls.dispose();
      scene.remove(model);
      disposeObject(model);
      renderer.dispose();
    },
  };
}

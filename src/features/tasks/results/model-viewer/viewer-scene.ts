import { t } from "@lingui/core/macro";
import { PerspectiveCamera, Scene, type AnimationClip, type Object3D } from "three";
import { OrbitControls } from "three/addons/controls/OrbitControls.js";
import { disposeObject, eachMesh, materialsOf } from "./model-meshes.ts";
import type { ViewerApi } from "./camera-view.ts";
import { frameModel } from "./framing.ts";
import { animator, light } from "./scene-parts.ts";
import { drawInto, whenLit } from "./shared-renderer.ts";
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
  /** Resolves once the model is first on the canvas (after the shared lighting is ready). */
  drawn: Promise<void>;
  /** Reads, sets and follows the camera's view (linked cameras in Compare, views pinned to notes). */
  view: ViewerApi;
  dispose(): void;
};

/**
 * A three.js scene for one model, drawn into `canvas` (a 2D canvas) by the page's shared renderer.
 * It draws only when something changes (orbiting, resizing, toggles): a still model needs no
 * animation loop burning battery. The canvas keeps its picture, so a snapshot (or a test) can read it.
 */
export function createViewerScene(canvas: HTMLCanvasElement, model: Object3D, clips: AnimationClip[]): ViewerScene {
  const scene = new Scene();
  const camera = new PerspectiveCamera(40, 1, 0.01, 100);
  const lighting = light(scene, camera);
  scene.add(camera, model);

  let disposed = false;
  let awaitingLight = false;
  let markDrawn = () => {};
  const drawn = new Promise<void>((resolve) => (markDrawn = resolve));
  const draw = () => {
    if (disposed || canvas.width < 1 || canvas.height < 1) return;
    if (drawInto(canvas, scene, camera)) return markDrawn();
    if (awaitingLight) return;
    // The shared lighting is still being made: draw once it is (the latest view by then).
    awaitingLight = true;
    void whenLit().then(() => {
      awaitingLight = false;
      if (!disposed) draw();
    });
  };
  let frame = 0;
  const render = () => {
    // Coalesce bursts of changes (a drag fires many) into one draw per frame.
    frame ||= requestAnimationFrame(() => {
      frame = 0;
      draw();
    });
  };

  const animation = animator(model, clips, draw);
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

  const { sphere, distance } = frameModel(camera, model);
  controls.target.copy(sphere.center);
  controls.minDistance = sphere.radius * 0.2;
  controls.maxDistance = distance * 10;
  controls.update();
  controls.saveState();
  const view = viewControl(camera, controls, sphere);

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
    drawn,
    selectClip: (index) => animation.select(index),
    playAnimation: () => animation.play(),
    pauseAnimation: () => animation.pause(),
    async snapshot() {
      await whenLit();
      draw();
      return new Promise((resolve, reject) =>
        canvas.toBlob(
          (blob) => (blob ? resolve(blob) : reject(new Error(t`The view could not be captured.`))),
          "image/png",
        ),
      );
    },
    resize(width, height) {
      if (width < 1 || height < 1) return;
      // Device pixels (at most 2 per CSS pixel): sharp on high-density screens without quadrupling the work.
      const ratio = Math.min(window.devicePixelRatio, 2);
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      camera.aspect = width / height;
      camera.updateProjectionMatrix();
      // At once: a new size has just cleared the canvas.
      draw();
    },
    dispose() {
      cancelAnimationFrame(frame);
      disposed = true;
      view.dispose();
      animation.dispose();
      canvas.removeEventListener("keydown", onKey);
      controls.dispose();
      scene.remove(model);
      disposeObject(model);
    },
  };
}

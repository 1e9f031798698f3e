import { Vector3, type PerspectiveCamera, type Sphere } from "three";
import type { OrbitControls } from "three/addons/controls/OrbitControls.js";
import { FLY_MS, viewAt, type CameraView, type ViewerApi, type ViewListener, type ViewTarget } from "./camera-view.ts";

type Vec = CameraView["position"];

/**
 * The viewer API over one camera and its OrbitControls: views in the model's frame (see
 * camera-view.ts), changes reported with who made them. A drag that starts mid-flight wins.
 */
export function viewControl(
  camera: PerspectiveCamera,
  controls: OrbitControls,
  frame: Sphere,
): ViewerApi & { dispose(): void } {
  const radius = frame.radius;
  const toFrame = (v: Vector3): Vec => {
    const f = v.clone().sub(frame.center).divideScalar(radius);
    return [f.x, f.y, f.z];
  };
  const fromFrame = (v: readonly number[]) =>
    new Vector3(v[0] ?? 0, v[1] ?? 0, v[2] ?? 0).multiplyScalar(radius).add(frame.center);
  const listeners = new Set<ViewListener>();
  let applying = false;
  let flight = 0;

  const getView = (): CameraView => ({
    position: toFrame(camera.position),
    target: toFrame(controls.target),
    zoom: camera.zoom,
  });
  const apply = (view: ViewTarget) => {
    camera.position.copy(fromFrame(view.position));
    controls.target.copy(fromFrame(view.target));
    if (view.zoom !== undefined && camera.zoom !== view.zoom) {
      camera.zoom = view.zoom;
      camera.updateProjectionMatrix();
    }
    applying = true;
    // update() dispatches "change" synchronously: its listeners hear the move as not the person's.
    controls.update();
    applying = false;
  };
  const land = () => {
    cancelAnimationFrame(flight);
    flight = 0;
  };
  const onChange = () => {
    const view = getView();
    for (const listener of listeners) listener(view, !applying);
  };
  controls.addEventListener("change", onChange);
  controls.addEventListener("start", land);

  return {
    getView,
    setView(view, options) {
      land();
      const still = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
      if (!options?.fly || still) return apply(view);
      const from = getView();
      const start = performance.now();
      const step = (now: number) => {
        const t = (now - start) / FLY_MS;
        apply(viewAt(from, view, t));
        flight = t < 1 ? requestAnimationFrame(step) : 0;
      };
      flight = requestAnimationFrame(step);
    },
    onViewChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      land();
      listeners.clear();
      controls.removeEventListener("change", onChange);
      controls.removeEventListener("start", land);
    },
  };
}

import { PerspectiveCamera, Sphere, Vector3 } from "three";
import { OrbitControls } from "three/addons/controls/OrbitControls.js";
import { describe, expect, it, vi } from "vitest";
import { sameView, viewAt, type CameraView } from "./camera-view.ts";
import { viewControl } from "./view-control.ts";

// A real camera and real OrbitControls (they need a DOM element, not WebGL): jsdom is enough.
function rig(center = new Vector3(10, 0, 0), radius = 5) {
  const camera = new PerspectiveCamera(40, 1, 0.01, 1000);
  camera.position.set(10, 0, 20);
  const controls = new OrbitControls(camera, document.createElement("div"));
  controls.target.copy(center);
  controls.update();
  return { camera, controls, api: viewControl(camera, controls, new Sphere(center, radius)) };
}

const near = (actual: CameraView, expected: CameraView) =>
  expect(sameView(actual, expected), `${JSON.stringify(actual)} ≈ ${JSON.stringify(expected)}`).toBe(true);
const side: CameraView = { position: [3, 0, 0], target: [0, 0, 0], zoom: 1 };

describe("viewControl", () => {
  it("reads and sets views in the model's frame (centre, radius units)", () => {
    const { camera, api } = rig();
    near(api.getView(), { position: [0, 0, 4], target: [0, 0, 0], zoom: 1 });
    api.setView(side);
    expect(camera.position.distanceTo(new Vector3(25, 0, 0))).toBeLessThan(1e-9);
    near(api.getView(), side);
  });

  it("goes to a view stored with a note (no zoom: the zoom stays)", () => {
    const { camera, api } = rig();
    camera.zoom = 2;
    api.setView({ position: [0, 3, 0], target: [0, 0, 0] });
    near(api.getView(), { position: [0, 3, 0], target: [0, 0, 0], zoom: 2 });
  });

  it("tells the person's moves from its own", () => {
    const { camera, controls, api } = rig();
    const heard = vi.fn();
    const stop = api.onViewChange(heard);
    api.setView(side);
    expect(heard).toHaveBeenLastCalledWith(expect.anything(), false);
    near(heard.mock.lastCall![0], side);
    camera.position.set(10, 0, 15);
    controls.update();
    expect(heard).toHaveBeenLastCalledWith(expect.anything(), true);
    near(heard.mock.lastCall![0], { position: [0, 0, 3], target: [0, 0, 0], zoom: 1 });
    stop();
    controls.update();
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it("flies there over frames, easing in and out", () => {
    const from: CameraView = { position: [0, 0, 4], target: [0, 0, 0], zoom: 1 };
    expect(viewAt(from, side, 0)).toEqual(from);
    expect(viewAt(from, side, 1)).toEqual(side);
    const half = viewAt(from, side, 0.5);
    expect(half.position).toEqual([1.5, 0, 2]);
    expect(viewAt(from, side, 0.1).position[0]).toBeLessThan(0.3);
  });
});

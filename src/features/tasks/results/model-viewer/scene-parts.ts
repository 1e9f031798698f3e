import {
  AnimationMixer,
  Color,
  DirectionalLight,
  HemisphereLight,
  type AnimationClip,
  type Camera,
  type Object3D,
  type Scene,
} from "three";
import { sharedEnvironment } from "./shared-renderer.ts";

// Parts of the viewer's scene that do not depend on the camera: lighting, background, animation.

const NEUTRAL = new Color(0xf1f5f9); // slate-100, like the surrounding card

/**
 * Image-based lighting from the shared room (see shared-renderer.ts). A soft fill and a key light
 * riding on the camera keep the side facing the viewer lit, whatever the material.
 */
export function light(scene: Scene, camera: Camera) {
  scene.environment = sharedEnvironment();
  scene.background = NEUTRAL;
  scene.backgroundBlurriness = 0.5;
  scene.add(new HemisphereLight(0xffffff, 0x94a3b8, 0.6));
  const key = new DirectionalLight(0xffffff, 1.5);
  // Light and target both in camera space: the key comes from the upper left, in front of the model,
  // wherever the model sits, and at an angle to the view so the surface shows its relief.
  key.position.set(-1, 1.5, 0);
  key.target.position.set(0, 0, -1);
  camera.add(key, key.target);
  return {
    /** The plain card colour, or the (blurred) room the light comes from. */
    setNeutralBackground: (on: boolean) => void (scene.background = on ? NEUTRAL : sharedEnvironment()),
  };
}

/** Plays one clip at a time; `draw` is called on every frame while one plays. */
export function animator(model: Object3D, clips: AnimationClip[], draw: () => void) {
  const mixer = new AnimationMixer(model);
  let chosen = -1;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    frame = 0;
  };
  const select = (index: number) => {
    const clip = clips[index];
    if (!clip || index === chosen) return;
    chosen = index;
    mixer.stopAllAction();
    mixer.clipAction(clip).play();
    mixer.update(0);
    draw();
  };
  return {
    /** Changes clip; while paused, the new clip's first pose is shown. */
    select,
    /** Resumes the chosen clip (the first one if none was chosen) where it was paused. */
    play() {
      select(Math.max(chosen, 0));
      stop();
      let last = performance.now();
      const tick = (time: number) => {
        mixer.update(Math.max(0, time - last) / 1000);
        last = time;
        draw();
        frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    },
    /** Keeps the pose where it is. */
    pause: stop,
    dispose() {
      stop();
      mixer.stopAllAction();
      mixer.uncacheRoot(model);
    },
  };
}

import { PMREMGenerator, WebGLRenderer, type Camera, type Scene, type Texture } from "three";
import { RoomEnvironment } from "three/addons/environments/RoomEnvironment.js";

// One WebGL renderer for every viewer and snapshot on the page, drawing into each one's own 2D
// canvas. Why: the room lighting's prefilter (PMREM) costs about 15 s of GPU per renderer on
// software WebGL (measured in headless Chromium; three's PMREM has no size below 256 any more),
// and a texture cannot be shared across WebGL contexts. With one renderer it is made once, shaders
// compile once, and a page of 3D cards stays well under the browser's cap on live WebGL contexts.

type Shared = { renderer: WebGLRenderer; environment: Texture; lit: boolean };
let shared: Shared | null = null;
const litListeners = new Set<() => void>();

/**
 * Calls `done` once the GPU has finished the work queued so far. Copying the renderer's picture
 * into a canvas waits for the GPU on the main thread: waiting for this first keeps the page
 * responsive through the room's seconds of prefiltering on software WebGL. (A fence's status
 * changes only between tasks, hence the polling.)
 */
function whenGpuDone(renderer: WebGLRenderer, done: () => void) {
  const gl = renderer.getContext() as WebGL2RenderingContext;
  const fence = gl.fenceSync(gl.SYNC_GPU_COMMANDS_COMPLETE, 0);
  gl.flush();
  const check = () => {
    const lost = gl.isContextLost();
    if (fence && !lost && gl.getSyncParameter(fence, gl.SYNC_STATUS) !== gl.SIGNALED) return void setTimeout(check, 50);
    if (fence && !lost) gl.deleteSync(fence);
    done();
  };
  setTimeout(check, 0);
}

function create(): Shared {
  const renderer = new WebGLRenderer({ antialias: true });
  // Viewers size their canvases in device pixels themselves; the drawing buffer matches them 1:1.
  renderer.setPixelRatio(1);
  // Image-based lighting from a room generated on the GPU (no HDR file to download): PBR metal
  // reflects it and reads as metal instead of black.
  const pmrem = new PMREMGenerator(renderer);
  const room = new RoomEnvironment();
  const made: Shared = { renderer, environment: pmrem.fromScene(room, 0.04).texture, lit: false };
  room.dispose();
  pmrem.dispose();
  whenGpuDone(renderer, () => {
    made.lit = true;
    const listeners = [...litListeners];
    litListeners.clear();
    for (const listener of listeners) listener();
  });
  renderer.domElement.addEventListener("webglcontextlost", () => {
    // Whatever lived on that context is gone: the next draw starts a new renderer (and room).
    if (shared === made) shared = null;
  });
  return made;
}

const current = (): Shared => (shared ??= create());

/** The prefiltered room the viewers' scenes are lit by (made on first use). */
export const sharedEnvironment = (): Texture => current().environment;

/** Resolves once the room is ready for drawing (at once after the first time). */
export function whenLit(): Promise<void> {
  if (current().lit) return Promise.resolve();
  return new Promise((resolve) => litListeners.add(resolve));
}

/**
 * Draws `scene` as `camera` sees it into `target`, a 2D canvas, at the canvas's own pixel size,
 * lit by the shared room (also after a lost context made a new one). Says whether it drew: not
 * while the room is still being made (see `whenLit`), nor into a canvas with no pixels.
 */
export function drawInto(target: HTMLCanvasElement, scene: Scene, camera: Camera): boolean {
  const { width, height } = target;
  const { renderer, environment, lit } = current();
  if (!lit || width < 1 || height < 1) return false;
  if (scene.environment !== environment) {
    // A lost context made a new renderer and room: a scene lit by the old room takes the new one.
    if (scene.background === scene.environment) scene.background = environment;
    scene.environment = environment;
  }
  const source = renderer.domElement;
  if (source.width !== width || source.height !== height) renderer.setSize(width, height, false);
  renderer.render(scene, camera);
  // A canvas the viewers made for this: it has no other kind of context.
  const context = target.getContext("2d")!;
  // Replaces every pixel (the scene's background is opaque), within the same task as the render.
  context.globalCompositeOperation = "copy";
  context.drawImage(source, 0, 0);
  return true;
}

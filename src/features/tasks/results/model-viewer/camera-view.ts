/**
 * A camera view as the viewer API reads and sets it. Coordinates are in the model's own frame:
 * from the centre of its framing sphere, in units of that sphere's radius. So one view means the
 * same shot of any model (the Compare view links cameras over models of different sizes), and a
 * view pinned to a note stays right whatever scale the file happens to use.
 */
export type CameraView = {
  position: readonly [number, number, number];
  target: readonly [number, number, number];
  /** The camera's zoom factor (1 unless something set it; scrolling moves the camera instead). */
  zoom: number;
};

/**
 * `byUser`: the person moved this camera (drag, keys, wheel, Reset view); false when `setView`
 * moved it, so linked viewers can follow people without echoing each other forever.
 */
export type ViewListener = (view: CameraView, byUser: boolean) => void;

/** What a viewer lends its owner once its model is showing (and takes back, with null, when it goes). */
export type ViewerApi = {
  getView(): CameraView;
  /** Jumps to `view`, or with `fly` glides there (a jump all the same when the person prefers reduced motion). */
  setView(view: CameraView, options?: { fly?: boolean }): void;
  /** Calls `listener` after every change of view; returns the unsubscribe. */
  onViewChange(listener: ViewListener): () => void;
};

/** How long a fly-to takes, ms. */
export const FLY_MS = 450;

const lerp = (a: number, b: number, t: number) => a + (b - a) * t;
const lerp3 = (a: CameraView["position"], b: CameraView["position"], t: number) =>
  [lerp(a[0], b[0], t), lerp(a[1], b[1], t), lerp(a[2], b[2], t)] as const;

/** The view a fly-to shows at `t` (0…1 of its time): eased in and out, so it neither jolts nor stops dead. */
export function viewAt(from: CameraView, to: CameraView, t: number): CameraView {
  const clamped = Math.min(1, Math.max(0, t));
  const eased = clamped < 0.5 ? 2 * clamped * clamped : 1 - (-2 * clamped + 2) ** 2 / 2;
  return {
    position: lerp3(from.position, to.position, eased),
    target: lerp3(from.target, to.target, eased),
    zoom: lerp(from.zoom, to.zoom, eased),
  };
}

/** Whether two views show the same shot, to within `tolerance` (in sphere radii). */
export function sameView(a: CameraView, b: CameraView, tolerance = 1e-3): boolean {
  const near = (x: readonly number[], y: readonly number[]) => x.every((v, i) => Math.abs(v - y[i]!) <= tolerance);
  return near(a.position, b.position) && near(a.target, b.target) && Math.abs(a.zoom - b.zoom) <= tolerance;
}

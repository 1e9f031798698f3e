import type { CameraView as StoredView } from "../../../../contract/verdict-schema.ts";

/**
 * A camera view as the viewer API reads it (a view a note is pinned to is its position and
 * target: contract/verdict.ts). Coordinates are in the model's own frame:
 * from the centre of its framing sphere, in units of that sphere's radius. So one view means the
 * same shot of any model (the Compare view links cameras over models of different sizes), and a
 * view pinned to a note stays right whatever scale the file happens to use.
 */
export type CameraView = StoredView & {
  position: [number, number, number];
  target: [number, number, number];
  /** The camera's zoom factor (1 unless something set it; scrolling moves the camera instead). */
  zoom: number;
};

/** A view to go to: one read from a viewer, or one stored with a note (without zoom: the zoom stays). */
export type ViewTarget = StoredView & { zoom?: number };

/**
 * `byUser`: the person moved this camera (drag, keys, wheel, Reset view); false when `setView`
 * moved it, so linked viewers can follow people without echoing each other forever.
 */
export type ViewListener = (view: CameraView, byUser: boolean) => void;

/** What a viewer lends its owner once its model is showing (and takes back, with null, when it goes). */
export type ViewerApi = {
  getView(): CameraView;
  /** Jumps to `view`, or with `fly` glides there (a jump all the same when the person prefers reduced motion). */
  setView(view: ViewTarget, options?: { fly?: boolean }): void;
  /** Calls `listener` after every change of view; returns the unsubscribe. */
  onViewChange(listener: ViewListener): () => void;
};

/** How long a fly-to takes, ms. */
export const FLY_MS = 450;

const lerp = (a: number, b: number, t: number) => a + (b - a) * t;
const at = (v: readonly number[], i: number) => v[i] ?? 0;
const lerp3 = (a: readonly number[], b: readonly number[], t: number): [number, number, number] => [
  lerp(at(a, 0), at(b, 0), t),
  lerp(at(a, 1), at(b, 1), t),
  lerp(at(a, 2), at(b, 2), t),
];

/** The view a fly-to shows at `t` (0…1 of its time): eased in and out, so it neither jolts nor stops dead. */
export function viewAt(from: CameraView, to: ViewTarget, t: number): CameraView {
  const clamped = Math.min(1, Math.max(0, t));
  const eased = clamped < 0.5 ? 2 * clamped * clamped : 1 - (-2 * clamped + 2) ** 2 / 2;
  return {
    position: lerp3(from.position, to.position, eased),
    target: lerp3(from.target, to.target, eased),
    zoom: lerp(from.zoom, to.zoom ?? from.zoom, eased),
  };
}

/** Whether two views show the same shot, to within `tolerance` (in sphere radii). */
export function sameView(a: ViewTarget, b: ViewTarget, tolerance = 1e-3): boolean {
  const near = (x: readonly number[], y: readonly number[]) =>
    [0, 1, 2].every((i) => Math.abs(at(x, i) - at(y, i)) <= tolerance);
  return (
    near(a.position, b.position) && near(a.target, b.target) && Math.abs((a.zoom ?? 1) - (b.zoom ?? 1)) <= tolerance
  );
}

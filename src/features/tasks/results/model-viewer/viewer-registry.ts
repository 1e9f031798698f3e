import type { ViewerApi } from "./camera-view.ts";

// Kept apart from the viewer (and three.js) so a card's verdict panel can reach the viewer it
// shows from the page alone, without the viewer's chunk: a pinned note asks for the view, or flies.
const viewers = new WeakMap<Element, ViewerApi>();

/** Lends (or, with null, takes back) the view API of the viewer drawing on `canvas`. */
export function lendViewer(canvas: Element, api: ViewerApi | null): void {
  if (api) viewers.set(canvas, api);
  else viewers.delete(canvas);
}

/** The view API of the first 3D viewer showing a model inside `scope`, or null while none does. */
export function viewerIn(scope: Element | null | undefined): ViewerApi | null {
  for (const canvas of scope?.querySelectorAll("canvas") ?? []) {
    const api = viewers.get(canvas);
    if (api) return api;
  }
  return null;
}

import { t } from "@lingui/core/macro";
import { PerspectiveCamera, Scene } from "three";
import { fetchModel, type ModelSource } from "./fetch-model.ts";
import { frameModel } from "./framing.ts";
import { disposeObject } from "./model-meshes.ts";
import { light } from "./scene-parts.ts";
import { drawInto, whenLit } from "./shared-renderer.ts";

// The gallery's picture of a 3D result: the model as the viewer first shows it, drawn once by the
// shared renderer into an offscreen canvas. A chunk of its own (with three.js), loaded only when a
// 3D tile is in view.

/**
 * Downloads the model and returns a square picture of it, `pixels` wide, framed and lit as the
 * viewer frames and lights it; the model is freed straight after.
 */
export async function snapshotModel(source: ModelSource, pixels: number, signal: AbortSignal): Promise<Blob> {
  const { model } = await fetchModel(source, signal);
  try {
    const scene = new Scene();
    const camera = new PerspectiveCamera(40, 1, 0.01, 100);
    light(scene, camera);
    scene.add(camera, model.object);
    frameModel(camera, model.object);
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = pixels;
    await whenLit();
    signal.throwIfAborted();
    drawInto(canvas, scene, camera);
    return await new Promise<Blob>((resolve, reject) =>
      // WebP where the browser writes it (a few kB), else toBlob falls back to PNG.
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error(t`No picture was made.`))), "image/webp", 0.85),
    );
  } finally {
    disposeObject(model.object);
  }
}

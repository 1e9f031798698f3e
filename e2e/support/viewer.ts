import { expect, type APIRequestContext, type Locator } from "@playwright/test";
import { SANDBOX_ATTACHMENTS_PATH } from "../../src/contract/server-paths.ts";
import type { FixtureFile } from "../../scripts/fixtures/models.ts";
import { escapeRegExp } from "./sandbox.ts";

// Finders and probes for the 3D viewer in a task card.

/** A figure of the viewer's "Model statistics" beside the view (e.g. "Triangles" → "320"). */
export function modelStat(card: Locator, term: string): Locator {
  return card
    .getByRole("group", { name: "Model statistics" })
    .locator("dt", { hasText: new RegExp(`^${escapeRegExp(term)}$`) })
    .locator("xpath=following-sibling::dd[1]");
}

export const viewerCanvas = (card: Locator) => card.getByRole("img", { name: /^3D preview of / });

/** Waits for the model's first frame: the canvas is busy until then (software WebGL makes its lighting for seconds). */
export const expectDrawn = (canvas: Locator) =>
  expect(canvas).toHaveAttribute("aria-busy", "false", { timeout: 60_000 });

/**
 * Makes `files` the results of the next task whose request contains `match` (the first file is
 * listed in its record, the others are served beside it).
 */
export async function attachResults(request: APIRequestContext, match: string, files: FixtureFile[]) {
  const data = {
    match,
    files: files.map((file) => ({ name: file.name, content_base64: Buffer.from(file.bytes).toString("base64") })),
  };
  const response = await request.post(SANDBOX_ATTACHMENTS_PATH, { data });
  expect(response.status(), await response.text()).toBe(201);
}

export type Pixels = { width: number; height: number; rgba: number[] };

/** The canvas's pixels as drawn now (the viewer keeps its drawing buffer), at a tenth of the size. */
export async function canvasPixels(canvas: Locator): Promise<Pixels> {
  return canvas.evaluate((element: HTMLCanvasElement) => {
    const width = Math.max(1, Math.floor(element.width / 10));
    const height = Math.max(1, Math.floor(element.height / 10));
    const copy = document.createElement("canvas");
    Object.assign(copy, { width, height });
    const context = copy.getContext("2d", { willReadFrequently: true })!;
    context.drawImage(element, 0, 0, width, height);
    return { width, height, rgba: [...context.getImageData(0, 0, width, height).data] };
  });
}

/** How many pixels differ from the top-left one (the background) by more than a little. */
export function drawnPixels({ rgba }: Pixels): number {
  let drawn = 0;
  for (let i = 0; i < rgba.length; i += 4) {
    const distance = [0, 1, 2].reduce((sum, c) => sum + Math.abs(rgba[i + c]! - rgba[c]!), 0);
    if (distance > 30) drawn++;
  }
  return drawn;
}

/** The colour at the centre of the view: on the model, which the viewer frames there. */
export function centreColour({ width, height, rgba }: Pixels): [number, number, number] {
  const i = (Math.floor(height / 2) * width + Math.floor(width / 2)) * 4;
  return [rgba[i]!, rgba[i + 1]!, rgba[i + 2]!];
}

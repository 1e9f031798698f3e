import { expect, test, type Locator, type Page } from "./support/test.ts";
import { zipSync } from "fflate";
import {
  animatedGlb,
  BOX_TRIANGLES,
  dracoGlb,
  gltfWithSidecars,
  ktx2Glb,
  meshoptGlb,
  metalGlb,
  objWithMtl,
  type FixtureFile,
} from "../scripts/fixtures/models.ts";
import { BASIS_WORKER_PATH } from "../src/contract/server-paths.ts";
import { imageUrlFor, openDeck, serveImages, statusBadge, submitThreeD, taskCard } from "./support/deck.ts";
import { uniqueMarker } from "./support/sandbox.ts";
import {
  attachResults,
  canvasPixels,
  centreColour,
  drawnPixels,
  expectDrawn,
  modelStat,
  viewerCanvas,
} from "./support/viewer.ts";

// Models as generators deliver them (scripts/fixtures, built here), attached as the results of
// a task through the sandbox's control plane, then opened in the viewer through the normal flow.

test.setTimeout(180_000);
// Generous: several viewers render in software (SwiftShader) on a page, on a machine that may be busy.
const SLOW = { timeout: 60_000 };

/** Attaches `files` to a new 3D task, submits it, and returns its card once the model is shown. */
async function openFixture(page: Page, files: FixtureFile[], { shown = true } = {}): Promise<Locator> {
  const image = imageUrlFor(uniqueMarker(test.info()));
  await attachResults(page.request, image, files);
  const requestId = await submitThreeD(page, { image, level: "low", format: "glb" });
  const card = taskCard(page, requestId);
  await expect(statusBadge(card)).toHaveText("Completed", SLOW);
  if (!shown) return card;
  await expect(viewerCanvas(card)).toBeVisible(SLOW);
  await expect(card.getByRole("alert")).toHaveCount(0);
  return card;
}

/** The view shows the model: stats beside it, and many pixels unlike the background. */
async function expectRendered(card: Locator, { triangles = BOX_TRIANGLES } = {}) {
  await expect(modelStat(card, "Triangles")).toHaveText(String(triangles));
  await expectDrawn(viewerCanvas(card));
  await expect.poll(async () => drawnPixels(await canvasPixels(viewerCanvas(card)))).toBeGreaterThan(50);
}

const DECODER = /draco|basis|meshopt|KTX2Loader/i;

test.describe("3D viewer: what generators produce", () => {
  // The page's Content-Security-Policy must let the decoders run (wasm, blob: workers).
  let refused: string[] = [];
  test.beforeEach(async ({ page }) => {
    refused = [];
    page.on("console", (message) => {
      if (/Content.Security.Policy/i.test(message.text())) refused.push(message.text());
    });
    await serveImages(page);
    await openDeck(page);
  });
  test.afterEach(() => expect(refused).toEqual([]));

  test("plain files fetch no decoder; Draco and meshopt files load theirs from this origin", async ({ page }) => {
    const decoders: string[] = [];
    page.on("request", (request) => {
      if (DECODER.test(request.url())) decoders.push(request.url());
    });
    // A glb at a URL without an extension: the bytes say what it is.
    const plain = await openFixture(page, [{ name: "download", bytes: await metalGlb() }]);
    await expectRendered(plain);
    await expect(modelStat(plain, "Size (W × H × D)")).toHaveText("1 × 1 × 1");
    // Polished blue metal reflects the generated room: without an environment it shows near black.
    const metal = centreColour(await canvasPixels(viewerCanvas(plain)));
    expect(metal[0] + metal[1] + metal[2], `metal reads as metal: ${metal.join(", ")}`).toBeGreaterThan(150);
    expect(decoders).toEqual([]);

    await expectRendered(await openFixture(page, [{ name: "model.glb", bytes: await dracoGlb() }]));
    await expectRendered(await openFixture(page, [{ name: "model.glb", bytes: await meshoptGlb() }]));
    // Required KTX2 (Basis) textures: transcoded in this origin's worker script, the red read off the canvas.
    const ktx2 = await openFixture(page, [{ name: "model.glb", bytes: await ktx2Glb() }]);
    await expectRendered(ktx2);
    await expect(modelStat(ktx2, "Textures")).toHaveText("1");
    const [r, g, b] = centreColour(await canvasPixels(viewerCanvas(ktx2)));
    // Lit by the generated environment (PBR), so lighter than the OBJ's flat red, but red.
    expect(r - Math.max(g, b), `the KTX2 texture's red: ${[r, g, b].join(", ")}`).toBeGreaterThan(80);
    const origin = new URL(page.url()).origin;
    expect(decoders).toContainEqual(`${origin}${BASIS_WORKER_PATH}`);
    for (const url of decoders) expect(new URL(url).origin).toBe(origin);
  });

  test("a textured OBJ beside its .mtl and texture, or zipped, shows the texture's red", async ({ page }) => {
    for (const files of [
      objWithMtl(),
      [{ name: "model.zip", bytes: zipSync(Object.fromEntries(objWithMtl().map((f) => [f.name, f.bytes]))) }],
    ]) {
      const card = await openFixture(page, files);
      await expectRendered(card);
      await expect(modelStat(card, "Textures")).toHaveText("1");
      const [r, g, b] = centreColour(await canvasPixels(viewerCanvas(card)));
      expect(r).toBeGreaterThan(120);
      expect(g + b).toBeLessThan(40);
    }
  });

  test("a bare .gltf reads its buffer and texture beside it", async ({ page }) => {
    const card = await openFixture(page, await gltfWithSidecars());
    await expectRendered(card);
    await expect(modelStat(card, "Textures")).toHaveText("1");
  });

  test("an animated model plays, pauses and changes clip; the view can be reset, recoloured and saved", async ({
    page,
  }) => {
    const card = await openFixture(page, [{ name: "model.glb", bytes: await animatedGlb() }]);
    await expectRendered(card);
    const canvas = viewerCanvas(card);
    const still = await canvasPixels(canvas);
    await card.getByRole("button", { name: "Play animation" }).click();
    const pause = card.getByRole("button", { name: "Pause animation" });
    await expect(pause).toBeVisible();
    await expect.poll(async () => (await canvasPixels(canvas)).rgba.join()).not.toBe(still.rgba.join());
    await pause.click();
    await expect(card.getByRole("button", { name: "Play animation" })).toBeVisible();
    const clip = card.getByRole("combobox", { name: "Clip" });
    await expect(clip.getByRole("option")).toHaveText(["Spin", "Rise"]);
    await clip.selectOption("Rise");

    const wireframe = card.getByRole("button", { name: "Wireframe" });
    await wireframe.click();
    await expect(wireframe).toHaveAttribute("aria-pressed", "true");
    await card.getByRole("button", { name: "Reset view" }).click();
    await expect.poll(async () => drawnPixels(await canvasPixels(canvas))).toBeGreaterThan(10);

    const neutral = card.getByRole("button", { name: "Neutral background" });
    await expect(neutral).toHaveAttribute("aria-pressed", "true");
    const corner = (await canvasPixels(canvas)).rgba.slice(0, 3);
    await neutral.click();
    await expect(neutral).toHaveAttribute("aria-pressed", "false");
    await expect.poll(async () => (await canvasPixels(canvas)).rgba.slice(0, 3)).not.toEqual(corner);

    const download = page.waitForEvent("download");
    await card.getByRole("button", { name: "Snapshot" }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe("model-view.png");
    const bytes = await (await saved.createReadStream()).toArray();
    expect(Buffer.concat(bytes).subarray(1, 4).toString()).toBe("PNG");
  });
});

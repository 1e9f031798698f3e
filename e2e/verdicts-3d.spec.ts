import { expect, test, type Locator, type Page } from "./support/test.ts";
import { metalGlb } from "../scripts/fixtures/models.ts";
import { expectNoViolations } from "./support/a11y-scan.ts";
import {
  imageUrlFor,
  openDeck,
  openTagsAndNotes,
  serveImages,
  statusBadge,
  submitThreeD,
  taskCard,
} from "./support/deck.ts";
import { uniqueMarker } from "./support/sandbox.ts";
import { attachResults, expectDrawn, viewerCanvas } from "./support/viewer.ts";

// A note pinned to a 3D result's camera view: orbit, pin, orbit away, and the pin flies back.

test.setTimeout(120_000);
const SLOW = { timeout: 60_000 };
type View = { position: number[]; target: number[] };

const viewOf = async (canvas: Locator): Promise<View> => JSON.parse((await canvas.getAttribute("data-view"))!);
/** The largest difference between two views' positions and targets (in the model's radii). */
const distance = (a: View, b: View) =>
  Math.max(
    ...[0, 1, 2].flatMap((i) => [Math.abs(a.position[i]! - b.position[i]!), Math.abs(a.target[i]! - b.target[i]!)]),
  );

/** Drags across the middle of the canvas, as a person orbits the model. */
async function orbit(page: Page, canvas: Locator, dx: number, dy: number) {
  // hover scrolls it into view and waits until it stands still: the window-scrolled list places
  // its cards after the scroll, so a box measured at once may be where the canvas no longer is.
  await canvas.hover();
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + dx, box.y + box.height / 2 + dy, { steps: 5 });
  await page.mouse.up();
}

test("a note pinned to a 3D view flies the camera back to it, after orbiting and after a reload", async ({ page }) => {
  await serveImages(page);
  await openDeck(page);
  const image = imageUrlFor(uniqueMarker(test.info()));
  await attachResults(page.request, image, [{ name: "model.glb", bytes: await metalGlb() }]);
  const requestId = await submitThreeD(page, { image, level: "low", format: "glb" });
  let card = taskCard(page, requestId);
  await expect(statusBadge(card)).toHaveText("Completed", SLOW);
  let canvas = viewerCanvas(card);
  await expect(canvas).toBeVisible(SLOW);
  // The camera answers the mouse once the model's first frame is drawn (the viewers' shared renderer).
  await expectDrawn(canvas);

  // Orbit to a view of one's own, and pin a note to it.
  const start = await viewOf(canvas);
  await expect(async () => {
    await orbit(page, canvas, 90, 30);
    expect(distance(await viewOf(canvas), start)).toBeGreaterThan(0.05);
  }).toPass({ timeout: 30_000 });
  const pinned = await viewOf(canvas);
  let panel = card.getByRole("group", { name: "Verdict" });
  await openTagsAndNotes(panel);
  await panel.getByRole("textbox", { name: "Pinned note" }).fill("seam at the back");
  await panel.getByRole("button", { name: "Pin to current view" }).click();
  const pins = panel.getByRole("list", { name: "Pinned notes" });
  await expect(pins).toHaveText(/3D view\s*seam at the back/);
  await expectNoViolations(page, "a 3D card with a pinned view");

  // Orbit away; the pin flies back.
  // As a person would, drag again if the card was still settling (the pin list grew it) when the drag began.
  await expect(async () => {
    await orbit(page, canvas, -120, -40);
    expect(distance(await viewOf(canvas), pinned)).toBeGreaterThan(0.05);
  }).toPass({ timeout: 30_000 });
  await pins.getByRole("button", { name: "Go to 3D view" }).click();
  await expect.poll(async () => distance(await viewOf(canvas), pinned)).toBeLessThan(1e-3);

  // Stored: after a reload the viewer starts framed, and the pin still takes it to the pinned view.
  await page.reload();
  card = taskCard(page, requestId);
  canvas = viewerCanvas(card);
  await expect(canvas).toBeVisible(SLOW);
  // The camera answers the mouse once the model's first frame is drawn (the viewers' shared renderer).
  await expectDrawn(canvas);
  await expect.poll(async () => distance(await viewOf(canvas), pinned)).toBeGreaterThan(0.05);
  panel = card.getByRole("group", { name: "Verdict" });
  await openTagsAndNotes(panel);
  await panel.getByRole("button", { name: "Go to 3D view" }).click();
  await expect.poll(async () => distance(await viewOf(canvas), pinned)).toBeLessThan(1e-3);
});

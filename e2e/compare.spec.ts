import { expect, test, type Locator, type Page } from "./support/test.ts";
import { metalGlb } from "../scripts/fixtures/models.ts";
import { expectNoViolations } from "./support/a11y-scan.ts";
import { tabTo } from "./support/a11y-keyboard.ts";
import { compareDialog, compareTwoVideos, openBrisk, selectBox } from "./support/compare.ts";
import { imageUrlFor, serveImages, statusBadge, submitThreeD, submitVideo, taskCard } from "./support/deck.ts";
import { uniqueMarker } from "./support/sandbox.ts";
import { attachResults, viewerCanvas } from "./support/viewer.ts";

// Two results side by side: sandbox video tasks played in step under one transport, and 3D
// results whose cameras follow each other, all through the page as a person uses it.

test.setTimeout(180_000);
const SLOW = { timeout: 60_000 };
/** The sandbox's clips are 24 fps (server/sandbox/fixtures/README.md): one frame is 1/24 s. */
const FRAME = 1 / 24;

/** How far apart the comparison's videos are now, read in one go from the page (a loop's wrap counted as near). */
const spread = (page: Page) =>
  page.evaluate(() => {
    const videos = [...document.querySelectorAll<HTMLVideoElement>("dialog video")];
    const [first, ...rest] = videos;
    if (!first || !(first.duration > 0)) return Infinity;
    const gaps = rest.map((video) => {
      let gap = Math.abs(video.currentTime - first.currentTime);
      if (gap > first.duration / 2) gap = first.duration - gap;
      return gap;
    });
    return Math.max(0, ...gaps);
  });

/**
 * Every video within one frame of the others, read from the page while they play. Polled: a
 * software decoder under load stalls a frame now and then, which the transport then corrects
 * (the bench measures how often and how far, over 20 s).
 */
async function expectInStep(page: Page, what: string) {
  await expect
    .poll(() => spread(page), { message: `${what}: videos within one frame`, timeout: 10_000 })
    .toBeLessThan(FRAME);
}

const currentTimes = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll<HTMLVideoElement>("dialog video")].map((v) => v.currentTime));

test("two videos, by keyboard: select, Compare, Play all, Position, speed, frame steps, reload, Escape", async ({
  page,
}) => {
  const dialog = await compareTwoVideos(page, uniqueMarker(test.info()), [
    "A red fox runs [Pan left]",
    "A grey fox runs",
  ]);
  expect(new URL(page.url()).hash).toMatch(/^#compare=[^,]+,[^,]+$/);
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll("dialog video")].every((v) => (v as HTMLVideoElement).readyState >= 2),
      ),
    )
    .toBe(true);
  // What sets them apart: the words and the camera moves.
  await expect(dialog.locator("ins", { hasText: "grey" })).toHaveCount(1);
  await expect(dialog.getByText("1 · Pan left")).toBeVisible();

  await expectNoViolations(page, "the Compare view");

  await tabTo(page, dialog.getByRole("button", { name: "Play all" }));
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("button", { name: "Pause all" })).toBeVisible();
  await expect.poll(async () => Math.min(...(await currentTimes(page)))).toBeGreaterThan(0.3);
  await expectInStep(page, "after Play all");

  const position = dialog.getByRole("slider", { name: "Position" });
  await position.fill("1.2");
  await expectInStep(page, "after a seek with Position");

  await dialog.getByRole("combobox", { name: "Speed" }).selectOption("1.5");
  await expectInStep(page, "at 1.5×");
  expect(await page.evaluate(() => (document.querySelector("dialog video") as HTMLVideoElement).playbackRate)).toBe(
    1.5,
  );

  // A frame step moves both by one frame.
  await tabTo(page, dialog.getByRole("button", { name: "Pause all" }));
  await page.keyboard.press("Enter");
  // A step from the last frame would stop at the end: paused, Position takes them to the middle first.
  await position.fill("1");
  await expect
    .poll(() =>
      page.evaluate(() => [...document.querySelectorAll("dialog video")].map((v) => (v as HTMLVideoElement).seeking)),
    )
    .toEqual([false, false]);
  const before = (await currentTimes(page))[0]!;
  await page.keyboard.press(".");
  await expect.poll(async () => (await currentTimes(page))[0]! - before).toBeGreaterThan(FRAME * 0.5);
  expect((await currentTimes(page))[0]! - before).toBeLessThan(FRAME * 1.5);
  const [a, b] = await currentTimes(page);
  expect(Math.abs(a! - b!)).toBeLessThan(FRAME);

  // The address holds the comparison: a reload brings it back.
  await page.reload();
  await expect(compareDialog(page)).toBeVisible(SLOW);
  await expect(compareDialog(page).locator("video")).toHaveCount(2);
  await page.keyboard.press("Escape");
  await expect(compareDialog(page)).toBeHidden();
  // The address is cleared once the dialog has closed, a moment after it is hidden.
  await expect.poll(() => new URL(page.url()).hash).toBe("");
});

test("an address naming tasks this browser does not have says so", async ({ page }) => {
  await openBrisk(page);
  // The comparison comes with a deck that has tasks (an empty one loads none of its code).
  const marker = uniqueMarker(test.info());
  await submitVideo(page, `A lone task ${marker}`);
  await expect(taskCard(page, marker)).toBeVisible();
  await page.goto("/#compare=no-such-task,another");
  await expect(compareDialog(page).getByRole("alert")).toHaveText(
    "2 tasks asked for are not in this browser's history: no-such-task, another.",
  );
});

test("two 3D results: linked cameras follow the one orbited, unlinked they do not", async ({ page }) => {
  await serveImages(page);
  await openBrisk(page);
  const marker = uniqueMarker(test.info());
  const cards: Locator[] = [];
  for (const side of ["a", "b"]) {
    const image = imageUrlFor(`${marker}-${side}`);
    await attachResults(page.request, image, [{ name: "model.glb", bytes: await metalGlb() }]);
    cards.push(taskCard(page, await submitThreeD(page, { image, level: "low", format: "glb" })));
  }
  for (const card of cards) {
    await expect(statusBadge(card)).toHaveText("Completed", SLOW);
    await selectBox(card).check();
  }
  await page.getByRole("button", { name: "Compare", exact: true }).click();
  const dialog = compareDialog(page);
  const canvases = [viewerCanvas(dialog).nth(0), viewerCanvas(dialog).nth(1)];
  for (const canvas of canvases) await expect(canvas).toBeVisible(SLOW);
  const views = () => Promise.all(canvases.map((c) => c.getAttribute("data-view").then((v) => JSON.parse(v!))));
  await expectNoViolations(page, "the Compare view with two 3D results");

  // Orbit A by keyboard: B follows.
  const start = await views();
  await tabTo(page, canvases[0]!);
  for (let i = 0; i < 5; i++) await page.keyboard.press("Shift+ArrowLeft");
  await expect.poll(async () => (await views())[0].position).not.toEqual(start[0].position);
  await expect
    .poll(async () => {
      const [a, b] = await views();
      return Math.max(...a.position.map((x: number, i: number) => Math.abs(x - b.position[i])));
    })
    .toBeLessThan(1e-6);

  // Orbit B by mouse: A follows.
  const box = (await canvases[1]!.boundingBox())!;
  const before = (await views())[0].position;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 80, box.y + box.height / 2 + 20, { steps: 5 });
  await page.mouse.up();
  await expect.poll(async () => (await views())[0].position).not.toEqual(before);

  // Unlinked: orbiting A leaves B where it was.
  await dialog.getByRole("button", { name: "Link cameras" }).click();
  await expect(dialog.getByRole("button", { name: "Link cameras" })).toHaveAttribute("aria-pressed", "false");
  const [, bBefore] = await views();
  await tabTo(page, canvases[0]!);
  for (let i = 0; i < 5; i++) await page.keyboard.press("Shift+ArrowRight");
  await expect.poll(async () => (await views())[0].position).not.toEqual(before);
  expect((await views())[1]).toEqual(bBefore);
});

import { expect, test, type Page } from "./support/test.ts";
import { tasks } from "./support/composer.ts";
import { openDeck, toolbarCount, VIDEO_MODEL } from "./support/deck.ts";
import { finishedTask, historyFile, importHistory } from "./support/history.ts";

// A gallery longer than the window: only the rows near the view are in the page, the wheel brings
// the last row in (and its tiles take clicks once the page is still), and a lightbox stepped to
// another task gives the focus back to that task's tile, its row scrolled in first if far away.

const TASKS = 300;
// Newest first: the tile at position p shows clip TASKS - p.
const clip = (position: number) => `Gallery clip ${TASKS - position}`;
const imported = Array.from({ length: TASKS }, (_, i) =>
  finishedTask(i, {
    id: `gallery-${i}`,
    requestId: `2025060100000000gallery${String(i).padStart(5, "0")}`,
    mode: "video",
    body: { model: VIDEO_MODEL, prompt: `Gallery clip ${i}` },
    status: "COMPLETED",
  }),
);

const gallery = (page: Page) => tasks(page).getByRole("list", { name: "Task gallery" });
const tile = (page: Page, position: number) =>
  gallery(page).getByRole("button", { name: new RegExp(`${clip(position)}$`) });
const lightbox = (page: Page) => page.getByRole("dialog");

test("a long gallery: a window of rows, the wheel to its end, a click there, and the focus back on a tile far away", async ({
  page,
}) => {
  await openDeck(page);
  await importHistory(page, historyFile(imported));
  await expect(toolbarCount(page)).toHaveText("Showing 300 of 300 tasks");
  await tasks(page).getByRole("group", { name: "View" }).getByRole("button", { name: "Gallery" }).click();

  const items = gallery(page).getByRole("listitem");
  await expect(items.first()).toHaveAttribute("aria-posinset", "1");
  await expect(items.first()).toHaveAttribute("aria-setsize", String(TASKS));
  expect(await items.count()).toBeLessThan(TASKS / 3);
  await expect(tile(page, TASKS)).toHaveCount(0);

  // The wheel over the grid, to the page's end.
  const box = await gallery(page).boundingBox();
  await page.mouse.move(box!.x + box!.width / 2, box!.y + 100);
  await page.mouse.wheel(0, 100_000);
  await expect(tile(page, TASKS)).toBeInViewport();
  await expect(tile(page, 1)).toHaveCount(0);
  await tile(page, TASKS).click();
  await expect(lightbox(page)).toContainText(`Task ${TASKS} of ${TASKS} shown`);

  // Stepped back 100 tasks: that task's row is far above the rows in the page.
  await expect(tile(page, TASKS - 100)).toHaveCount(0);
  for (let step = 0; step < 100; step++) await page.keyboard.press("ArrowLeft");
  await expect(lightbox(page)).toContainText(`Task ${TASKS - 100} of ${TASKS} shown`);
  await page.keyboard.press("Escape");
  await expect(lightbox(page)).toBeHidden();
  await expect(tile(page, TASKS - 100)).toBeFocused();
  await expect(tile(page, TASKS - 100)).toBeInViewport();

  // Opened there and stepped once: the tile of the task then shown, in the page already, takes the focus.
  await page.keyboard.press("Enter");
  await expect(lightbox(page)).toContainText(`Task ${TASKS - 100} of ${TASKS} shown`);
  await page.keyboard.press("ArrowRight");
  await expect(lightbox(page)).toContainText(`Task ${TASKS - 99} of ${TASKS} shown`);
  await page.keyboard.press("Escape");
  await expect(lightbox(page)).toBeHidden();
  await expect(tile(page, TASKS - 99)).toBeFocused();
});

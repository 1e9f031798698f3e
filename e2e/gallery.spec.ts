import { expect, test, type Page } from "./support/test.ts";
import { expectNoViolations } from "./support/a11y-scan.ts";
import { tabTo } from "./support/a11y-keyboard.ts";
import { openComposer, promptBox, tasks, videoForm } from "./support/composer.ts";
import {
  imageUrlFor,
  serveImages,
  statusBadge,
  submitThreeD,
  submitVideo,
  taskCard,
  useBriskPolling,
} from "./support/deck.ts";
import { uniqueMarker } from "./support/sandbox.ts";

// The gallery and its lightbox as a keyboard user meets them: a few finished sandbox tasks (two
// videos, a failed one, a 3D model), the Gallery view chosen, a tile reached with Tab and opened
// with Enter, stepped through with the arrows, acted on, and closed with Escape.

// Four sandbox tasks and a build on a busy machine: generous, as the other deck journeys are.
test.setTimeout(180_000);

const viewButton = (page: Page, name: "List" | "Gallery") =>
  tasks(page).getByRole("group", { name: "View" }).getByRole("button", { name });
const gallery = (page: Page) => tasks(page).getByRole("list", { name: "Task gallery" });
const tile = (page: Page, marker: string) => gallery(page).getByRole("button", { name: new RegExp(marker) });
const lightbox = (page: Page) => page.getByRole("dialog");

test("the gallery and its lightbox by keyboard: open, step, download, clone, close; the view is remembered", async ({
  page,
}) => {
  const marker = uniqueMarker(test.info());
  await serveImages(page);
  // An empty deck shows no filters now (they come with the first task): wait for its empty state.
  await useBriskPolling(page);
  await openComposer(page);
  await expect(tasks(page).getByText("No tasks yet")).toBeVisible();
  const first = `${marker} first: a lighthouse at dusk [Pan left]`;
  const second = `${marker} second: a fox in the snow`;
  await submitVideo(page, first);
  await submitVideo(page, second);
  await submitVideo(page, `${marker} third fails #fail`);
  const threeD = await submitThreeD(page, { image: imageUrlFor(marker), level: "medium", format: "glb" });
  for (const card of [taskCard(page, `${marker} first`), taskCard(page, `${marker} second`), taskCard(page, threeD)])
    await expect(statusBadge(card)).toHaveText("Completed", { timeout: 20_000 });
  await expect(statusBadge(taskCard(page, `${marker} third`))).toHaveText("Failed");

  await tabTo(page, viewButton(page, "Gallery"));
  await page.keyboard.press("Enter");
  await expect(viewButton(page, "Gallery")).toHaveAttribute("aria-pressed", "true");
  await expect(gallery(page).getByRole("listitem")).toHaveCount(4);
  // A video tile shows its first frame, decoded by the browser from the file on the other origin.
  await expect
    .poll(() =>
      tile(page, `${marker} second`)
        .locator("video")
        .evaluate((video: HTMLVideoElement) => video.readyState),
    )
    .toBeGreaterThanOrEqual(2);
  await expect(gallery(page).getByRole("listitem").filter({ hasText: "Failed" })).toHaveCount(1);
  // The 3D tile shows the model as drawn once, offscreen (a placeholder naming its format until then).
  await expect(tile(page, "3D").locator("img")).toHaveJSProperty("naturalWidth", 320, { timeout: 60_000 });
  await expectNoViolations(page, "the gallery");

  // Newest first: the 3D task, the failed one, the second video, the first.
  await tabTo(page, tile(page, `${marker} second`));
  await page.keyboard.press("Enter");
  await expect(lightbox(page)).toBeVisible();
  await expect(lightbox(page)).toContainText("Task 3 of 4 shown");
  await expect(lightbox(page)).toContainText(second);
  await page.keyboard.press("ArrowRight");
  await expect(lightbox(page)).toContainText("Task 4 of 4 shown");
  // The moves of the prompt are shown as moves.
  await expect(lightbox(page).getByTitle("Camera move")).toHaveText("[Pan left]");
  await page.keyboard.press("ArrowLeft");
  await expect(lightbox(page)).toContainText("Task 3 of 4 shown");
  await expect(lightbox(page).getByRole("button", { name: "Previous" })).toBeVisible();
  await expectNoViolations(page, "the lightbox open on a video");

  // Keyboard review: the failed task has no result to judge, so three can be reviewed.
  await expect(lightbox(page)).toContainText("0 of 3 reviewed");
  await page.keyboard.press("p");
  await page.keyboard.press("4");
  const verdict = lightbox(page).getByRole("group", { name: "Verdict" });
  await expect(verdict.getByRole("button", { name: "Pass" })).toHaveAttribute("aria-pressed", "true");
  await expect(verdict.getByRole("radio", { name: "4 stars" })).toBeChecked();
  await expect(lightbox(page)).toContainText("1 of 3 reviewed");

  const download = lightbox(page).getByRole("button", { name: /^Download( · .+)?$/ });
  await expect(download).toHaveAccessibleDescription(/\.mp4$/);
  await tabTo(page, download);
  const [saved] = await Promise.all([page.waitForEvent("download"), page.keyboard.press("Enter")]);
  expect(saved.suggestedFilename()).toMatch(/\.mp4$/);

  await page.keyboard.press("Escape");
  await expect(lightbox(page)).toBeHidden();
  await expect(tile(page, `${marker} second`)).toBeFocused();

  // Stepped away and closed: focus goes to the tile of the task last shown.
  await page.keyboard.press("Enter");
  await expect(lightbox(page)).toContainText("Task 3 of 4 shown");
  await page.keyboard.press("ArrowLeft");
  await expect(lightbox(page)).toContainText("Task 2 of 4 shown");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(lightbox(page)).toContainText("Task 4 of 4 shown");
  await tabTo(page, lightbox(page).getByRole("button", { name: "Clone" }));
  await page.keyboard.press("Enter");
  await expect(lightbox(page)).toBeHidden();
  await expect(promptBox(videoForm(page))).toHaveValue(first);
  await expect(tile(page, `${marker} first`)).toBeFocused();

  await page.reload();
  await expect(viewButton(page, "Gallery")).toHaveAttribute("aria-pressed", "true");
  await expect(gallery(page).getByRole("listitem")).toHaveCount(4);
  await viewButton(page, "List").click();
  await expect(taskCard(page, `${marker} first`)).toBeVisible();
  await page.reload();
  await expect(viewButton(page, "List")).toHaveAttribute("aria-pressed", "true");
});

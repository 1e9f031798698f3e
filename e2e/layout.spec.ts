import { expect, test, type Page } from "./support/test.ts";
import { expectNoViolations } from "./support/a11y-scan.ts";
import { composer, duplicateDialog, submitButton, threeDForm, videoForm, viewTaskLink } from "./support/composer.ts";
import { cardAction, openDeck, statusBadge, submitVideo, taskCard, toolbarCount } from "./support/deck.ts";
import { uniqueMarker } from "./support/sandbox.ts";

// Issue 15 §1: the page scrolls as one, Submit is always in reach, the new card is where the eye
// is, and a finished card offers Copy prompt, Retry and Use as input.
test.setTimeout(120_000);
const FINISHES = { timeout: 30_000 };

/**
 * Every element that scrolls on its own (its overflow lets it, and its content is taller than its
 * box), but for text boxes and code previews that hold no control: those may scroll.
 */
function nestedScrollAreas(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("body *")]
      .filter((element) => {
        const { overflowY } = getComputedStyle(element);
        if (!/(auto|scroll)/.test(overflowY) || element.scrollHeight <= element.clientHeight + 1) return false;
        const quiet =
          ["TEXTAREA", "PRE", "CODE"].includes(element.tagName) && !element.querySelector("button, a, input, select");
        return !quiet;
      })
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
  );
}

for (const { width, height, wide } of [
  { width: 1440, height: 900, wide: true },
  { width: 390, height: 844, wide: false },
]) {
  test(`at ${width} px: one scrolling page, Submit in view, the new card in view after Submit, axe clean`, async ({
    page,
  }) => {
    const marker = uniqueMarker(test.info());
    await page.setViewportSize({ width, height });
    await openDeck(page);
    const form = videoForm(page);
    await expect(submitButton(form)).toBeInViewport();

    for (const n of [1, 2, 3]) {
      await submitVideo(page, `A paper boat drifts, take ${n} ${marker}`);
      await expect(toolbarCount(page)).toHaveText(new RegExp(`of ${n} tasks?$`));
      // Submit stays in reach without scrolling.
      await expect(submitButton(form)).toBeInViewport();
      const card = taskCard(page, `take ${n} ${marker}`);
      if (wide) await expect(card).toBeInViewport();
      else {
        // One column: the card is below the form; the link jumps to it, focus and all.
        await viewTaskLink(form).click();
        await expect(card).toBeInViewport();
        await expect(card).toBeFocused();
        await page.evaluate(() => window.scrollTo(0, 0));
      }
    }
    expect(await nestedScrollAreas(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(submitButton(form)).toBeInViewport({ ratio: 1 });
    expect(await nestedScrollAreas(page)).toEqual([]);
    await expectNoViolations(page, `the deck at ${width} px`);
  });
}

test("Retry sends a finished task's body again through the duplicate guard; Copy prompt copies it", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const marker = uniqueMarker(test.info());
  await openDeck(page);
  const prompt = `A heron lands on a post ${marker}`;
  await submitVideo(page, prompt);
  const card = taskCard(page, marker);
  await expect(statusBadge(card)).toHaveText("Completed", FINISHES);

  await (await cardAction(card, "Copy prompt")).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(prompt);

  // Sent a moment ago: the composer asks before paying for a second one.
  await card.getByRole("button", { name: "Retry" }).click();
  const dialog = duplicateDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Don’t send" }).click();
  await expect(toolbarCount(page)).toHaveText(/of 1 task$/);
  await card.getByRole("button", { name: "Retry" }).click();
  await dialog.getByRole("button", { name: "Send again" }).click();
  await expect(toolbarCount(page)).toHaveText(/of 2 tasks$/);
  await expect(taskCard(page, marker)).toHaveCount(2);
  // Only a task that can no longer change offers it.
  await expect(taskCard(page, marker).first().getByRole("button", { name: "Retry" })).toHaveCount(0);
});

test("Use as input: the video's current frame becomes a new video's first frame, then a 3D model's source", async ({
  page,
}) => {
  const marker = uniqueMarker(test.info());
  await openDeck(page);
  await submitVideo(page, `A kite over the dunes ${marker}`);
  const card = taskCard(page, marker);
  await expect(statusBadge(card)).toHaveText("Completed", FINISHES);
  const video = card.getByRole("group", { name: "Results" }).locator("video");
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
  await video.evaluate((v: HTMLVideoElement) => (v.currentTime = 0.5));

  const use = await cardAction(card, "Use as input");
  await use.click();
  await expect(use).toHaveAttribute("aria-expanded", "true");
  await card.getByRole("button", { name: "This frame: first frame of a new video" }).click();
  await expect(card.getByText("Sent to the composer: first frame of a new video.")).toBeVisible();
  const form = videoForm(page);
  await expect(form.getByRole("combobox", { name: "Model" })).toHaveValue(/i2v/);
  await expect(form.getByRole("img", { name: "Preview of First frame image" })).toBeVisible();

  await card.getByRole("button", { name: "This frame: source image of a new 3D model" }).click();
  const threeD = threeDForm(page);
  await expect(threeD.getByRole("img", { name: "Preview of Source image" })).toBeVisible();
  await expect(composer(page).getByRole("alert")).toHaveCount(0);
});

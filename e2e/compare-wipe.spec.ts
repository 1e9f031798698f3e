import { expect, test, type Page } from "./support/test.ts";
import { expectNoViolations } from "./support/a11y-scan.ts";
import { tabTo } from "./support/a11y-keyboard.ts";
import { compareTwoVideos } from "./support/compare.ts";
import { uniqueMarker } from "./support/sandbox.ts";

// Compare's wipe: two videos laid one over the other, a slider moving the split, all by keyboard.

test.setTimeout(120_000);

/** How much of B's picture is cut away from the left, in %: the split, as the page draws it. */
const splitAt = (page: Page) =>
  page.evaluate(() => {
    const b = document.querySelectorAll<HTMLVideoElement>("dialog video")[1]!;
    const clip = getComputedStyle(b.closest("figure")!).clipPath;
    const match = /inset\(0(?:px)? 0(?:px)? 0(?:px)? ([\d.]+)%\)/.exec(clip);
    return match ? Number(match[1]) : null;
  });

/** Whether B lies exactly over A (the wipe) rather than beside it. */
const overlaid = (page: Page) =>
  page.evaluate(() => {
    const [a, b] = [...document.querySelectorAll<HTMLVideoElement>("dialog video")].map((v) =>
      v.getBoundingClientRect(),
    );
    return Math.abs(a!.left - b!.left) < 1 && Math.abs(a!.top - b!.top) < 1 && Math.abs(a!.width - b!.width) < 1;
  });

test("two videos wiped by keyboard: the Wipe toggle, its slider moves the split, axe clean", async ({ page }) => {
  const dialog = await compareTwoVideos(page, uniqueMarker(test.info()), ["A tram in the rain", "A tram in the snow"]);
  expect(await overlaid(page)).toBe(false);

  const wipe = dialog.getByRole("button", { name: "Wipe" });
  await expect(wipe).toHaveAttribute("aria-pressed", "false");
  await tabTo(page, wipe);
  await page.keyboard.press("Enter");
  await expect(wipe).toHaveAttribute("aria-pressed", "true");
  const slider = dialog.getByRole("slider", { name: "Wipe position" });
  await expect(slider).toHaveAttribute("aria-valuetext", "50% of A shown");
  expect(await overlaid(page)).toBe(true);
  expect(await splitAt(page)).toBe(50);
  await expectNoViolations(page, "the Compare view in wipe mode");

  // The slider is reached and moved by keyboard; the split follows it.
  await tabTo(page, slider);
  for (let i = 0; i < 10; i++) await page.keyboard.press("ArrowRight");
  await expect(slider).toHaveAttribute("aria-valuetext", "60% of A shown");
  expect(await splitAt(page)).toBe(60);
  await page.keyboard.press("Home");
  await expect(slider).toHaveAttribute("aria-valuetext", "0% of A shown");
  expect(await splitAt(page)).toBe(0);
  await page.keyboard.press("End");
  expect(await splitAt(page)).toBe(100);

  // Off again: the videos side by side, the slider gone.
  await tabTo(page, wipe, { backwards: true });
  await page.keyboard.press("Enter");
  await expect(wipe).toHaveAttribute("aria-pressed", "false");
  await expect(slider).toHaveCount(0);
  expect(await overlaid(page)).toBe(false);
});

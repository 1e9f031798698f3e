import { expect, test } from "@playwright/test";
import { compareDialog, selectBox } from "../support/compare.ts";
import { openComposer, tasks } from "../support/composer.ts";
import { cardAction, searchBox, statusBadge, submitVideo, taskCard, useBriskPolling } from "../support/deck.ts";
import { uniqueMarker } from "../support/sandbox.ts";

// The dev server's smoke set (playwright.dev.config.ts): React's development build, StrictMode on,
// each component mounted twice and its effects run twice. A first visit, two tasks sent and
// finished, Compare and the lightbox opened: each must stay as it was opened, and nothing may throw.
// By mouse: the keyboard's ways are the production journeys' (e2e/compare.spec.ts, gallery.spec.ts).

test.setTimeout(120_000);

/** Long enough for a dialog that closes itself after its second mount to have done it (issue 26: ~400 ms). */
const SETTLE_MS = 1_500;
const FINISHES = { timeout: 30_000 };

test("first visit, two tasks finished, Compare and the lightbox stay open", async ({ page }) => {
  const thrown: string[] = [];
  page.on("pageerror", (error) => thrown.push(error.message));

  await useBriskPolling(page);
  await openComposer(page);
  await expect(tasks(page).getByText("No tasks yet")).toBeVisible();

  const marker = uniqueMarker(test.info());
  await submitVideo(page, `A red kite [Pan left] ${marker}-a`);
  await submitVideo(page, `A grey kite ${marker}-b`);
  const cards = [taskCard(page, `${marker}-a`), taskCard(page, `${marker}-b`)];
  for (const card of cards) await expect(statusBadge(card)).toHaveText("Completed", FINISHES);

  await searchBox(page).fill(marker);
  for (const card of cards) await selectBox(card).check();
  await page.getByRole("button", { name: "Compare", exact: true }).click();
  const dialog = compareDialog(page);
  await expect(dialog.locator("video")).toHaveCount(2);
  await page.waitForTimeout(SETTLE_MS);
  await expect(dialog).toBeVisible();
  expect(new URL(page.url()).hash).toMatch(/^#compare=[^,]+,[^,]+$/);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  expect(new URL(page.url()).hash).toBe("");

  // View large is in the card's More menu.
  await (await cardAction(cards[0]!, "View large")).click();
  const lightbox = page.getByRole("dialog", { name: /minimax/ });
  await expect(lightbox).toContainText(`${marker}-a`);
  await page.waitForTimeout(SETTLE_MS);
  await expect(lightbox).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(lightbox).toBeHidden();

  expect(thrown).toEqual([]);
});

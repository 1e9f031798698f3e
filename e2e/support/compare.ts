import { expect, type Locator, type Page } from "@playwright/test";
import { tabTo } from "./a11y-keyboard.ts";
import { openComposer } from "./composer.ts";
import { searchBox, statusBadge, submitVideo, taskCard, useBriskPolling } from "./deck.ts";

// The Compare journeys' common ground: the dialog, a card's select box, and the way to a
// comparison of two fresh videos by keyboard.

const SLOW = { timeout: 60_000 };

export const compareDialog = (page: Page) => page.getByRole("dialog", { name: "Compare" });
export const selectBox = (card: Locator) => card.getByRole("checkbox", { name: /^Select / });

/** The app with brisk polling (an empty deck shows no toolbar, so deck.ts's openDeck wait does not apply). */
export async function openBrisk(page: Page): Promise<void> {
  await useBriskPolling(page);
  await openComposer(page);
}

/**
 * Opens the app, submits two videos whose prompts end in `<marker>-a` and `<marker>-b`, and once
 * both are completed compares them by keyboard from the search box, where a person starts from.
 * Resolves to the dialog once it shows both videos.
 */
export async function compareTwoVideos(page: Page, marker: string, prompts: [string, string]): Promise<Locator> {
  await openBrisk(page);
  await submitVideo(page, `${prompts[0]} ${marker}-a`);
  await submitVideo(page, `${prompts[1]} ${marker}-b`);
  const cards = [taskCard(page, `${marker}-a`), taskCard(page, `${marker}-b`)];
  for (const card of cards) await expect(statusBadge(card)).toHaveText("Completed", SLOW);

  await searchBox(page).fill(marker);
  // Newest first: `-b` is listed above `-a`. Tab reaches `-a` past it, then Shift+Tab goes back up
  // to `-b` (Tab onwards went round the whole page: 60 presses more), keeping `-a` the side A.
  for (const [i, card] of cards.entries()) {
    await tabTo(page, selectBox(card), { backwards: i > 0 });
    await page.keyboard.press("Space");
    await expect(selectBox(card)).toBeChecked();
  }
  const compare = page.getByRole("button", { name: "Compare", exact: true });
  await tabTo(page, compare, { backwards: true });
  await page.keyboard.press("Enter");
  const dialog = compareDialog(page);
  await expect(dialog.locator("video")).toHaveCount(2);
  return dialog;
}

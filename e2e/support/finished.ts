import { expect, type Locator, type Page } from "@playwright/test";
import { openApp, promptBox, statusBadge, submit, taskCard, videoForm, type Say } from "./localized.ts";

/** How long a sandbox video may take to finish. */
export const FINISHES = { timeout: 30_000 };

/** The two prompts the comparison journeys submit: they end in `<marker>-a` and `<marker>-b`. */
export const twoPrompts = (marker: string) => [`一座黄昏的灯塔 [左摇] ${marker}-a`, `雪地里的狐狸 ${marker}-b`];

/**
 * Opens the app, submits each prompt as a video and waits until each one's card (found by the prompt's
 * last word) says Completed; returns the cards in the prompts' order.
 */
export async function finishedCards(page: Page, s: Say, prompts: string[]): Promise<Locator[]> {
  await openApp(page, s);
  for (const prompt of prompts) {
    await promptBox(videoForm(page, s), s).fill(prompt);
    await submit(videoForm(page, s), s);
  }
  const cards = prompts.map((prompt) => taskCard(page, s, prompt.split(" ").pop()!));
  for (const card of cards) await expect(statusBadge(card)).toHaveText(s("Completed"), FINISHES);
  return cards;
}

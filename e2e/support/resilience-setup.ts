import { expect, type Page } from "@playwright/test";
import { openComposer } from "./composer.ts";
import { deckShown } from "./deck.ts";

/**
 * Presets the connection settings before the app's first run in this context, as a user who
 * had saved them would have (see src/lib/connection.ts). A time-out of a few seconds makes
 * "slower than the client waits" quick to test.
 */
export async function presetConnection(
  page: Page,
  { pollSeconds = 1, timeoutSeconds = 30 }: { pollSeconds?: number; timeoutSeconds?: number } = {},
): Promise<void> {
  await page.addInitScript(
    (settings) => {
      if (localStorage.getItem("taskdeck.connection") === null)
        localStorage.setItem(
          "taskdeck.connection",
          JSON.stringify({ preset: "server", baseUrl: "", remember: false, ...settings }),
        );
    },
    { pollSeconds, timeoutSeconds },
  );
}

/** Opens the app with these settings and waits for both panes. */
export async function openDeckWith(page: Page, settings: Parameters<typeof presetConnection>[1] = {}): Promise<void> {
  await presetConnection(page, settings);
  await openComposer(page);
  await expect(deckShown(page)).toBeVisible();
}

/** How many milliseconds apart each logged request came from the one before it. */
export function gaps(entries: { at: string }[]): number[] {
  return entries.slice(1).map((entry, i) => Date.parse(entry.at) - Date.parse(entries[i]!.at));
}

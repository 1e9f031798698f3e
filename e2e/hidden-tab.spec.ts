import { expect, test, type Page } from "./support/test.ts";
import { expectNoViolations } from "./support/a11y-scan.ts";
import { openDeck, queriesFor, statusBadge, submitVideo, taskCard, VIDEO_MODEL } from "./support/deck.ts";
import { uniqueMarker } from "./support/sandbox.ts";

// A task that finishes while the tab is hidden: the title counts it, a system notification
// names it (permission granted in the context), and both go when the tab is seen again.
// Headless Chromium keeps every page visible, so the page's visibility is emulated: the init
// script makes document.visibilityState follow a switch and fires visibilitychange, as a
// browser does. Notification is wrapped, not replaced: each one is still made, and recorded.

test.setTimeout(120_000);

type Recorded = { title: string; body?: string; tag?: string };
declare global {
  interface Window {
    __notifications: Recorded[];
    __setHidden(hidden: boolean): void;
  }
}

async function emulateVisibilityAndRecordNotifications(page: Page) {
  await page.addInitScript(() => {
    let hidden = false;
    Object.defineProperty(document, "visibilityState", { get: () => (hidden ? "hidden" : "visible") });
    Object.defineProperty(document, "hidden", { get: () => hidden });
    window.__setHidden = (value) => {
      hidden = value;
      document.dispatchEvent(new Event("visibilitychange"));
    };
    window.__notifications = [];
    const Original = window.Notification;
    window.Notification = class extends Original {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        window.__notifications.push({ title, body: options?.body, tag: options?.tag });
      }
    };
  });
}

const setHidden = (page: Page, hidden: boolean) => page.evaluate((value) => window.__setHidden(value), hidden);
const notifications = (page: Page) => page.evaluate(() => window.__notifications);

test("a task finishing in a hidden tab counts in the title and is notified; seeing the tab clears the count", async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(["notifications"]);
  await emulateVisibilityAndRecordNotifications(page);
  await openDeck(page);
  await expect(page).toHaveTitle("Taskdeck");

  // The settings say notifications are on, and offer the hidden-tab pace (slower by default).
  await page.getByRole("button", { name: "Connection settings" }).click();
  const dialog = page.getByRole("dialog", { name: "Connection settings" });
  await expect(dialog.getByRole("combobox", { name: "While this tab is hidden" })).toHaveValue("slower");
  await expect(dialog.getByText(/^System notifications are on/)).toBeVisible();
  await expectNoViolations(page, "connection settings with the hidden-tab fields");
  await dialog.getByRole("button", { name: "Cancel" }).click();

  const marker = uniqueMarker(test.info());
  const requestId = await submitVideo(page, `A lantern drifts over a lake ${marker}`);
  await setHidden(page, true);
  // The sandbox's task takes 4 s; hidden, the leading tab still checks, every 15 s at most.
  await expect(page).toHaveTitle("(1) Taskdeck", { timeout: 45_000 });
  expect(await notifications(page)).toEqual([
    {
      title: `Completed: Video · ${VIDEO_MODEL}`,
      body: `A lantern drifts over a lake ${marker}`,
      tag: expect.stringMatching(/^taskdeck-/),
    },
  ]);
  const checks = await queriesFor(request, requestId);
  expect(checks.length).toBeGreaterThan(0);

  await setHidden(page, false);
  await expect(page).toHaveTitle("Taskdeck");
  await expect(statusBadge(taskCard(page, requestId))).toHaveText("Completed");
});

test.describe("where the page follows its tasks itself (its server follows none)", () => {
  // A workspace's server follows every task with or without a tab (FOLLOW_TASKS, on by default);
  // one set not to, or one that passes each page's token on, leaves it to its pages.
  test.use({ serverEnv: { FOLLOW_TASKS: "0" } });

  test("with “never”, a hidden tab stops checking until it is seen again", async ({ page, request }) => {
    await emulateVisibilityAndRecordNotifications(page);
    await openDeck(page);
    await page.getByRole("button", { name: "Connection settings" }).click();
    const dialog = page.getByRole("dialog", { name: "Connection settings" });
    await dialog.getByRole("combobox", { name: "While this tab is hidden" }).selectOption("never");
    await dialog.getByRole("button", { name: "Save" }).click();

    const marker = uniqueMarker(test.info());
    const requestId = await submitVideo(page, `A kite over the dunes ${marker}`);
    await setHidden(page, true);
    const before = (await queriesFor(request, requestId)).length;
    await page.waitForTimeout(8_000);
    // (The log keeps the last 100 requests: other tests' may push some out, never add any of these.)
    expect((await queriesFor(request, requestId)).length).toBeLessThanOrEqual(before);
    await expect(page).toHaveTitle("Taskdeck");

    await setHidden(page, false);
    await expect(statusBadge(taskCard(page, requestId))).toHaveText("Completed", { timeout: 20_000 });
  });
});

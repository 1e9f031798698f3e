import { expect, type Locator, type Page } from "@playwright/test";

// Finders for the composer, by role and accessible name as a screen reader user meets them.

/** Opens the app and waits until the composer has loaded its draft. */
export async function openComposer(page: Page): Promise<void> {
  await page.goto("/");
  await expect(videoForm(page)).toBeVisible();
}

export const composer = (page: Page) => page.getByRole("region", { name: "New task" });
/** On a returning visit (tasks in the deck), waits for the composer's forms to take their stand-in's place (src/components/stand-in/composer-stand-in.tsx). */
export async function showComposer(page: Page): Promise<void> {
  await expect(videoForm(page).or(threeDForm(page))).toBeVisible();
}
export const videoForm = (page: Page) => composer(page).getByRole("form", { name: "Video request" });
export const threeDForm = (page: Page) => composer(page).getByRole("form", { name: "3D request" });
export const tasks = (page: Page) => page.getByRole("region", { name: "Tasks" });

/** The prompt textbox of a form ("Prompt" exactly: the 3D form has its own). */
export const promptBox = (form: Locator) => form.getByRole("textbox", { name: "Prompt", exact: true });
export const submitButton = (form: Locator) => form.getByRole("button", { name: "Submit", exact: true });

/** The link under Submit to the last sent task's card; shown on one column only, so found hidden too. */
export const viewTaskLink = (form: Locator) => form.getByRole("link", { name: "View task", includeHidden: true });

/**
 * Waits for the link to the task just sent (not `previous`, the one an earlier submission left)
 * and returns the request_id its card shows once the service has answered.
 */
export async function submittedRequestId(form: Locator, previous: string | null = null): Promise<string> {
  const link = viewTaskLink(form);
  let href: string | null = null;
  // The service's answer comes through a proxy or a sandbox that a loaded machine may keep a few seconds.
  await expect
    .poll(async () => (href = (await link.count()) ? await link.getAttribute("href") : null), { timeout: 15_000 })
    .toMatch(/^#task-/);
  if (previous !== null) await expect.poll(async () => (href = await link.getAttribute("href"))).not.toBe(previous);
  return cardRequestId(form.page().locator(`[id="${href!.slice(1)}"]`));
}

/** The request_id a card shows in its Details (read whether they are open or not). */
export async function cardRequestId(card: Locator): Promise<string> {
  const id = card.locator("dt", { hasText: /^request_id$/ }).locator("+ dd code");
  await expect(id).toHaveText(/^\S+$/);
  return (await id.textContent())!;
}

/** Opens a card's Details (times, ids, raw record). */
export async function openDetails(card: Locator): Promise<void> {
  const summary = card.getByText("Details", { exact: true });
  if ((await summary.locator("xpath=..").getAttribute("open")) === null) await summary.click();
}

/** The duplicate-submission confirmation. */
export const duplicateDialog = (page: Page) => page.getByRole("dialog", { name: "Send the same request again?" });

/** Opens the connection settings and returns the dialog. */
export async function openSettings(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: "Connection settings" }).click();
  const dialog = page.getByRole("dialog", { name: "Connection settings" });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Sets the access token in the connection settings and saves. */
export async function setAccessToken(page: Page, token: string): Promise<void> {
  await page.getByRole("button", { name: "Connection settings" }).click();
  const dialog = page.getByRole("dialog", { name: "Connection settings" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Access token").fill(token);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
}

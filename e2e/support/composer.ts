import { expect, type Locator, type Page } from "@playwright/test";

// Finders for the composer, by role and accessible name as a screen reader user meets them.

/** Opens the app and waits until the composer has loaded its draft. */
export async function openComposer(page: Page): Promise<void> {
  await page.goto("/");
  await expect(videoForm(page)).toBeVisible();
}

export const composer = (page: Page) => page.getByRole("region", { name: "New task" });
export const videoForm = (page: Page) => composer(page).getByRole("form", { name: "Video request" });
export const threeDForm = (page: Page) => composer(page).getByRole("form", { name: "3D request" });
export const tasks = (page: Page) => page.getByRole("region", { name: "Tasks" });

/** The prompt textbox of a form ("Prompt" exactly: the 3D form has its own). */
export const promptBox = (form: Locator) => form.getByRole("textbox", { name: "Prompt", exact: true });
export const submitButton = (form: Locator) => form.getByRole("button", { name: "Submit", exact: true });

const SUBMITTED = /^Submitted: request (\S+) is SUBMITTING\.$/;

/** Waits for the success line under Submit and returns the request_id it names. */
export async function submittedRequestId(form: Locator): Promise<string> {
  const line = form.getByText(SUBMITTED);
  await expect(line).toBeVisible();
  const id = SUBMITTED.exec((await line.textContent()) ?? "")?.[1];
  expect(id).toBeTruthy();
  return id!;
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

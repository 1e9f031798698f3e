import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import {
  openComposer,
  promptBox,
  submitButton,
  submittedRequestId,
  tasks,
  threeDForm,
  videoForm,
  viewTaskLink,
} from "./composer.ts";
import { SANDBOX_REQUESTS_PATH, SUBMIT_PATH } from "../../src/contract/server-paths.ts";
import { writeThreeDFlags, type ThreeDFlags } from "../../src/contract/three-d-flags.ts";
import { DEFAULT_MODEL, modelOffering } from "../../src/contract/models.ts";
import { SANDBOX_AUTH, type LoggedRequest } from "./sandbox.ts";

// Finders and steps for the task deck (the right pane), by role and accessible name where the
// app gives one. A card is found by a marker only its test puts in a video prompt, or by its
// request_id (a 3D card shows its image as a picture, so the marker in the URL is not its text).

export const VIDEO_MODEL = "minimax/t2v-01-director";
export const THREE_D_MODEL = DEFAULT_MODEL["3d"];
export const FAIL_REASON = 'The sandbox failed this task on purpose: its request contains "#fail".';

/** Polls every second instead of the default three, so tasks of a few seconds are followed briskly. */
export async function useBriskPolling(page: Page): Promise<void> {
  await page.addInitScript(() => {
    // Only before the app's first run in this context: a test may change the settings later.
    if (localStorage.getItem("taskdeck.connection") === null)
      localStorage.setItem(
        "taskdeck.connection",
        JSON.stringify({ preset: "server", baseUrl: "", remember: false, pollSeconds: 1 }),
      );
  });
}

/** Opens the app with brisk polling and waits for both panes. */
export async function openDeck(page: Page): Promise<void> {
  await useBriskPolling(page);
  await openComposer(page);
  await expect(deckShown(page)).toBeVisible();
}

/** The deck once its tasks are read: the count over them, or an empty deck's own words. */
export const deckShown = (page: Page) => toolbarCount(page).or(emptyDeck(page));
export const emptyDeck = (page: Page) => tasks(page).getByText("No tasks yet");

export const historyList = (page: Page) => tasks(page).getByRole("list", { name: "Task history" });
export const searchBox = (page: Page) => tasks(page).getByRole("searchbox", { name: "Search tasks" });
export const statusFilter = (page: Page) => tasks(page).getByRole("combobox", { name: "Status" });
export const modeFilter = (page: Page) => tasks(page).getByRole("combobox", { name: "Mode" });
export const toolbarCount = (page: Page) => tasks(page).getByText(/^Showing [\d,]+ of [\d,]+ tasks?$/);

/**
 * The one card whose text holds this: a marker in a video prompt, or a request_id (a 3D card
 * shows its source image as a picture, so the marker in the image URL is not in its text).
 */
export const taskCard = (page: Page, marker: string) => tasks(page).getByRole("article").filter({ hasText: marker });

/** The status badge in a card's header: the element whose tooltip explains the status. */
export const statusBadge = (card: Locator) => card.locator("header [title]").first();
export const progressBar = (card: Locator) => card.getByRole("progressbar", { name: "Progress" });

/** The polite live region that announces status changes. */
export const announcer = (page: Page) => tasks(page).locator('[role="status"][aria-live="polite"]').first();

export async function progressValue(card: Locator): Promise<number | null> {
  const value = await progressBar(card).getAttribute("aria-valuenow");
  return value === null ? null : Number(value);
}

/** Submits a text-to-video prompt and returns its request_id. */
export async function submitVideo(page: Page, prompt: string): Promise<string> {
  const form = videoForm(page);
  await page.getByRole("tablist", { name: "Kind of request" }).getByRole("tab", { name: "Video" }).click();
  await expect(form).toBeVisible();
  await promptBox(form).fill(prompt);
  return submitForm(form);
}

export const IMAGE_HOST = "https://images.example.test";
// A 1×1 PNG: the composer's preview and the card's thumbnail load it without leaving the machine.
const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

/** Serves every picture under IMAGE_HOST from the test, so image URLs never leave the machine. */
export async function serveImages(page: Page): Promise<void> {
  await page.route(`${IMAGE_HOST}/**`, (route) => route.fulfill({ contentType: "image/png", body: PIXEL }));
}

/** An image URL holding the marker (3D prompts hold only flags); `fail` makes the sandbox fail the task. */
export const imageUrlFor = (marker: string, { fail = false } = {}) =>
  `${IMAGE_HOST}/${marker}.png${fail ? "#fail" : ""}`;

export async function openThreeDTab(page: Page): Promise<Locator> {
  await page.getByRole("tablist", { name: "Kind of request" }).getByRole("tab", { name: "3D" }).click();
  const form = threeDForm(page);
  await expect(form).toBeVisible();
  return form;
}

/** Submits an image-to-3D request to a model offering the level (call `serveImages` first); returns its request_id. */
export async function submitThreeD(
  page: Page,
  { image, level, format }: { image: string } & ThreeDFlags,
): Promise<string> {
  const form = await openThreeDTab(page);
  await form.getByRole("combobox", { name: "Model" }).fill(modelOffering(level));
  await form.getByRole("combobox", { name: "Subdivision level" }).selectOption(level);
  await form.getByRole("combobox", { name: "File format" }).selectOption(format);
  await expect(promptBox(form)).toHaveValue(writeThreeDFlags({ level, format }));
  await form.getByRole("textbox", { name: "Source image" }).fill(image);
  return submitForm(form);
}

/** Clicks Submit and returns the new request_id (not the one a previous submission left on screen). */
async function submitForm(form: Locator): Promise<string> {
  const link = viewTaskLink(form);
  const previous = (await link.count()) ? await link.getAttribute("href") : null;
  await submitButton(form).click();
  return submittedRequestId(form, previous);
}

/** Asks the sandbox for a task as the app does (no fault should be armed for it at that moment). */
export async function fetchRecord(request: APIRequestContext, requestId: string) {
  const response = await request.get(`${SUBMIT_PATH}/${requestId}`, { headers: SANDBOX_AUTH });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { request_id: string; task_id: string; status: string } };
  return data;
}

/** The queries for one task in the sandbox's request log (the last 100 requests), oldest first. */
export async function queriesFor(request: APIRequestContext, requestId: string): Promise<LoggedRequest[]> {
  const response = await request.get(SANDBOX_REQUESTS_PATH);
  expect(response.ok()).toBe(true);
  const { requests } = (await response.json()) as { requests: LoggedRequest[] };
  return requests.filter((entry) => entry.method === "GET" && entry.path === `${SUBMIT_PATH}/${requestId}`);
}

/** What a card showed at one moment: its status badge and the progress bar's value. */
export type CardSnapshot = { status: string; progress: string | null };

/**
 * Records, in the page, every change of status or progress of the card holding the marker, so a
 * test can check the whole sequence a user saw even when a state lasted a fraction of a second.
 * Call before the card appears; read with `cardHistory`. A reload forgets the record.
 */
export async function recordCard(page: Page, marker: string): Promise<void> {
  await page.evaluate((marker) => {
    const seen: { status: string; progress: string | null }[] = [];
    const look = () => {
      const card = [...document.querySelectorAll("article")].find((a) => a.textContent?.includes(marker));
      if (!card) return;
      const status = card.querySelector("header [title]")?.textContent ?? "";
      const progress = card.querySelector('[role="progressbar"]')?.getAttribute("aria-valuenow") ?? null;
      const last = seen.at(-1);
      if (!last || last.status !== status || last.progress !== progress) seen.push({ status, progress });
    };
    new MutationObserver(look).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ["aria-valuenow", "title"],
    });
    look();
    (window as unknown as Record<string, unknown>)[`__card_${marker}`] = seen;
  }, marker);
}

export async function cardHistory(page: Page, marker: string): Promise<CardSnapshot[]> {
  return page.evaluate(
    (marker) => (window as unknown as Record<string, CardSnapshot[]>)[`__card_${marker}`] ?? [],
    marker,
  );
}

/** The statuses in the order they were shown, each once per stretch. */
export const statusSequence = (history: CardSnapshot[]) =>
  history.map((h) => h.status).filter((status, i, all) => i === 0 || all[i - 1] !== status);
/** A card's Download of its one file ("Download · 1.2 MB"); its accessible description is the saved name. */
export const downloadButton = (card: Locator) => card.getByRole("button", { name: /^Download( · .+)?$/ });
/** Opens a card's More menu (its row's other actions), unless it is open; a bounded click (a dialog opened meanwhile would hold it). */
export async function openMore(card: Locator): Promise<void> {
  const more = card.getByRole("button", { name: "More", exact: true });
  if ((await more.getAttribute("aria-expanded")) !== "true") await more.click({ timeout: 10_000 });
}

/** An action of the card's More menu, the menu opened: Clone, Retry, Copy prompt, Use as input, Remove… */
export async function cardAction(card: Locator, name: string): Promise<Locator> {
  await openMore(card);
  return card.getByRole("button", { name, exact: true });
}
/** Opens the verdict's tags and notes (a card shows its verdict as one bar). */
export async function openTagsAndNotes(verdict: Locator): Promise<void> {
  const button = verdict.getByRole("button", { name: "Tags and notes" });
  if ((await button.getAttribute("aria-expanded")) !== "true") await button.click();
}

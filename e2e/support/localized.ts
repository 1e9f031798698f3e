import { expect, type Locator, type Page } from "@playwright/test";
import { cardRequestId } from "./composer.ts";
import { useBriskPolling } from "./deck.ts";
import type { sayer } from "./say.ts";
import { CJK, englishRuns, namesWithoutCjk } from "./say.ts";

// The composer's and the deck's finders of support/composer.ts and support/deck.ts, by the names
// a reader of the page's language meets (through `say`), for the journeys in e2e/languages/.

export type Say = ReturnType<typeof sayer>;

export const composer = (page: Page, s: Say) => page.getByRole("region", { name: s("New task"), exact: true });
/** On a returning visit, waits for the composer's forms to take their stand-in's place, the draft in them. */
export async function showComposer(page: Page, s: Say, draft: string): Promise<void> {
  await expect(promptBox(videoForm(page, s), s)).toHaveValue(draft);
}
export const videoForm = (page: Page, s: Say) => composer(page, s).getByRole("form", { name: s("Video request") });
export const threeDForm = (page: Page, s: Say) => composer(page, s).getByRole("form", { name: s("3D request") });
export const tasks = (page: Page, s: Say) => page.getByRole("region", { name: s("Tasks"), exact: true });
export const promptBox = (form: Locator, s: Say) => form.getByRole("textbox", { name: s("Prompt"), exact: true });
export const submitButton = (form: Locator, s: Say) => form.getByRole("button", { name: s("Submit"), exact: true });
export const kindTab = (page: Page, s: Say, kind: "Video" | "3D") =>
  page.getByRole("tablist", { name: s("Kind of request") }).getByRole("tab", { name: s(kind), exact: true });

/** Opens the app with brisk polling (a task of a few seconds is followed briskly) and waits for the composer. */
export async function openApp(page: Page, s: Say): Promise<void> {
  await useBriskPolling(page);
  await page.goto("/");
  await expect(promptBox(videoForm(page, s), s)).toBeEnabled();
}

/** Clicks Submit and returns the request_id of the task it sent (its card shows it, in any language). */
export async function submit(form: Locator, s: Say): Promise<string> {
  await submitButton(form, s).click();
  const link = form.getByRole("link", { name: s("View task"), includeHidden: true });
  await expect(link).toHaveAttribute("href", /^#task-/);
  const href = (await link.getAttribute("href"))!;
  return cardRequestId(form.page().locator(`[id="${href.slice(1)}"]`));
}

/** A card by a marker its prompt holds, or by its request_id. */
export const taskCard = (page: Page, s: Say, marker: string) =>
  tasks(page, s).getByRole("article").filter({ hasText: marker });
export const statusBadge = (card: Locator) => card.locator("header [title]").first();
/** A card's Download of its one file, "Download · 1.2 MB": the saved name is its accessible description. */
export const downloadButton = (card: Locator, s: Say) =>
  card.getByRole("button", { name: new RegExp(`^${s("Download")}( · .+)?$`) });

const CONTROL_ROLES = new Set([
  "button",
  "textbox",
  "searchbox",
  "combobox",
  "listbox",
  "checkbox",
  "radio",
  "switch",
  "tab",
  "slider",
  "spinbutton",
]);

/**
 * Every control of the page (buttons, fields, selects, tabs…) with the accessible name Chromium
 * computes for it, from its accessibility tree: what a screen reader announces.
 */
export async function controls(page: Page): Promise<{ role: string; name: string }[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as {
      nodes: { ignored: boolean; role?: { value: string }; name?: { value: string } }[];
    };
    return nodes
      .filter((node) => !node.ignored && CONTROL_ROLES.has(node.role?.value ?? ""))
      .map((node) => ({ role: node.role!.value, name: String(node.name?.value ?? "") }));
  } finally {
    await cdp.detach();
  }
}

export const hasCjk = (text: string) => CJK.test(text);

/** Words that stay as they are in any language: products, formats. */
const NEUTRAL_WORDS = ["Taskdeck", "MiniMax", "Seed3D", "3D", "JSON", "cURL", "CSV", "JPG", "PNG", "WebP", "English"];

/**
 * Chromium draws a <video controls>' buttons itself and names them in its own UI language, which
 * a page's (and Playwright's `locale`) does not change.
 */
const BROWSER_MEDIA_CONTROLS = [
  "play",
  "pause",
  "mute",
  "unmute",
  "volume",
  "enter full screen",
  "exit full screen",
  "show more media controls",
  "video time scrubber",
  "audio time scrubber",
];

/** Control names that need no Chinese: a product or format alone, a model id, a file name, figures. */
export const NEUTRAL_NAMES: (string | RegExp)[] = [
  ...NEUTRAL_WORDS,
  ...BROWSER_MEDIA_CONTROLS,
  /^[\w.-]+\/[\w.-]+$/, // a model id
  /^[\w.-]+\.(mp4|glb|obj|usdz|zip|png|json|csv)$/i, // a file name
  /^[\d\s.,:/·×%-]*$/, // figures only
];

/** Text that may stay in English in a Chinese page: the words above and camera moves in brackets (prompt syntax). */
export const NEUTRAL_TEXT: (string | RegExp)[] = [...NEUTRAL_WORDS, /[[【][^\]】\n]*[\]】]/g];

/**
 * In a Chinese page: every control is named, in Chinese unless its name is language-neutral,
 * and the visible text holds no English sentence (three English words in a row) besides the
 * `allowed` texts (the prompts the test typed, product names). In English: every control is named.
 */
export async function expectPageInLanguage(
  page: Page,
  locale: string,
  state: string,
  allowed: (string | RegExp)[] = [],
): Promise<void> {
  const shown = await controls(page);
  expect
    .soft(
      shown.filter((control) => control.name.trim() === ""),
      `controls without a name, ${state}`,
    )
    .toEqual([]);
  if (!locale.startsWith("zh")) return;
  const names = namesWithoutCjk(
    shown.map((control) => control.name),
    [...NEUTRAL_NAMES, ...allowed],
  );
  expect.soft(names, `control names not in Chinese, ${state}`).toEqual([]);
  const text = await page.locator("body").innerText();
  expect
    .soft(englishRuns(text, [...NEUTRAL_TEXT, ...allowed]), `English sentences in the Chinese page, ${state}`)
    .toEqual([]);
}

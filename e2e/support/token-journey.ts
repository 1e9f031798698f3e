import type { Browser, Page } from "@playwright/test";
import { expect } from "@playwright/test";
import { composer, promptBox, setAccessToken, submitButton, videoForm, openDetails } from "./composer.ts";
import { openDeck, statusBadge, taskCard } from "./deck.ts";
import { exported } from "./export.ts";
import { envelope, ScriptedUpstream, type Answer } from "./scripted-upstream.ts";

// The journey token-leak.spec.ts walks once: through a proxy that passes the browser's token to a
// hostile service (it echoes the token back in every message it can), recording each channel the
// token could leak by.

export const TOKEN = "sk-live-LEAK-CHECK-7f3a9c2e41b8d605";
/** The token, or the telling part of it, in the forms it could be written in. */
const FORMS = [TOKEN, "7f3a9c2e41b8d605", Buffer.from(`Bearer ${TOKEN}`).toString("base64")];
export const leaks = (text: string) => FORMS.some((form) => text.includes(form));
const FOLLOWED = { timeout: 20_000 };

function refusal(status: number, type: string, message: string): Answer {
  return { status, body: { error: { message, type, code: type, param: null } } };
}

/** A service that repeats the token wherever it writes words, and says it is hurt. */
export function hostileUpstream(): ScriptedUpstream {
  const upstream = new ScriptedUpstream(TOKEN);
  const answers: Record<string, Answer> = {
    "#refuse": refusal(400, "request_error", `The key ${TOKEN} may not use this prompt.`),
    "#explode": refusal(500, "internal_server_error", `Database timeout while checking ${TOKEN}.`),
    "#unauthorised": refusal(401, "authentication_error", `Invalid API key: ${TOKEN}`),
  };
  // These are created, then their checks answer with the token in them.
  const created = ["#fails", "#paused", "#suspended"];
  upstream.onSubmit = (body, count) => {
    const prompt = JSON.stringify(body);
    const word = Object.keys(answers).find((w) => prompt.includes(w));
    if (word) return answers[word]!;
    const named = created.find((w) => prompt.includes(w));
    return envelope(named ? `req-${named.slice(1)}` : `req-good-${count}`, { status: "SUBMITTING" });
  };
  upstream.onQuery = (id, count) => {
    if (id === "req-fails") return envelope(id, { status: "FAILED", fail_reason: `The provider rejected ${TOKEN}.` });
    if (id === "req-paused") return refusal(401, "authentication_error", `Invalid API key: ${TOKEN}`);
    if (id === "req-suspended")
      return { body: { code: "forbidden", message: `Key ${TOKEN} is suspended.`, data: null } };
    return count < 2
      ? envelope(id, { status: "IN_PROGRESS", progress: "50%" })
      : envelope(id, { status: "COMPLETED", progress: "100%", data: { text: "A finished clip." } });
  };
  return upstream;
}

export type Recorded = {
  requests: { url: string; body: string | null }[];
  console: string[];
  /** The page's text and HTML after each step of the journey. */
  snapshots: { step: string; text: string; html: string }[];
  copied: string[];
  files: { name: string; text: string }[];
};

/** The page's text and HTML as they are: even the Access token field must not write the token into its HTML. */
function snapshot(page: Page) {
  return page.evaluate(() => ({ text: document.body.innerText, html: document.documentElement.outerHTML }));
}

async function submit(page: Page, prompt: string) {
  const form = videoForm(page);
  await promptBox(form).fill(prompt);
  await submitButton(form).click();
}

export async function runJourney(browser: Browser, proxyUrl: string) {
  const recorded: Recorded = { requests: [], console: [], snapshots: [], copied: [], files: [] };
  const context = await browser.newContext({ baseURL: proxyUrl, permissions: ["clipboard-read", "clipboard-write"] });
  context.on("request", (request) => recorded.requests.push({ url: request.url(), body: request.postData() }));
  context.on("console", (message) => recorded.console.push(`${message.type()}: ${message.text()}`));
  context.on("weberror", (error) => recorded.console.push(`page error: ${String(error.error())}`));
  // Every text the page copies, as the clipboard received it.
  await context.addInitScript(() => {
    const write = navigator.clipboard.writeText.bind(navigator.clipboard);
    const copied: string[] = [];
    (window as unknown as { __copied: string[] }).__copied = copied;
    navigator.clipboard.writeText = (text: string) => (copied.push(text), write(text));
  });
  const page = await context.newPage();
  const step = async (name: string) => recorded.snapshots.push({ step: name, ...(await snapshot(page)) });

  await openDeck(page);
  await step("opened");
  await setAccessToken(page, TOKEN);
  await step("token saved");

  await submit(page, "A red balloon over rooftops");
  await expect(statusBadge(taskCard(page, "rooftops"))).toHaveText("Completed", FOLLOWED);
  await step("a task submitted and followed to Completed");

  await submit(page, "A forbidden scene #refuse");
  await expect(composer(page).getByRole("alert")).toContainText("The service rejected the request");
  await step("a submission refused (400)");

  await submit(page, "A scene that breaks the service #explode");
  await expect(composer(page).getByRole("alert")).toContainText("The service failed (HTTP 500)");
  await step("a submission failed (500)");

  await submit(page, "A scene sent with a bad key #unauthorised");
  const settings = page.getByRole("dialog", { name: "Connection settings" });
  await expect(settings.getByRole("alert")).toContainText("The access token is missing or was rejected");
  // The field holds the token for editing: the HTML snapshot now has something to find, if it leaked.
  await expect(settings.getByLabel("Access token")).toHaveValue(TOKEN);
  await step("a 401 reopened the connection settings");
  await settings.getByRole("button", { name: "Cancel" }).click();

  for (const word of ["#fails", "#paused", "#suspended"]) await submit(page, `A task whose checks go wrong ${word}`);
  await expect(statusBadge(taskCard(page, "req-fails"))).toHaveText("Failed", FOLLOWED);
  await expect(taskCard(page, "req-suspended").getByText(/The last check got a refusal/)).toBeVisible(FOLLOWED);
  await taskCard(page, "req-paused").getByRole("button", { name: "Fix the token" }).click(FOLLOWED);
  await expect(settings.getByRole("alert")).toContainText("Following paused");
  await step("a check's 401 opened the connection settings");
  await settings.getByRole("button", { name: "Cancel" }).click();
  await openDetails(taskCard(page, "req-fails"));
  await taskCard(page, "req-fails").getByRole("button", { name: "Show raw record" }).click();
  await step("checks failed, refused and paused, a raw record open");

  await promptBox(videoForm(page)).fill("A preview of what is sent");
  for (const name of ["Copy JSON", "Copy cURL"]) await composer(page).getByRole("button", { name }).click();
  const copied = () => page.evaluate(() => (window as unknown as { __copied: string[] }).__copied);
  await expect.poll(async () => (await copied()).length).toBe(2);
  recorded.copied = await copied();
  await step("the request previewed and copied");

  for (const name of ["Export JSON", "Export CSV"]) recorded.files.push(await exported(page, name));
  await step("the history exported");
  return { context, page, recorded };
}

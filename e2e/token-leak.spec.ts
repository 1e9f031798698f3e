import { readFile } from "node:fs/promises";
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { startAppProcess, type AppProcess } from "./support/app-process.ts";
import { composer, promptBox, setAccessToken, submitButton, tasks, videoForm } from "./support/composer.ts";
import { openDeck, statusBadge, taskCard } from "./support/deck.ts";
import { envelope, ScriptedUpstream, type Answer } from "./support/scripted-upstream.ts";

// The access token goes into the Authorization header and nowhere else. One journey through a
// proxy that passes the browser's token to a hostile service (it echoes the token back in every
// message it can) records each channel the token could leak by; a test per channel checks it.

test.setTimeout(120_000);
// A trace cannot be kept of a context opened in beforeAll and shared by the tests; what the
// journey recorded is in each failure's message, and the server's output is attached.
test.use({ trace: "off" });

const TOKEN = "sk-live-LEAK-CHECK-7f3a9c2e41b8d605";
/** The token, or the telling part of it, in the forms it could be written in. */
const FORMS = [TOKEN, "7f3a9c2e41b8d605", Buffer.from(`Bearer ${TOKEN}`).toString("base64")];
const leaks = (text: string) => FORMS.some((form) => text.includes(form));
const FOLLOWED = { timeout: 20_000 };

function refusal(status: number, type: string, message: string): Answer {
  return { status, body: { error: { message, type, code: type, param: null } } };
}

/** A service that repeats the token wherever it writes words, and says it is hurt. */
function hostileUpstream(): ScriptedUpstream {
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

type Recorded = {
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

async function exportFile(page: Page, button: string) {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    tasks(page).getByRole("button", { name: button }).click(),
  ]);
  return { name: download.suggestedFilename(), text: await readFile(await download.path(), "utf8") };
}

async function runJourney(browser: Browser, proxyUrl: string) {
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
  await taskCard(page, "req-fails").getByRole("button", { name: "Show raw record" }).click();
  await step("checks failed, refused and paused, a raw record open");

  await promptBox(videoForm(page)).fill("A preview of what is sent");
  for (const name of ["Copy JSON", "Copy cURL"]) await composer(page).getByRole("button", { name }).click();
  const copied = () => page.evaluate(() => (window as unknown as { __copied: string[] }).__copied);
  await expect.poll(async () => (await copied()).length).toBe(2);
  recorded.copied = await copied();
  await step("the request previewed and copied");

  for (const name of ["Export JSON", "Export CSV"]) recorded.files.push(await exportFile(page, name));
  await step("the history exported");
  return { context, page, recorded };
}

test.describe("the access token never leaks", () => {
  // One worker walks the journey once; each test then reads one channel of what it recorded.
  test.describe.configure({ mode: "default" });
  let upstream: ScriptedUpstream;
  let proxy: AppProcess;
  let journey: { context: BrowserContext; page: Page; recorded: Recorded };

  test.beforeAll(async ({ browser }) => {
    upstream = hostileUpstream();
    await upstream.start();
    // No UPSTREAM_TOKEN: the browser's own token goes through to the service.
    proxy = await startAppProcess({ UPSTREAM_BASE_URL: upstream.url });
    journey = await runJourney(browser, proxy.url);
  });

  test.afterEach(async () => {
    const info = test.info();
    if (info.status !== info.expectedStatus) await info.attach("server output", { body: proxy?.output() ?? "" });
  });

  test.afterAll(async () => {
    await journey?.context.close();
    await proxy?.stop();
    await upstream?.stop();
  });

  test("was sent as the Authorization header, to every call of the service", () => {
    const api = upstream.received.filter((call) => call.path.startsWith("/api/v1/tasks/"));
    expect(api.filter((call) => call.method === "POST").length).toBeGreaterThanOrEqual(7);
    expect(api.filter((call) => call.method === "GET").length).toBeGreaterThan(3);
    for (const call of api) expect(call.authorization).toBe(`Bearer ${TOKEN}`);
  });

  test("is in no URL the page requested, nor in any request body", () => {
    const { requests } = journey.recorded;
    expect(requests.some((request) => request.url.includes("/api/v1/tasks/generations/req-"))).toBe(true);
    for (const request of requests) {
      expect(leaks(request.url), request.url).toBe(false);
      expect(leaks(request.body ?? ""), `the body sent to ${request.url}`).toBe(false);
    }
  });

  test("is not in the page's text or HTML after any step, error messages included", () => {
    const { snapshots } = journey.recorded;
    expect(snapshots.map((s) => s.step)).toHaveLength(10);
    for (const { step, text, html } of snapshots) {
      expect(leaks(text), `the page's text after: ${step}`).toBe(false);
      expect(leaks(html), `the page's HTML after: ${step}`).toBe(false);
    }
    // The service did echo it, and the page said so without it.
    const last = snapshots.at(-1)!.text;
    expect(last).toContain("The service rejected the request: The key [redacted] may not use this prompt.");
    expect(last).toContain("The service failed (HTTP 500): Database timeout while checking [redacted].");
    expect(last).toContain("The last check got a refusal: Key [redacted] is suspended.");
  });

  test("is not in the request preview or what Copy JSON and Copy cURL put on the clipboard", async () => {
    const preview = journey.page.getByRole("region", { name: "What will be sent" });
    await expect(preview).toContainText("Authorization: Bearer $TOKEN");
    expect(leaks((await preview.textContent()) ?? "")).toBe(false);
    const [json, curl] = journey.recorded.copied;
    expect(JSON.parse(json ?? "")).toMatchObject({ prompt: "A preview of what is sent" });
    expect(curl).toContain(`-H "Authorization: Bearer $TOKEN"`);
    for (const text of journey.recorded.copied) expect(leaks(text), text).toBe(false);
  });

  test("is not in the history exported as JSON or CSV", () => {
    const [json, csv] = journey.recorded.files;
    expect(json?.name).toMatch(/\.json$/);
    expect(csv?.name).toMatch(/\.csv$/);
    for (const file of [json!, csv!]) {
      expect(file.text).toContain("req-fails");
      expect(leaks(file.text), file.name).toBe(false);
    }
  });

  test("is not in any console message or page error", () => {
    const { console } = journey.recorded;
    // The refused calls were reported by the browser: the channel was heard.
    expect(console.some((line) => line.includes("401"))).toBe(true);
    for (const line of console) expect(leaks(line), line).toBe(false);
  });

  test("is not in the ledger or the drafts in IndexedDB", async () => {
    const stored = await journey.page.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open("taskdeck");
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const all = (store: string) =>
        new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(store).objectStore(store).getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
      const result = { tasks: await all("tasks"), drafts: await all("drafts") };
      db.close();
      return result;
    });
    expect(stored.tasks.length).toBeGreaterThanOrEqual(7);
    expect(JSON.stringify(stored.drafts)).toContain("A preview of what is sent");
    expect(leaks(JSON.stringify(stored.tasks)), "the tasks store").toBe(false);
    expect(leaks(JSON.stringify(stored.drafts)), "the drafts store").toBe(false);
  });

  test("is not in the production server's output", () => {
    expect(proxy.output()).toContain("forwarding the API");
    expect(leaks(proxy.output())).toBe(false);
  });
});

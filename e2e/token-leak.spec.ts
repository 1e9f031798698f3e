import { expect, sharedByTheTests, test, type BrowserContext, type Page } from "./support/test.ts";
import { startAppProcess, type AppProcess } from "../server/test/app-process.ts";
import type { ScriptedUpstream } from "./support/scripted-upstream.ts";
import { TOKEN, hostileUpstream, leaks, runJourney, type Recorded } from "./support/token-journey.ts";
import { REDACTED } from "../src/contract/redact.ts";
import { API_PREFIX, taskPath } from "../src/contract/server-paths.ts";

// The access token goes into the Authorization header and nowhere else. One journey through a
// proxy that passes the browser's token to a hostile service (it echoes the token back in every
// message it can) records each channel the token could leak by; a test per channel checks it.

test.setTimeout(120_000);
// A trace cannot be kept of a context opened in beforeAll and shared by the tests; what the
// journey recorded is in each failure's message, and the server's output is attached.
test.use({ trace: "off" });

test.describe("the access token never leaks", () => {
  // One worker walks the journey once; each test then reads one channel of what it recorded.
  test.describe.configure({ mode: "default" });
  let upstream: ScriptedUpstream;
  let proxy: AppProcess;
  let journey: { context: BrowserContext; page: Page; recorded: Recorded };

  test.beforeAll(async ({ browser }) => {
    // The whole journey walks here, once: a hook's 30 s is too short for it on a busy machine.
    test.setTimeout(120_000);
    upstream = hostileUpstream();
    await upstream.start();
    // No UPSTREAM_TOKEN: the browser's own token goes through to the service.
    proxy = await startAppProcess({ UPSTREAM_BASE_URL: upstream.url });
    journey = await runJourney(browser, proxy.url);
    sharedByTheTests(journey.context);
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
    const api = upstream.received.filter((call) => call.path.startsWith(API_PREFIX));
    expect(api.filter((call) => call.method === "POST").length).toBeGreaterThanOrEqual(7);
    expect(api.filter((call) => call.method === "GET").length).toBeGreaterThan(3);
    for (const call of api) expect(call.authorization).toBe(`Bearer ${TOKEN}`);
  });

  test("is in no URL the page requested, nor in any request body", () => {
    const { requests } = journey.recorded;
    expect(requests.some((request) => request.url.includes(taskPath("req-")))).toBe(true);
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
    // Across the journey: the deck is a virtual list, so a card scrolled far away is not in the page.
    const last = snapshots.map((s) => s.text).join("\n");
    expect(last).toContain(`The service rejected the request: The key ${REDACTED} may not use this prompt.`);
    expect(last).toContain(`The service failed (HTTP 500): Database timeout while checking ${REDACTED}.`);
    expect(last).toContain(`The last check got a refusal: Key ${REDACTED} is suspended.`);
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

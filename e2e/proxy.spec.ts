import { expect, test, type Page } from "./support/test.ts";
import { startAppProcess, type AppProcess } from "../server/test/app-process.ts";
import { submittedRequestId, videoForm, promptBox, submitButton } from "./support/composer.ts";
import { imageUrlFor, openDeck, queriesFor, serveImages, statusBadge, submitThreeD, taskCard } from "./support/deck.ts";
import { ScriptedUpstream } from "./support/scripted-upstream.ts";
import { SANDBOX_TOKEN } from "../src/contract/sandbox-token.ts";
import { uniqueMarker } from "./support/sandbox.ts";
import { API_PREFIX, FILE_PROXY_PATH } from "../src/contract/server-paths.ts";

// `npm start` with UPSTREAM_BASE_URL: the page talks only to its own server, which forwards
// the API, and holds the token when UPSTREAM_TOKEN is set.

test.setTimeout(90_000);

/** Collects what the page's Content-Security-Policy blocks, from before the app's first script. */
async function recordPolicyViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __violations: seen });
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}

/** The page's requests, with the Authorization header each carried. */
function recordRequests(page: Page) {
  const sent: { url: string; authorization: string | undefined }[] = [];
  page.on("request", (request) => sent.push({ url: request.url(), authorization: request.headers().authorization }));
  return sent;
}

test.describe("the production server as a proxy", () => {
  let proxy: AppProcess;

  test.afterEach(async () => {
    const info = test.info();
    if (info.status !== info.expectedStatus) await info.attach("server output", { body: proxy?.output() ?? "" });
    await proxy?.stop();
  });

  test("holding the token: the page asks for none and sends none, and a 3D result is read through the server", async ({
    browser,
    request,
    baseURL,
  }) => {
    // The suite's own server (sandbox mode) plays the real service; its files send no CORS headers.
    proxy = await startAppProcess({ UPSTREAM_BASE_URL: baseURL!, UPSTREAM_TOKEN: SANDBOX_TOKEN });
    const page = await (await browser.newContext({ baseURL: proxy.url })).newPage();
    const sent = recordRequests(page);
    const violations = await recordPolicyViolations(page);
    await serveImages(page);
    await openDeck(page);
    await expect(page.getByLabel("Connection")).toContainText("Service via this server");

    await page.getByRole("button", { name: "Connection settings" }).click();
    const dialog = page.getByRole("dialog", { name: "Connection settings" });
    await expect(
      dialog.getByText("This server adds the access token itself: this browser never holds it."),
    ).toBeVisible();
    await expect(dialog.getByLabel("Access token")).toHaveCount(0);
    await dialog.getByRole("button", { name: "Cancel" }).click();

    const marker = uniqueMarker(test.info());
    const id = await submitThreeD(page, { image: imageUrlFor(marker), level: "low", format: "glb" });
    const card = taskCard(page, id);
    await expect(statusBadge(card)).toHaveText("Completed", { timeout: 20_000 });
    await expect(card.getByRole("img", { name: /^3D preview of model\.zip: [\d,]+ triangles$/ })).toBeVisible({
      timeout: 20_000,
    });

    // The page's submission (the server, holding the token, follows the task itself).
    const api = sent.filter((entry) => entry.url.includes(API_PREFIX));
    expect(api.length).toBeGreaterThanOrEqual(1);
    for (const entry of api) {
      expect(new URL(entry.url).origin).toBe(proxy.url);
      expect(entry.authorization).toBeUndefined();
    }
    // The 3D file came through the server, named with its task; the token (held by the server) in no URL.
    expect(sent.some((entry) => entry.url.startsWith(`${proxy.url}${FILE_PROXY_PATH}?request_id=${id}&url=`))).toBe(
      true,
    );
    // Compose, follow, preview in 3D: nothing the app does trips its own security policy.
    expect(await violations()).toEqual([]);
    // The service (here the sandbox) saw the server's token on every query.
    const queries = await queriesFor(request, id);
    expect(queries.length).toBeGreaterThan(0);
    expect(queries.every((entry) => entry.status === 200)).toBe(true);
  });

  test("passing the browser's token: the settings ask for it, and the service's refusal comes back as such", async ({
    browser,
  }) => {
    const upstream = new ScriptedUpstream("sk-user-token-1234");
    await upstream.start();
    try {
      proxy = await startAppProcess({ UPSTREAM_BASE_URL: upstream.url });
      const page = await (await browser.newContext({ baseURL: proxy.url })).newPage();
      await openDeck(page);
      const form = videoForm(page);
      await promptBox(form).fill("A lighthouse at dusk [Push in]");
      await submitButton(form).click();
      // The sandbox's public token is never offered to a real service: the page sends none, the
      // server refuses that itself (nothing reaches the service), and the page asks.
      const dialog = page.getByRole("dialog", { name: "Connection settings" });
      await expect(dialog.getByRole("alert")).toBeVisible();
      expect(upstream.received).toEqual([]);
      await dialog.getByLabel("Access token").fill("sk-user-token-1234");
      await dialog.getByRole("button", { name: "Save" }).click();
      await submitButton(form).click();
      expect(await submittedRequestId(form)).toBe("req-1");
      expect(upstream.received.at(-1)?.authorization).toBe("Bearer sk-user-token-1234");
      expect(proxy.output()).not.toContain("sk-user-token-1234");
    } finally {
      await upstream.stop();
    }
  });
});

import { expect, test } from "./support/test.ts";
import { startAppProcess, type AppProcess } from "../server/test/app-process.ts";
import { expectNoViolations } from "./support/a11y-scan.ts";
import { openSettings, tasks } from "./support/composer.ts";
import { openDeck } from "./support/deck.ts";
import { SANDBOX_TOKEN } from "../src/contract/sandbox-token.ts";

// axe over the connection settings in each server mode, plain and with a field's error.

test.setTimeout(90_000);

test.describe("accessibility of the connection settings", () => {
  let proxy: AppProcess | undefined;

  test.afterEach(async () => {
    const info = test.info();
    if (proxy && info.status !== info.expectedStatus) await info.attach("server output", { body: proxy.output() });
    await proxy?.stop();
    proxy = undefined;
  });

  test("the connection settings in sandbox mode, plain and with a base-URL error", async ({ page }) => {
    await openDeck(page);
    const settings = await openSettings(page);
    await expect(settings.getByText("Sandbox (built in, on this server)")).toBeVisible();
    await expectNoViolations(page, "the sandbox's connection settings");

    await settings.getByRole("radio", { name: "Another service" }).check();
    await settings.getByLabel("Access token").fill(SANDBOX_TOKEN);
    const baseUrl = settings.getByRole("textbox", { name: "Base URL" });
    await baseUrl.fill("ftp://files.example.test");
    await settings.getByRole("button", { name: "Save" }).click();
    await expect(baseUrl).toHaveAttribute("aria-invalid", "true");
    await expect(baseUrl).toHaveAccessibleDescription(/^Enter an http\(s\) URL/);
    await expectNoViolations(page, "a base-URL error in the connection settings");
  });

  test("the empty app and its connection settings when the server holds the token", async ({ browser, baseURL }) => {
    // The suite's own sandbox stands in for the service; nothing is sent to it here.
    proxy = await startAppProcess({ UPSTREAM_BASE_URL: baseURL!, UPSTREAM_TOKEN: SANDBOX_TOKEN });
    const context = await browser.newContext({ baseURL: proxy.url });
    const page = await context.newPage();
    await openDeck(page);
    await expect(page.getByLabel("Connection")).toContainText("Service via this server");
    await expect(tasks(page).getByText("No tasks yet")).toBeVisible();
    await expectNoViolations(page, "the empty app behind a token-holding server");

    const settings = await openSettings(page);
    await expect(settings.getByText("This server adds the access token itself")).toBeVisible();
    await expect(settings.getByLabel("Access token")).toHaveCount(0);
    await expectNoViolations(page, "the connection settings of a token-holding server");
    await context.close();
  });
});

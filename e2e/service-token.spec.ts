import { expect, test, type Page } from "./support/test.ts";
import { startAppProcess, type AppProcess } from "../server/test/app-process.ts";
import { deckShown, statusBadge, submitVideo, taskCard, useBriskPolling } from "./support/deck.ts";
import { expectNoViolations } from "./support/a11y-scan.ts";
import { uniqueMarker } from "./support/sandbox.ts";
import { SANDBOX_TOKEN } from "../src/contract/sandbox-token.ts";

// Issue 28, item 4: the service token is the workspace's. On a server that keeps it under
// TASKDECK_SECRET (the suite's own sandbox server plays the real service), nothing is sent until
// an owner sets it on the people page; then the owner's task goes through, and the token is
// never shown back.

const OWNER = { email: "owner@example.test", password: "owner's long password" };
test.setTimeout(90_000);

let proxy: AppProcess;
test.afterEach(async () => {
  const info = test.info();
  if (info.status !== info.expectedStatus) await info.attach("server output", { body: proxy?.output() ?? "" });
  await proxy?.stop();
});

async function signIn(page: Page) {
  await page.getByLabel("Email").fill(OWNER.email);
  await page.getByLabel("Password", { exact: true }).fill(OWNER.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(deckShown(page)).toBeVisible();
}

test("an owner sets the service token on the people page: sending works from then on, and the token is never shown", async ({
  browser,
  baseURL,
}, info) => {
  proxy = await startAppProcess({
    UPSTREAM_BASE_URL: baseURL!,
    TASKDECK_SECRET: "a-journey-secret-of-at-least-32-characters",
    TASKDECK_OWNER_EMAIL: OWNER.email,
    TASKDECK_OWNER_PASSWORD: OWNER.password,
  });
  const page = await (await browser.newContext({ baseURL: proxy.url })).newPage();
  await useBriskPolling(page);
  await page.goto("/");
  await signIn(page);

  await page.goto("/people");
  const section = page.getByRole("region", { name: "Service token" });
  await expect(section).toContainText("No service token yet");
  await expectNoViolations(page, "the people page with no service token");
  const field = section.getByLabel("New service token");
  await expect(field).toHaveAttribute("type", "password");
  await field.fill("has a space");
  await section.getByRole("button", { name: "Save token" }).click();
  await expect(section).toContainText("Use only letters, digits");
  await field.fill(SANDBOX_TOKEN);
  await section.getByRole("button", { name: "Save token" }).click();
  await expect(section.getByRole("status")).toHaveText("Token saved.");
  await expect(field).toHaveValue("");
  await expect(section).toContainText(`set by ${OWNER.email}`);
  await expect(page.getByRole("region", { name: "Audit log" })).toContainText("Changed the service token");

  // Shown back nowhere: not on the page once reloaded, nor in what the server answers it.
  await page.reload();
  await expect(page.getByRole("region", { name: "Service token" })).toContainText(`set by ${OWNER.email}`);
  expect(await page.content()).not.toContain(SANDBOX_TOKEN);

  // The owner's task goes to the service with the workspace's token, and finishes.
  await page.goto("/");
  const marker = uniqueMarker(info);
  await submitVideo(page, `${marker} a fox`);
  await expect(statusBadge(taskCard(page, marker))).toHaveText("Completed", { timeout: 30_000 });
});

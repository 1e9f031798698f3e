import { expect, test, type Page } from "./support/test.ts";
import { openComposer, setAccessToken } from "./support/composer.ts";
import { startAppProcess, type AppProcess } from "../server/test/app-process.ts";
import { expectNoViolations } from "./support/a11y-scan.ts";
import { armFault, expectSubmissions, submissionsWith, uniqueMarker } from "./support/sandbox.ts";
import { runOf, sendRun } from "./support/runs.ts";

// A QA run's cells sent at a safe pace (issue 16 §2), built in the composer's Matrix and sent to
// the sandbox: its request log proves what reached it, and how many times. In a shared
// workspace (the sandbox's, by default) the server sends them (issue 27), with no page open; a
// page whose server passes its token on sends them itself.

/** Sets the runs' pace in the connection settings, as a person would. */
async function setPace(page: Page, atOnce: number, perMinute: number) {
  await page.getByRole("button", { name: "Connection settings" }).click();
  const dialog = page.getByRole("dialog", { name: "Connection settings" });
  await dialog.getByRole("spinbutton", { name: "Tasks at once" }).fill(String(atOnce));
  await dialog.getByRole("spinbutton", { name: "Submissions a minute" }).fill(String(perMinute));
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
}

test("a run paused by an armed 500 says why, sends nothing more, and completes once resumed", async ({
  page,
  request,
}, info) => {
  // A pause, a question, a resume and three tasks to their end: on a loaded CI machine, over 30 s.
  test.setTimeout(60_000);
  const marker = uniqueMarker(info);
  const prompts = ["a", "b", "c"].map((letter) => `${marker} ${letter} a lighthouse at dusk`);
  await armFault(request, { kind: "http500", on: "submit", count: 1, match: `${marker} b` });
  await openComposer(page);
  await setPace(page, 1, 30);
  const { run, sending } = await sendRun(page, marker, prompts);

  await expect(sending.getByRole("status")).toHaveText(/^Paused: The service failed \(HTTP 500\)/);
  await expect(sending.getByText("1 cell not yet sent")).toBeVisible();
  await expectSubmissions(request, marker, [200, 500]);

  // Cancel remaining asks first; keeping them changes nothing.
  await sending.getByRole("button", { name: "Cancel remaining" }).click();
  const confirm = page.getByRole("dialog", { name: "Cancel the remaining cells?" });
  await expect(confirm.getByRole("button", { name: "Keep them" })).toBeFocused();
  await expectNoViolations(page, "the question before cancelling a run's remaining cells");
  await confirm.getByRole("button", { name: "Keep them" }).click();
  await sending.getByRole("button", { name: "Resume" }).click();
  await expect(sending.getByRole("status")).toHaveText("Nothing left to send.");
  const sent = await expectSubmissions(request, marker, [200, 500, 200]);
  expect(sent.map((entry) => (entry.body as { prompt?: string }).prompt)).toEqual(prompts);
  await expect(run.getByRole("status").first()).toHaveText(/^3 of 3 finished, 1 failed$/, { timeout: 20_000 });
});

test("closing every page does not stop a run: its server sends every cell, and a page opened later finds all 6 finished", async ({
  browser,
  request,
}, info) => {
  test.setTimeout(60_000);
  const marker = uniqueMarker(info);
  const prompts = ["a", "b", "c", "d", "e", "f"].map((letter) => `${marker} ${letter} a kite over dunes`);
  const sender = await browser.newContext();
  const page = await sender.newPage();
  await openComposer(page);
  const { sending } = await sendRun(page, marker, prompts);
  await expect(sending.getByRole("status")).toHaveText(/^The server is sending it|^Nothing left to send\.$/);
  await sender.close();

  const sent = await expectSubmissions(request, marker, Array(6).fill(200), 30_000);
  expect(sent.map((entry) => (entry.body as { prompt?: string }).prompt).sort()).toEqual(prompts);
  const later = await (await browser.newContext()).newPage();
  await later.goto("/");
  const { run } = runOf(later, marker);
  await expect(run.getByRole("status").first()).toHaveText(/^6 of 6 finished$/, { timeout: 30_000 });
  await expect(runOf(later, marker).sending.getByRole("status")).toHaveText("Nothing left to send.");
  expect(await submissionsWith(request, marker)).toHaveLength(6);
  await later.context().close();
});

test.describe("a page that sends its runs itself (its server passes the page's token on)", () => {
  // A token of its own: the sandbox's published one is never passed on to a service.
  const TOKEN = "run-queue-journey-token-1";
  test.use({ serverEnv: { SANDBOX_TOKEN: TOKEN } });
  let proxy: AppProcess | null = null;
  test.afterEach(async () => {
    await proxy?.stop();
  });

  test("after a reload mid-run nothing is sent until Resume, and no cell twice", async ({
    browser,
    request,
    baseURL,
  }, info) => {
    // A server of its own, a trip through the settings, a reload and a quiet wait.
    test.setTimeout(60_000);
    proxy = await startAppProcess({ UPSTREAM_BASE_URL: baseURL! });
    const page = await (await browser.newContext({ baseURL: proxy.url })).newPage();
    const marker = uniqueMarker(info);
    const prompts = ["a", "b", "c"].map((letter) => `${marker} ${letter} a lighthouse at dawn`);
    await openComposer(page);
    // One a minute: the first cell leaves, the others wait for the window.
    await setPace(page, 1, 1);
    await setAccessToken(page, TOKEN);
    await sendRun(page, marker, prompts);
    await expectSubmissions(request, marker, [200]);

    await page.reload();
    const { sending } = runOf(page, marker);
    await expect(sending.getByRole("status")).toHaveText(/^Paused: The page that was sending this run closed/);
    await expect(sending.getByText("2 cells not yet sent")).toBeVisible();
    // A few seconds in which a resumed queue would have sent (a new page's window is empty).
    await page.waitForTimeout(3000);
    expect(await submissionsWith(request, marker)).toHaveLength(1);

    await setPace(page, 2, 30);
    await sending.getByRole("button", { name: "Resume" }).click();
    const sent = await expectSubmissions(request, marker, [200, 200, 200]);
    expect(sent.map((entry) => (entry.body as { prompt?: string }).prompt).sort()).toEqual(prompts);
    await expect(sending.getByRole("status")).toHaveText("Nothing left to send.");
  });
});

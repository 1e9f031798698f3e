import { expectNoViolations } from "./support/a11y-scan.ts";
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from "./support/test.ts";
import { tasks, openDetails } from "./support/composer.ts";
import { statusBadge, statusFilter, submitVideo, taskCard, toolbarCount } from "./support/deck.ts";
import { startAppProcess, type AppProcess } from "../server/test/app-process.ts";
import { openDeckWith } from "./support/resilience-setup.ts";
import { SANDBOX_TOKEN } from "../src/contract/sandbox-token.ts";
import { uniqueMarker, type LoggedRequest } from "./support/sandbox.ts";
import { SANDBOX_REQUESTS_PATH } from "../src/contract/server-paths.ts";

// A server killed (SIGKILL, as a crash or a redeploy would) in the middle of ten running tasks,
// then started again: through a proxy the tasks live on at the service and every card
// completes; with the sandbox itself, its memory is gone and every card says so, once.
test.setTimeout(180_000);
// Long enough that the first of ten is still running when the tenth is in, on a busy machine;
// the sandbox-mode tasks never need to finish.
const TASK_SECONDS = { proxy: 60, sandbox: 60 };
const SETTLES = { timeout: 90_000 };
const RUNNING = new Set(["Submitting", "Submitted", "Queued", "Pending", "In progress"]);

const servers: AppProcess[] = [];
const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  const info = test.info();
  for (const context of contexts.splice(0)) await context.close();
  for (const server of servers.splice(0)) {
    if (info.status !== info.expectedStatus) await info.attach("server output", { body: server.output() });
    await server.stop();
  }
});

async function start(env: Record<string, string>): Promise<AppProcess> {
  const server = await startAppProcess(env);
  servers.push(server);
  return server;
}

async function openOn(browser: Browser, server: AppProcess): Promise<Page> {
  // The history mounts only the cards near its view (70% of the window's height): a tall
  // window holds all ten, as a person would scroll to each.
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 2400 } });
  contexts.push(context);
  const page = await context.newPage();
  await openDeckWith(page);
  return page;
}

/** Ten tasks, each prompt its own so the duplicate guard never asks; their request_ids. */
async function submitTen(page: Page, marker: string): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 1; i <= 10; i++) ids.push(await submitVideo(page, `Lantern ${i} of ten drifts downstream ${marker}`));
  await expect(tasks(page).getByRole("article").filter({ hasText: marker })).toHaveCount(10);
  return ids;
}

/** Every card's status badge, in the order of the ids. */
async function badges(page: Page, ids: string[]): Promise<string[]> {
  return Promise.all(ids.map((id) => statusBadge(taskCard(page, id)).innerText()));
}

async function log(request: APIRequestContext, server: AppProcess): Promise<LoggedRequest[]> {
  const response = await request.get(`${server.url}${SANDBOX_REQUESTS_PATH}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { requests: LoggedRequest[] }).requests;
}

const queriesOf = (entries: LoggedRequest[], id: string) =>
  entries.filter((entry) => entry.method === "GET" && entry.path.endsWith(`/${id}`)).map((entry) => entry.status);

test.describe("resilience: a server restart under ten running tasks", () => {
  test("proxy mode: the deck says its server is away, and all ten complete once it is back", async ({ browser }) => {
    const marker = uniqueMarker(test.info());
    const service = await start({ SANDBOX_TASK_SECONDS: String(TASK_SECONDS.proxy) });
    // It holds the token, so it follows the tasks itself (its pages do not check them).
    const proxy = await start({ UPSTREAM_BASE_URL: service.url, UPSTREAM_TOKEN: SANDBOX_TOKEN });
    const page = await openOn(browser, proxy);
    const ids = await submitTen(page, marker);
    for (const shown of await badges(page, ids)) expect(RUNNING).toContain(shown);

    await proxy.stop();
    // The deck says why nothing moves; every card keeps its last good record.
    await expect(page.getByRole("status").filter({ hasText: "This Taskdeck server cannot be reached" })).toBeVisible();
    await expectNoViolations(page, "the deck with its server away");
    for (const id of ids) {
      const card = taskCard(page, id);
      await openDetails(card);
      await expect(card.getByText(id, { exact: true })).toBeVisible();
    }
    for (const shown of await badges(page, ids)) expect(RUNNING).toContain(shown);

    await proxy.start();
    // A check the killed proxy had under way holds its task until the claim, no longer renewed,
    // runs out (CHECK_LEASE_MS in server/workspace/follower.ts, 10 s): then the new process takes
    // it up. SETTLES leaves a busy machine ample room for that, and for the tasks' own 60 s.
    // Counted by the Completed filter: as finished cards grow taller, the virtual list leaves the far ones out of the page.
    await statusFilter(page).selectOption("COMPLETED");
    await expect(toolbarCount(page)).toHaveText(`Showing ${ids.length} of ${ids.length} tasks`, SETTLES);
    await statusFilter(page).selectOption({ label: "All" });
    await expect(tasks(page).getByText(/The last check got/)).toHaveCount(0);
    await expect(page.getByText("This Taskdeck server cannot be reached")).toHaveCount(0);
  });

  test("sandbox mode: a restart forgets the tasks; each card says it is unknown to the server and polling stops", async ({
    browser,
    request,
  }) => {
    const marker = uniqueMarker(test.info());
    const sandbox = await start({ SANDBOX_TASK_SECONDS: String(TASK_SECONDS.sandbox) });
    const page = await openOn(browser, sandbox);
    const ids = await submitTen(page, marker);
    for (const shown of await badges(page, ids)) expect(RUNNING).toContain(shown);

    await sandbox.stop();
    await sandbox.start();
    for (const id of ids) {
      const card = taskCard(page, id);
      await expect(card.getByText(/^Unknown to the server: the task expired/)).toBeVisible(SETTLES);
      await expect(statusBadge(card)).toHaveText("Unknown to the server");
      await expect(card.getByRole("progressbar")).toHaveCount(0);
      await expect(card.getByRole("button", { name: "Check now" })).toHaveCount(0);
      await openDetails(card);
      await expect(card.getByText(id, { exact: true })).toBeVisible();
    }
    // Each was asked about once after the restart, answered 404, and never again while a new
    // task is followed through several checks.
    const after404 = await log(request, sandbox);
    for (const id of ids) expect(queriesOf(after404, id)).toEqual([404]);
    const controlId = await submitVideo(page, `A control lantern, lit after the restart ${marker}`);
    await expect
      .poll(async () => queriesOf(await log(request, sandbox), controlId).length, SETTLES)
      .toBeGreaterThanOrEqual(3);
    const later = await log(request, sandbox);
    for (const id of ids) expect(queriesOf(later, id)).toEqual([404]);
  });
});

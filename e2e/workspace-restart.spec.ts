import { expect, test, type BrowserContext } from "./support/test.ts";
import { openDeck, statusBadge, submitVideo, taskCard } from "./support/deck.ts";
import { verdictOf } from "./support/verdict.ts";
import { uniqueMarker } from "./support/sandbox.ts";
import { startAppProcess, type AppProcess } from "../server/test/app-process.ts";

// The workspace outlives its server (issue 27): a task and its verdict given before the server
// is killed (kill -9) and started again are there after it, on both devices, and on a third
// that never saw them (its browser holds nothing: all it shows comes from the server).

let server: AppProcess | null = null;
test.afterEach(async () => {
  await server?.stop();
});

test("a task and its verdict are still there after the server is killed and started again", async ({
  browser,
}, info) => {
  test.setTimeout(90_000);
  server = await startAppProcess({ SANDBOX_TASK_SECONDS: "2", FOLLOW_POLL_SECONDS: "1" });
  const contexts: BrowserContext[] = [];
  const device = async () => {
    contexts.push(await browser.newContext({ baseURL: server!.url }));
    return contexts.at(-1)!.newPage();
  };
  const [one, two] = [await device(), await device()];
  await Promise.all([openDeck(one), openDeck(two)]);
  const requestId = await submitVideo(one, `Swans on a lake ${uniqueMarker(info)}`);
  await expect(statusBadge(taskCard(two, requestId))).toHaveText("Completed", { timeout: 20_000 });
  await verdictOf(taskCard(two, requestId)).getByRole("button", { name: "Fail" }).click();
  await expect(verdictOf(taskCard(one, requestId)).getByRole("button", { name: "Fail" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  await server.stop();
  await server.start();
  for (const page of [one, two, await device()]) {
    await openDeck(page);
    await expect(statusBadge(taskCard(page, requestId))).toHaveText("Completed", { timeout: 10_000 });
    await expect(verdictOf(taskCard(page, requestId)).getByRole("button", { name: "Fail" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  }
  await Promise.all(contexts.map((context) => context.close()));
});

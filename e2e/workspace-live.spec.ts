import { expect, FROM_THE_STREAM, test } from "./support/test.ts";
import { openDeck, queriesFor, statusBadge, submitVideo, taskCard } from "./support/deck.ts";
import { verdictOf } from "./support/verdict.ts";
import { armFault, uniqueMarker } from "./support/sandbox.ts";
import { WORKSPACE_TASKS_PATH, sharedPageSchema } from "../src/contract/shared-task.ts";

// One workspace for every browser of a server (issue 27): what one device sends shows on the
// others within a second (the bench measures it: scripts/bench/workspace-live.ts), and its server follows it to the end whether or not a page is open.

test.setTimeout(60_000);

test("a task and its verdict, given on one device, show on another, heard from the workspace", async ({
  browser,
}, info) => {
  const [one, two] = [await browser.newContext(), await browser.newContext()];
  try {
    const [sender, watcher] = [await one.newPage(), await two.newPage()];
    await Promise.all([openDeck(sender), openDeck(watcher)]);
    const requestId = await submitVideo(sender, `Geese over a marsh ${uniqueMarker(info)}`);
    await expect(taskCard(watcher, requestId)).toBeVisible(FROM_THE_STREAM);
    await expect(statusBadge(taskCard(watcher, requestId))).toHaveText("Completed", { timeout: 20_000 });
    await expect(statusBadge(taskCard(sender, requestId))).toHaveText("Completed");
    // The result plays on the device that did not send it.
    await expect(taskCard(watcher, requestId).locator("video")).toHaveAttribute("src", /^http:\/\/127\.0\.0\.1:/);

    // A verdict given on one shows on the other, and a change to it comes back.
    await verdictOf(taskCard(watcher, requestId)).getByRole("button", { name: "Pass" }).click();
    const onSender = verdictOf(taskCard(sender, requestId));
    await expect(onSender.getByRole("button", { name: "Pass" })).toHaveAttribute(
      "aria-pressed",
      "true",
      FROM_THE_STREAM,
    );
    // The star's label takes the click (its radio is visually hidden).
    await onSender
      .locator("label")
      .filter({ has: sender.getByRole("radio", { name: "4 stars" }) })
      .click();
    const onWatcher = verdictOf(taskCard(watcher, requestId));
    await expect(onWatcher.getByRole("radio", { name: "4 stars" })).toBeChecked(FROM_THE_STREAM);
    await expect(onWatcher.getByRole("button", { name: "Pass" })).toHaveAttribute("aria-pressed", "true");
  } finally {
    await Promise.all([one.close(), two.close()]);
  }
});

test("with every page closed, the server follows on: a device opened later finds it completed", async ({
  browser,
  request,
}, info) => {
  const one = await browser.newContext();
  const page = await one.newPage();
  await openDeck(page);
  const requestId = await submitVideo(page, `A heron at dusk ${uniqueMarker(info)}`);
  await one.close();
  const closedAt = Date.now();

  // The sandbox's task takes 4 s: it is checked meanwhile, by the server alone.
  await expect
    .poll(async () => (await queriesFor(request, requestId)).filter((q) => Date.parse(q.at) > closedAt).length, {
      timeout: 15_000,
    })
    .toBeGreaterThan(1);
  // …until the workspace holds its end.
  const statusHeld = async () => {
    const { tasks } = sharedPageSchema.parse(await (await request.get(`${WORKSPACE_TASKS_PATH}?since=0`)).json());
    return (tasks.find((task) => task.requestId === requestId)?.record as { status?: string } | null)?.status;
  };
  await expect.poll(statusHeld, { timeout: 15_000 }).toBe("COMPLETED");

  const later = await browser.newContext();
  try {
    const fresh = await later.newPage();
    await openDeck(fresh);
    await expect(statusBadge(taskCard(fresh, requestId))).toHaveText("Completed", { timeout: 3_000 });
  } finally {
    await later.close();
  }
});

test("a check of the server's that fails shows on the card, and the task completes once checks answer again", async ({
  page,
  request,
}, info) => {
  await openDeck(page);
  const requestId = await submitVideo(page, `A lighthouse in fog ${uniqueMarker(info)}`);
  await armFault(request, { kind: "http500", on: "query", count: 2, match: requestId });
  const card = taskCard(page, requestId);
  await expect(card.getByText("The last check got HTTP 500. Retrying…")).toBeVisible({ timeout: 10_000 });
  await expect(statusBadge(card)).toHaveText("Completed", { timeout: 30_000 });
  await expect(card.getByText(/The last check got/)).toHaveCount(0);
});

import { expect, test } from "./support/test.ts";
import { IMAGE_HOST, VIDEO_MODEL, openDeck, statusBadge, taskCard } from "./support/deck.ts";
import { finishedTask, historyFile, importHistory } from "./support/history.ts";
import { expectNoViolations } from "./support/a11y-scan.ts";
import { verdictOf } from "./support/verdict.ts";

// Moving in (issue 27, point 6): the tasks a browser kept before it met its workspace (here,
// read from a history file) go to the workspace once, with their verdicts; every device then
// sees them, and nothing is offered or doubled again.

test("a browser's own history moves into the workspace once, verdicts and all, and shows on another device", async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const [one, two] = [await browser.newContext(), await browser.newContext()];
  try {
    const [mine, other] = [await one.newPage(), await two.newPage()];
    await openDeck(mine);
    const owl = (status: "COMPLETED" | "FAILED", index: number) =>
      finishedTask(index, {
        id: `moved-in-owl-${index}`,
        requestId: `2025060100000000movedinowl${index}`,
        mode: "video",
        body: { model: VIDEO_MODEL, prompt: `An owl before the workspace, ${index}` },
        status,
        ...(status === "COMPLETED" ? { data: { video_urls: [`${IMAGE_HOST}/moved-in-owl.mp4`] } } : {}),
      });
    await importHistory(mine, historyFile([owl("COMPLETED", 0), owl("FAILED", 1)]));
    await expect(taskCard(mine, "the workspace, 0")).toBeVisible();
    await verdictOf(taskCard(mine, "the workspace, 0")).getByRole("button", { name: "Pass" }).click();

    const offer = mine.getByRole("region", { name: "Move this browser's tasks in" });
    await expect(offer).toContainText("This browser holds 2 tasks of its own");
    await expectNoViolations(mine, "the offer to move a browser's own tasks into the workspace");
    await offer.getByRole("button", { name: "Move them in" }).click();
    await expect(mine.getByRole("status").filter({ hasText: "Moved 2 tasks into the workspace." })).toBeVisible();

    await openDeck(other);
    await expect(statusBadge(taskCard(other, "the workspace, 0"))).toHaveText("Completed");
    await expect(statusBadge(taskCard(other, "the workspace, 1"))).toHaveText("Failed");
    await expect(verdictOf(taskCard(other, "the workspace, 0")).getByRole("button", { name: "Pass" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    // Once: the moved tasks are the workspace's now, offered no more on either device.
    await mine.reload();
    await expect(taskCard(mine, "the workspace, 1")).toBeVisible();
    await expect(offer).toHaveCount(0);
    await expect(other.getByRole("region", { name: "Move this browser's tasks in" })).toHaveCount(0);
  } finally {
    await Promise.all([one.close(), two.close()]);
  }
});

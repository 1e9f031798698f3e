import { expect, test } from "./support/test.ts";
import { tasks, openDetails } from "./support/composer.ts";
import {
  announcer,
  cardHistory,
  downloadButton,
  FAIL_REASON,
  fetchRecord,
  openDeck,
  progressBar,
  progressValue,
  recordCard,
  statusBadge,
  statusSequence,
  submitVideo,
  taskCard,
  VIDEO_MODEL,
} from "./support/deck.ts";
import { escapeRegExp, expectSubmissions, uniqueMarker } from "./support/sandbox.ts";
import { sandboxFilePath } from "../src/contract/server-paths.ts";

// Tasks of SANDBOX_TASK_SECONDS (4 s in the tests) followed to the end on a slow machine.
test.setTimeout(60_000);
const FINISHES = { timeout: 20_000 };

test.describe("deck: following a task", () => {
  test("a text-to-video task goes Submitting → In progress with a rising bar → Completed, and its video plays", async ({
    page,
    request,
  }) => {
    const marker = uniqueMarker(test.info());
    await openDeck(page);
    await recordCard(page, marker);
    const requestId = await submitVideo(page, `A lighthouse beam sweeps the fog ${marker}`);

    const card = taskCard(page, marker);
    await expect(card).toHaveCount(1);
    // Titled by the prompt's first words, the model beneath.
    await expect(card).toHaveAccessibleName(new RegExp(`^A lighthouse beam sweeps the fog… Video · ${VIDEO_MODEL}$`));
    await expect(card).toContainText(requestId);

    await expect(statusBadge(card)).toHaveText("In progress", FINISHES);
    const running = await progressValue(card);
    expect(running).not.toBeNull();
    expect(running).toBeLessThan(100);
    await openDetails(card);
    await expect(card.getByText("Started")).toBeVisible();

    await expect(statusBadge(card)).toHaveText("Completed", FINISHES);
    await expect(progressBar(card)).toHaveCount(0);
    await expect(announcer(page)).toContainText(`Video task ${VIDEO_MODEL}: completed`);

    // Everything the card showed on the way, however briefly: the statuses in order, and a
    // progress value that climbed over at least two checks while the task ran.
    const history = await cardHistory(page, marker);
    const statuses = statusSequence(history);
    expect(statuses.indexOf("Submitting")).toBeGreaterThanOrEqual(0);
    expect(statuses.indexOf("In progress")).toBeGreaterThan(statuses.indexOf("Submitting"));
    expect(statuses.at(-1)).toBe("Completed");
    const climbing = history
      .filter((shown) => shown.status === "In progress" && shown.progress !== null)
      .map((shown) => Number(shown.progress));
    expect(new Set(climbing).size, `progress seen while running: ${climbing.join(", ")}`).toBeGreaterThanOrEqual(2);
    expect(climbing).toEqual([...climbing].sort((a, b) => a - b));
    expect(Math.max(...climbing)).toBeLessThan(100);

    // The result really loads in the player: from the sandbox's link, then from the workspace's copy.
    const video = card.getByLabel("Result video 1");
    const sandboxed = escapeRegExp(sandboxFilePath(requestId, "video.mp4"));
    await expect(video).toHaveAttribute("src", new RegExp(`(${sandboxed}|/__taskdeck/archive/[^/]+/0/video\\.mp4)$`));
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), FINISHES).toBeGreaterThanOrEqual(2);
    await expect(downloadButton(card)).toHaveAccessibleDescription(new RegExp(`^\\S+_${requestId}\\.mp4$`));

    // The provider's task_id as the sandbox knows it, with its copy button; the durations.
    const record = await fetchRecord(request, requestId);
    expect(record.status).toBe("COMPLETED");
    expect(record.task_id).not.toBe("");
    await expect(card.getByText(record.task_id, { exact: true })).toBeVisible();
    await expect(card.getByRole("button", { name: "Copy task_id" })).toBeVisible();
    await expect(card.getByRole("button", { name: "Copy request_id" })).toBeVisible();
    await expect(card.getByText("Queued for")).toBeVisible();
    await expect(card.getByText("Ran for")).toBeVisible();
    // Final: it can no longer change, so there is nothing to check.
    await expect(card.getByRole("button", { name: "Check now" })).toHaveCount(0);

    await expectSubmissions(request, marker, [200]);
  });

  test("a reload in the middle of a task brings the card back, and it still completes", async ({ page }) => {
    const marker = uniqueMarker(test.info());
    await openDeck(page);
    const requestId = await submitVideo(page, `A paper boat drifts down a gutter ${marker}`);
    const card = taskCard(page, marker);
    await expect(statusBadge(card)).toHaveText("In progress", FINISHES);

    await page.reload();
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(requestId);
    await openDetails(card);
    await expect(card.getByText(requestId, { exact: true })).toBeVisible();
    await expect(statusBadge(card)).toHaveText("Completed", FINISHES);
    await expect(progressBar(card)).toHaveCount(0);
    await expect(card.getByLabel("Result video 1")).toBeVisible();
    // Still one card: the reload restored the task, it did not resubmit it.
    await expect(tasks(page).getByRole("article")).toHaveCount(1);
  });

  test("a failing task ends Failed with its reason under “Why it failed”", async ({ page, request }) => {
    const marker = uniqueMarker(test.info());
    await openDeck(page);
    const requestId = await submitVideo(page, `A glass vase shatters in slow motion ${marker} #fail`);
    const card = taskCard(page, marker);

    await expect(statusBadge(card)).toHaveText("Failed", FINISHES);
    const why = card.getByRole("group", { name: "Why it failed" });
    await expect(why).toBeVisible();
    await expect(why).toContainText(FAIL_REASON);
    await expect(card.getByLabel("Result video 1")).toHaveCount(0);
    await expect(announcer(page)).toContainText(`Video task ${VIDEO_MODEL}: failed`);

    const record = await fetchRecord(request, requestId);
    expect(record.status).toBe("FAILED");
  });
});

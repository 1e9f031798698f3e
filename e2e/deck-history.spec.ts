import { expect, test, type Locator, type Page } from "./support/test.ts";
import { tasks } from "./support/composer.ts";
import {
  cardAction,
  emptyDeck,
  historyList,
  modeFilter,
  openDeck,
  searchBox,
  serveImages,
  statusBadge,
  statusFilter,
  THREE_D_MODEL,
  toolbarCount,
  VIDEO_MODEL,
} from "./support/deck.ts";
import { finishedTask, historyFile, importHistory } from "./support/history.ts";
import { escapeRegExp } from "./support/sandbox.ts";
import type { ExportedTask } from "../src/contract/history-document.ts";

const RARE_WORD = "zeppelin";

/**
 * `count` finished tasks (so nothing is polled): every third one 3D, every fourth one failed,
 * and the rare word in the prompts of about ten video tasks.
 */
function importedTasks(count: number): ExportedTask[] {
  return Array.from({ length: count }, (_, i) => {
    const mode = i % 3 === 0 ? "3d" : "video";
    const requestId = `2025060100000000imported${String(i).padStart(5, "0")}`;
    const body =
      mode === "3d"
        ? {
            model: THREE_D_MODEL,
            image: `https://images.example.test/imported-${i}.png`,
            prompt: "--subdivisionlevel low --fileformat glb",
          }
        : {
            model: VIDEO_MODEL,
            prompt: `Imported clip number ${i}: a harbour at dawn${i % 500 === 1 || i % 500 === 2 ? ` with a ${RARE_WORD}` : ""}`,
          };
    const status = i % 4 === 1 ? "FAILED" : "COMPLETED";
    return finishedTask(i, { id: `imported-${i}`, requestId, taskId: `imported-task-${i}`, mode, body, status });
  });
}

const shownText = (shown: number, total: number) =>
  `Showing ${shown.toLocaleString("en")} of ${total.toLocaleString("en")} ${total === 1 ? "task" : "tasks"}`;

/** Every card in the page (the list holds only a window of them) passes the check. */
async function forEveryRenderedCard(page: Page, check: (card: Locator) => Promise<void>) {
  const cards = tasks(page).getByRole("article");
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) await check(card);
}

test.describe("deck: history", () => {
  test("an imported history of 5,000 tasks renders a window of cards, filters, and imports again without doubles", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const imported = importedTasks(5000);
    const rare = imported.filter((task) => String(task.body.prompt).includes(RARE_WORD));
    const failed = imported.filter((task) => task.record?.status === "FAILED");
    const threeD = imported.filter((task) => task.mode === "3d");
    const failedThreeD = failed.filter((task) => task.mode === "3d");
    expect(rare.length).toBeGreaterThanOrEqual(8);
    expect(rare.length).toBeLessThanOrEqual(15);

    await serveImages(page);
    await openDeck(page);
    // An empty deck shows no filters, only its Import button and the empty state.
    await expect(emptyDeck(page)).toBeVisible();
    const file = historyFile(imported, "taskdeck-history.json");
    await importHistory(page, file);

    await expect(tasks(page).getByText("Imported 5,000 tasks.")).toBeVisible({ timeout: 20_000 });
    await expect(toolbarCount(page)).toHaveText(shownText(5000, 5000));
    // Virtualised: only the cards near the view are in the page, each saying where it stands.
    const items = historyList(page).getByRole("listitem");
    await expect(items.first()).toHaveAttribute("aria-setsize", "5000");
    expect(await tasks(page).getByRole("article").count()).toBeLessThan(50);
    // Newest first: the last task imported is on top.
    await expect(items.first()).toHaveAttribute("aria-posinset", "1");
    await expect(items.first()).toContainText("Imported clip number 4999:");

    // Scrolling to the end brings the oldest task into the page.
    // (Cards are measured as they render, so the end may move once: scroll until it is reached.)
    await expect(async () => {
      // The page scrolls as one (the list has no scroll box of its own).
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight }));
      await expect(tasks(page).getByRole("article").filter({ hasText: "imported00000" })).toBeVisible({
        timeout: 1_000,
      });
    }).toPass();
    await expect(tasks(page).getByRole("article").filter({ hasText: "imported04999" })).toHaveCount(0);
    expect(await tasks(page).getByRole("article").count()).toBeLessThan(50);

    await searchBox(page).fill(RARE_WORD);
    await expect(toolbarCount(page)).toHaveText(shownText(rare.length, 5000));
    await forEveryRenderedCard(page, (card) => expect(card).toContainText(RARE_WORD));
    await searchBox(page).fill(`${RARE_WORD} number 1001`);
    await expect(toolbarCount(page)).toHaveText(shownText(1, 5000));
    await expect(tasks(page).getByRole("article")).toHaveCount(1);
    await expect(tasks(page).getByRole("article")).toContainText("Imported clip number 1001:");
    await searchBox(page).fill("");

    await statusFilter(page).selectOption({ label: "Failed" });
    await expect(toolbarCount(page)).toHaveText(shownText(failed.length, 5000));
    await forEveryRenderedCard(page, (card) => expect(statusBadge(card)).toHaveText("Failed"));

    await modeFilter(page).selectOption({ label: "3D" });
    await expect(toolbarCount(page)).toHaveText(shownText(failedThreeD.length, 5000));
    await statusFilter(page).selectOption({ label: "All" });
    await expect(toolbarCount(page)).toHaveText(shownText(threeD.length, 5000));
    // Each card is named by its prompt's first words, then its kind and model.
    const threeDName = new RegExp(` 3D · ${escapeRegExp(THREE_D_MODEL)}$`);
    await forEveryRenderedCard(page, (card) => expect(card).toHaveAccessibleName(threeDName));
    await modeFilter(page).selectOption({ label: "Video" });
    await expect(toolbarCount(page)).toHaveText(shownText(5000 - threeD.length, 5000));
    await modeFilter(page).selectOption({ label: "All" });
    await expect(toolbarCount(page)).toHaveText(shownText(5000, 5000));

    // The same file again: every task is recognised, none is added.
    await importHistory(page, file);
    await expect(tasks(page).getByText("Imported 0 tasks; 5,000 already here were merged.")).toBeVisible({
      timeout: 20_000,
    });
    await expect(toolbarCount(page)).toHaveText(shownText(5000, 5000));

    // The imported history is kept like any other.
    await page.reload();
    await expect(toolbarCount(page)).toHaveText(shownText(5000, 5000), { timeout: 20_000 });
  });

  test("Remove asks first: Keep it keeps the task, Remove forgets it for good", async ({ page }) => {
    const imported = importedTasks(3).filter((task) => task.mode === "video");
    await openDeck(page);
    await importHistory(page, historyFile(imported));
    await expect(toolbarCount(page)).toHaveText(shownText(2, 2));
    const card = tasks(page).getByRole("article").filter({ hasText: "Imported clip number 1:" });
    const dialog = page.getByRole("dialog", { name: "Remove this task from the history?" });

    // The virtual list may still be placing the cards it just received: a click that lands while
    // the card moves misses it, so the click is tried again until the dialog opens. The dialog's
    // chunk may take a while on a busy machine: once it is open, nothing is clicked behind it.
    await expect(async () => {
      if (!(await dialog.isVisible())) await (await cardAction(card, "Remove")).click({ timeout: 2_000 });
      await expect(dialog).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
    await expect(dialog).toContainText(imported[0]!.requestId!);
    await dialog.getByRole("button", { name: "Keep it" }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toBeVisible();
    await expect(toolbarCount(page)).toHaveText(shownText(2, 2));

    await (await cardAction(card, "Remove")).click();
    await dialog.getByRole("button", { name: "Remove" }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toHaveCount(0);
    await expect(toolbarCount(page)).toHaveText(shownText(1, 1));
    await expect(tasks(page).getByRole("article").filter({ hasText: "Imported clip number 2:" })).toBeVisible();

    await page.reload();
    await expect(toolbarCount(page)).toHaveText(shownText(1, 1));
    await expect(card).toHaveCount(0);
  });
});

import { expect, test } from "./support/test.ts";
import {
  announcer,
  queriesFor,
  statusBadge,
  statusFilter,
  submitVideo,
  taskCard,
  toolbarCount,
  openDeck,
  VIDEO_MODEL,
} from "./support/deck.ts";
import { csvLines, exported } from "./support/export.ts";
import { tasks } from "./support/composer.ts";
import { uniqueMarker } from "./support/sandbox.ts";
import { SANDBOX_RESET_PATH } from "../src/contract/server-paths.ts";

// Resets the whole sandbox, so it runs alone (the "isolated" project), after the parallel journeys.
test.setTimeout(60_000);
const FINISHES = { timeout: 20_000 };
const FORGOTTEN = "Unknown to the server";

test.describe("deck: a task the server forgets", () => {
  test("after a sandbox reset the card, the live region, the filter and the CSV say the same, and polling stops", async ({
    page,
    request,
  }) => {
    const forgotten = uniqueMarker(test.info());
    const control = uniqueMarker(test.info());
    await openDeck(page);
    const requestId = await submitVideo(page, `A kettle comes to the boil ${forgotten}`);
    const card = taskCard(page, forgotten);
    await expect(statusBadge(card)).toHaveText("In progress", FINISHES);

    // The server restarts: every task, fault and logged request is gone.
    const reset = await request.post(SANDBOX_RESET_PATH);
    expect(reset.ok()).toBe(true);

    // The card: its last running status and progress no longer hold.
    await expect(statusBadge(card)).toHaveText(FORGOTTEN, FINISHES);
    await expect(card.getByText(/^Unknown to the server: the task expired/)).toBeVisible();
    await expect(card.getByRole("progressbar")).toHaveCount(0);
    await expect(card.getByRole("button", { name: "Check now" })).toHaveCount(0);
    // The live region.
    await expect(announcer(page)).toContainText(`Video task ${VIDEO_MODEL}: ${FORGOTTEN.toLowerCase()}`);
    // The filter files it under the same words.
    await statusFilter(page).selectOption({ label: FORGOTTEN });
    await expect(toolbarCount(page)).toHaveText("Showing 1 of 1 task");
    await expect(card).toBeVisible();
    await statusFilter(page).selectOption({ label: "All" });
    // The CSV export.
    const [header, row] = csvLines((await exported(page, "Export CSV")).text);
    const columns = header!.split(",");
    const cells = row!.split(",");
    expect(cells[columns.indexOf("request_id")]).toBe(requestId);
    expect(cells[columns.indexOf("status")]).toBe("GONE");
    expect(cells[columns.indexOf("status_label")]).toBe(FORGOTTEN);

    const after404 = await queriesFor(request, requestId);
    expect(after404.map((entry) => entry.status)).toContain(404);
    // While another task is followed to the end (several checks over some seconds), the
    // forgotten one is not asked about again.
    const otherId = await submitVideo(page, `A kettle cools on the stove ${control}`);
    await expect(statusBadge(taskCard(page, control))).toHaveText("Completed", FINISHES);
    expect((await queriesFor(request, otherId)).length).toBeGreaterThanOrEqual(3);
    expect(await queriesFor(request, requestId)).toEqual(after404);
    await expect(statusBadge(card)).toHaveText(FORGOTTEN);
    await expect(tasks(page).getByRole("article")).toHaveCount(2);
  });
});

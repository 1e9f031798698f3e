import { expect, test } from "@playwright/test";
import { announcer, queriesFor, statusBadge, submitVideo, taskCard, openDeck, VIDEO_MODEL } from "./support/deck.ts";
import { uniqueMarker } from "./support/sandbox.ts";

// Resets the whole sandbox, so it runs alone (the "isolated" project), after the parallel journeys.
test.setTimeout(60_000);
const FINISHES = { timeout: 20_000 };

test.describe("deck: a task the server forgets", () => {
  test("after a sandbox reset the card says it is unknown to the server and polling stops", async ({
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
    const reset = await request.post("/__sandbox/reset");
    expect(reset.ok()).toBe(true);

    await expect(card.getByText(/^Unknown to the server: the task expired/)).toBeVisible(FINISHES);
    await expect(announcer(page)).toContainText(`Video task ${VIDEO_MODEL}: unknown to the server`);
    await expect(card.getByRole("button", { name: "Check now" })).toHaveCount(0);
    const after404 = await queriesFor(request, requestId);
    expect(after404.map((entry) => entry.status)).toContain(404);

    // While another task is followed to the end (several checks over some seconds), the
    // forgotten one is not asked about again.
    const otherId = await submitVideo(page, `A kettle cools on the stove ${control}`);
    await expect(statusBadge(taskCard(page, control))).toHaveText("Completed", FINISHES);
    expect((await queriesFor(request, otherId)).length).toBeGreaterThanOrEqual(3);
    expect(await queriesFor(request, requestId)).toEqual(after404);
    await expect(card.getByText(/^Unknown to the server: the task expired/)).toBeVisible();
    // Its last running status and progress no longer hold.
    await expect(statusBadge(card)).toHaveText("Unknown to the server");
    await expect(card.getByRole("progressbar")).toHaveCount(0);
  });
});

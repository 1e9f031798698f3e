import { expect, test } from "./support/test.ts";
import { SANDBOX_EXPIRE_PATH } from "../src/contract/server-paths.ts";
import { expectNoViolations } from "./support/a11y-scan.ts";
import {
  cardAction,
  imageUrlFor,
  openDeck,
  serveImages,
  statusBadge,
  submitThreeD,
  submitVideo,
  taskCard,
} from "./support/deck.ts";
import { uniqueMarker } from "./support/sandbox.ts";

// A kept result outlives its link: the host answers 404, the page reloads, the video plays.
// Keeping in the browser is for a server that keeps no copies of its own (with an archive,
// keeping means the workspace's: archive.spec.ts), so these run on one that does not.

test.use({ serverEnv: { ARCHIVE_RESULTS: "0" } });
test.setTimeout(90_000);
const FINISHES = { timeout: 20_000 };

test.describe("deck: kept copies", () => {
  test("a kept video still plays after its link expires and the page reloads; forgotten, it says it expired", async ({
    page,
    request,
  }) => {
    const marker = uniqueMarker(test.info());
    await openDeck(page);
    const requestId = await submitVideo(page, `Harbour seals at rest ${marker}`);
    const card = taskCard(page, marker);
    await expect(statusBadge(card)).toHaveText("Completed", FINISHES);
    const src = (await card.getByLabel("Result video 1").getAttribute("src"))!;

    const keep = card.getByRole("button", { name: "Keep", exact: true });
    await expect(keep).toHaveAccessibleDescription("Keep in this browser");
    await keep.click();
    await expect(card.getByText(/^Kept in this browser: 1 of 1 file, [\d.]+ kB$/)).toBeVisible(FINISHES);
    const deckLine = page.getByRole("region", { name: "Kept copies" });
    await expect(deckLine).toContainText(/Kept in this browser: [\d.]+ kB \(\d+ files? of \d+ tasks?\)/);
    await expect(deckLine).toContainText(/this site uses [\d.]+ [kMG]?B of [\d.]+ [kMG]?B/);
    await expectNoViolations(page, "a task with kept copies");

    // The service's link expires.
    expect((await request.post(`${SANDBOX_EXPIRE_PATH}?request_id=${requestId}`)).ok()).toBe(true);
    expect((await request.get(src)).status()).toBe(404);

    await page.reload();
    const video = card.getByLabel("Result video 1");
    await expect(video).toHaveAttribute("src", /^blob:/, FINISHES);
    await video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play();
    });
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), FINISHES).toBeGreaterThan(0.2);

    // Forgotten, the copy is gone: the expired link gets its one line, no dead player.
    await (await cardAction(card, "Forget kept copies")).click();
    await expect(card.getByText(/^This result's link has expired \(produced .+\)\.$/)).toBeVisible(FINISHES);
    await expect(video).toBeHidden();
    await expect(card.getByRole("button", { name: /^Download/ })).toHaveCount(0);
  });

  test("a kept 3D model still opens in the viewer after its link expires and the page reloads", async ({
    page,
    request,
  }) => {
    const marker = uniqueMarker(test.info());
    await serveImages(page);
    await openDeck(page);
    const requestId = await submitThreeD(page, { image: imageUrlFor(marker), level: "low", format: "glb" });
    const card = taskCard(page, requestId);
    await expect(statusBadge(card)).toHaveText("Completed", FINISHES);
    await card.getByRole("button", { name: "Keep", exact: true }).click();
    await expect(card.getByText(/^Kept in this browser: 1 of 1 file, [\d.]+ kB$/)).toBeVisible(FINISHES);

    expect((await request.post(`${SANDBOX_EXPIRE_PATH}?request_id=${requestId}`)).ok()).toBe(true);
    await page.reload();
    // The sandbox's low-level icosphere: 320 triangles, read from the kept copy.
    await expect(card.getByRole("img", { name: "3D preview of model.zip: 320 triangles" })).toBeVisible(FINISHES);
    await expect(card.getByText(/link has expired/)).toHaveCount(0);

    // Deleting the task (from the workspace: it is a workspace's task) forgets its kept copies
    // too: nothing of it stays in the browser's storage.
    await (await cardAction(card, "Remove")).click();
    await page
      .getByRole("dialog", { name: "Delete this task from the workspace?" })
      .getByRole("button", { name: "Delete" })
      .click();
    await expect(card).toHaveCount(0);
    await expect.poll(() => page.evaluate(keptEntries), FINISHES).toBe(0);
  });
});

/** How many answers the page's Cache Storage holds, in every cache (runs in the page). */
async function keptEntries(): Promise<number> {
  let count = 0;
  for (const name of await caches.keys()) count += (await (await caches.open(name)).keys()).length;
  return count;
}

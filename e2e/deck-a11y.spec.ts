import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./support/test.ts";
import { openDetails } from "./support/composer.ts";
import {
  imageUrlFor,
  openDeck,
  serveImages,
  statusBadge,
  submitThreeD,
  submitVideo,
  taskCard,
} from "./support/deck.ts";
import { uniqueMarker } from "./support/sandbox.ts";
import { expectDrawn } from "./support/viewer.ts";

// Three tasks and a 3D first frame on software WebGL: a loaded CI machine took over 90 s once.
test.setTimeout(150_000);
const FINISHES = { timeout: 20_000 };

/** A deck with a completed video, a failed task (raw record open) and a 3D result in the viewer. */
async function fillDeck(page: Page): Promise<void> {
  const video = uniqueMarker(test.info());
  const failing = uniqueMarker(test.info());
  const model = uniqueMarker(test.info());
  await serveImages(page);
  await openDeck(page);
  await submitVideo(page, `Lanterns float over a river ${video}`);
  await submitVideo(page, `Lanterns sink into a river ${failing} #fail`);
  const modelId = await submitThreeD(page, { image: imageUrlFor(model), level: "low", format: "glb" });

  const videoCard = taskCard(page, video);
  const failedCard = taskCard(page, failing);
  const modelCard = taskCard(page, modelId);
  await expect(statusBadge(videoCard)).toHaveText("Completed", FINISHES);
  await expect(statusBadge(failedCard)).toHaveText("Failed", FINISHES);
  await expect(statusBadge(modelCard)).toHaveText("Completed", FINISHES);
  await expect(videoCard.getByLabel("Result video 1")).toBeVisible();
  await expect(failedCard.getByRole("group", { name: "Why it failed" })).toBeVisible();
  await expectDrawn(modelCard.getByRole("img", { name: /^3D preview of model\.zip: / }));
  await openDetails(failedCard);
  await failedCard.getByRole("button", { name: "Show raw record" }).click();
  await expect(failedCard.getByLabel("Raw record")).toBeVisible();
}

test.describe("deck: accessibility", () => {
  test("has no axe violations with a completed video, a failed task and a 3D result in the viewer", async ({
    page,
  }) => {
    await fillDeck(page);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  });
});

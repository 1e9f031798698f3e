import { expect, test, type Locator } from "./support/test.ts";
import { openDetails } from "./support/composer.ts";
import {
  downloadButton,
  fetchRecord,
  imageUrlFor,
  openDeck,
  progressBar,
  serveImages,
  statusBadge,
  submitThreeD,
  taskCard,
  THREE_D_MODEL,
} from "./support/deck.ts";
import { expectSubmissions, uniqueMarker } from "./support/sandbox.ts";
import { modelOffering } from "../src/contract/models.ts";
import { modelStat } from "./support/viewer.ts";

test.setTimeout(90_000);
const FINISHES = { timeout: 20_000 };

/** The viewer's canvas once the model is downloaded and parsed; returns its triangle count. */
async function viewerTriangles(card: Locator, fileName: string): Promise<number> {
  const canvas = card.getByRole("img", { name: new RegExp(`^3D preview of ${fileName.replace(".", "\\.")}: `) });
  await expect(canvas).toBeVisible(FINISHES);
  const triangles = Number(await canvas.getAttribute("data-triangles"));
  expect(triangles).toBeGreaterThan(0);
  const shown = triangles.toLocaleString("en-US");
  await expect(canvas).toHaveAccessibleName(`3D preview of ${fileName}: ${shown} triangles`);
  await expect(modelStat(card, "Triangles")).toHaveText(shown);
  return triangles;
}

test.describe("deck: 3D results", () => {
  test("glb and obj results open in the viewer, with more triangles at a higher subdivision level", async ({
    page,
    request,
  }) => {
    const low = uniqueMarker(test.info());
    const medium = uniqueMarker(test.info());
    await serveImages(page);
    await openDeck(page);
    const lowId = await submitThreeD(page, { image: imageUrlFor(low), level: "low", format: "glb" });
    const mediumId = await submitThreeD(page, { image: imageUrlFor(medium), level: "medium", format: "obj" });

    const glbCard = taskCard(page, lowId);
    const objCard = taskCard(page, mediumId);
    for (const [card, model] of [
      [glbCard, modelOffering("low")],
      [objCard, THREE_D_MODEL],
    ] as const) {
      await expect(card).toHaveAccessibleName(new RegExp(`3D · ${model.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
      await expect(statusBadge(card)).toHaveText("Completed", FINISHES);
      // Final: the badge says so; no full bar pushes the result down.
      await expect(progressBar(card)).toHaveCount(0);
    }
    for (const card of [glbCard, objCard]) await openDetails(card);
    await expect(glbCard.getByRole("listitem")).toHaveText(["subdivision level: low", "file format: glb"]);
    await expect(objCard.getByRole("listitem")).toHaveText(["subdivision level: medium", "file format: obj"]);
    // The vendor's .zip, saved under the task's name (deck-downloads.spec.ts checks the saving itself).
    await expect(downloadButton(glbCard)).toHaveAccessibleDescription(new RegExp(`^\\S+_${lowId}\\.zip$`));
    await expect(downloadButton(objCard)).toHaveAccessibleDescription(new RegExp(`^\\S+_${mediumId}\\.zip$`));

    const lowTriangles = await viewerTriangles(glbCard, "model.zip");
    const mediumTriangles = await viewerTriangles(objCard, "model.zip");
    // Textured, as the vendor's are: the glb's embedded PNG, the obj's through its .mtl, both from the zip.
    for (const card of [glbCard, objCard]) await expect(modelStat(card, "Textures")).toHaveText("1");
    expect(mediumTriangles).toBeGreaterThan(lowTriangles);
    // The sandbox's model is an icosphere of 20 × 4^n triangles: n = 2 for low, 3 for medium.
    expect([lowTriangles, mediumTriangles]).toEqual([320, 1280]);

    // A 3D task gets its task_id only once it starts: the card shows the one it ended with.
    const record = await fetchRecord(request, mediumId);
    expect(record.task_id).not.toBe("");
    await expect(objCard.getByText(record.task_id, { exact: true })).toBeVisible();

    const [sentLow] = await expectSubmissions(request, low, [200]);
    expect(sentLow!.body).toEqual({
      model: modelOffering("low"),
      image: imageUrlFor(low),
      prompt: "--subdivisionlevel low --fileformat glb",
    });
    const [sentMedium] = await expectSubmissions(request, medium, [200]);
    expect(sentMedium!.body).toMatchObject({ prompt: "--subdivisionlevel medium --fileformat obj" });
  });
});

import { expect, test, type Page } from "./support/test.ts";
import { promptBox, threeDForm, videoForm } from "./support/composer.ts";
import {
  cardAction,
  imageUrlFor,
  openDeck,
  openThreeDTab,
  serveImages,
  submitThreeD,
  submitVideo,
  taskCard,
  VIDEO_MODEL,
} from "./support/deck.ts";
import { expectSubmissions, uniqueMarker } from "./support/sandbox.ts";
import { modelOffering } from "../src/contract/models.ts";

const tab = (page: Page, name: string) =>
  page.getByRole("tablist", { name: "Kind of request" }).getByRole("tab", { name });

test.describe("deck: Clone", () => {
  test("Clone puts a 3D request back in the composer, flags and image included, and sends nothing", async ({
    page,
    request,
  }) => {
    const marker = uniqueMarker(test.info());
    const image = imageUrlFor(marker);
    await serveImages(page);
    await openDeck(page);
    const requestId = await submitThreeD(page, { image, level: "high", format: "obj" });

    // The composer moves on to something else entirely.
    const form = await openThreeDTab(page);
    await form.getByRole("combobox", { name: "Subdivision level" }).selectOption("low");
    await form.getByRole("combobox", { name: "File format" }).selectOption("glb");
    await form.getByRole("textbox", { name: "Source image" }).fill(imageUrlFor(`${marker}-other`));
    await tab(page, "Video").click();
    await expect(videoForm(page)).toBeVisible();

    await (await cardAction(taskCard(page, requestId), "Clone")).click();
    await expect(tab(page, "3D")).toHaveAttribute("aria-selected", "true");
    const cloned = threeDForm(page);
    await expect(cloned).toBeVisible();
    await expect(cloned.getByRole("combobox", { name: "Model" })).toHaveValue(modelOffering("high"));
    await expect(cloned.getByRole("combobox", { name: "Subdivision level" })).toHaveValue("high");
    await expect(cloned.getByRole("combobox", { name: "File format" })).toHaveValue("obj");
    await expect(promptBox(cloned)).toHaveValue("--subdivisionlevel high --fileformat obj");
    await expect(cloned.getByRole("textbox", { name: "Source image" })).toHaveValue(image);

    // Cloning only fills the form: the one submission is still the only one.
    await expectSubmissions(request, marker, [200]);
  });

  test("Clone puts a video prompt back in the Video tab", async ({ page, request }) => {
    const marker = uniqueMarker(test.info());
    const prompt = `A hot-air balloon rises over vineyards ${marker} [Truck left,Pan right]`;
    await openDeck(page);
    await submitVideo(page, prompt);
    const form = videoForm(page);
    await promptBox(form).fill("Something else entirely");
    await openThreeDTab(page);

    await (await cardAction(taskCard(page, marker), "Clone")).click();
    await expect(tab(page, "Video")).toHaveAttribute("aria-selected", "true");
    await expect(form.getByRole("combobox", { name: "Model" })).toHaveValue(VIDEO_MODEL);
    await expect(promptBox(form)).toHaveValue(prompt);
    await expectSubmissions(request, marker, [200]);
  });
});

import { expect, test } from "./support/test.ts";
import { openDetails, promptBox, submitButton, submittedRequestId, tasks, viewTaskLink } from "./support/composer.ts";
import {
  downloadButton,
  imageUrlFor,
  openDeck,
  openThreeDTab,
  serveImages,
  statusBadge,
  taskCard,
} from "./support/deck.ts";
import { expectSubmissions, uniqueMarker } from "./support/sandbox.ts";

test.setTimeout(90_000);

test("the short flags --sl high --ff usdz: refused for Seed3D 1.0, sent to 2.0 as typed and followed to the model", async ({
  page,
  request,
}) => {
  const marker = uniqueMarker(test.info());
  await serveImages(page);
  await openDeck(page);
  const form = await openThreeDTab(page);
  const prompt = promptBox(form);
  const level = form.getByRole("combobox", { name: "Subdivision level" });
  await form.getByRole("textbox", { name: "Source image" }).fill(imageUrlFor(marker));
  await prompt.fill("--sl high --ff usdz");

  // The default model, Seed3D 1.0, offers only medium (the vendor's page): the prompt says so, nothing is sent.
  const refusal = "--sl high is not offered by this model: use medium";
  await expect(prompt).toHaveAccessibleDescription(new RegExp(`^${refusal}`));
  await expect(level).toHaveValue("high");
  await expect(form.getByRole("combobox", { name: "File format" })).toHaveValue("usdz");
  await submitButton(form).click();
  await expect(prompt).toBeFocused();
  await expect(viewTaskLink(form)).toHaveCount(0);

  // Seed3D 2.0 offers every level: the same prompt, spelled as typed, goes out.
  await form.getByRole("combobox", { name: "Model" }).fill("bytedance/doubao-seed3d-2.0");
  await expect(form.getByText(refusal)).toHaveCount(0);
  await level.selectOption("high");
  await expect(prompt).toHaveValue("--sl high --ff usdz");
  await submitButton(form).click();
  const requestId = await submittedRequestId(form);
  const [sent] = await expectSubmissions(request, marker, [200]);
  expect(sent!.body).toMatchObject({ model: "bytedance/doubao-seed3d-2.0", prompt: "--sl high --ff usdz" });

  const card = taskCard(page, requestId);
  await expect(statusBadge(card)).toHaveText("Completed", { timeout: 30_000 });
  // Titled by its flags, as written in the prompt; read back as chips in the card's details.
  await expect(card.getByRole("heading", { name: "--sl high --ff usdz" })).toBeVisible();
  await openDetails(card);
  await expect(card.getByRole("listitem")).toHaveText(["subdivision level: high", "file format: usdz"]);
  await expect(downloadButton(card)).toHaveAccessibleDescription(new RegExp(`^\\S+_${requestId}\\.(usdz|zip)$`));
  await expect(tasks(page).getByRole("article")).toHaveCount(1);
});

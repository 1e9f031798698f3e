import { expect, test } from "./support/test.ts";
import {
  openComposer,
  promptBox,
  submitButton,
  submittedRequestId,
  tasks,
  videoForm,
  viewTaskLink,
} from "./support/composer.ts";
import { dataUri, makeImage } from "./support/images.ts";
import { asLogged, expectSubmissions, uniqueMarker } from "./support/sandbox.ts";
import { REDACTED } from "../src/contract/redact.ts";

test.describe("composer: video requests", () => {
  test("text-to-video with a simultaneous move built in the palette, then a second move", async ({ page, request }) => {
    const marker = uniqueMarker(test.info());
    await openComposer(page);
    const form = videoForm(page);
    const prompt = promptBox(form);
    await expect(form.getByRole("combobox", { name: "Model" })).toHaveValue("minimax/t2v-01-director");
    await prompt.fill(`A lighthouse at dusk, waves below ${marker}`);

    const moves = form.getByRole("group", { name: "Camera moves" });
    await moves.getByRole("checkbox", { name: "Combine several into one simultaneous move" }).check();
    const move = (name: string) => moves.getByRole("button", { name, exact: true });
    await move("Truck left").click();
    await move("Pan right").click();
    await expect(moves.getByRole("button", { name: "Truck left", exact: true, pressed: true })).toBeVisible();
    await expect(moves.getByRole("button", { name: "Pan right", exact: true, pressed: true })).toBeVisible();
    await expect(moves.getByRole("button", { name: "Pan left", exact: true, pressed: false })).toBeVisible();
    await moves.getByRole("button", { name: "Insert together [Truck left,Pan right]" }).click();
    await moves.getByRole("checkbox", { name: "Combine several into one simultaneous move" }).uncheck();
    await expect(moves.getByRole("button", { name: /^Insert together/ })).toHaveCount(0);
    await move("Static shot").click();

    const expectedPrompt = `A lighthouse at dusk, waves below ${marker} [Truck left,Pan right] [Static shot]`;
    await expect(prompt).toHaveValue(expectedPrompt);
    await expect(form.getByText("Shot sequence: 1 · Truck left + Pan right → 2 · Static shot")).toBeVisible();
    await expect(form.getByRole("switch", { name: "Prompt optimizer" })).toBeChecked();
    const preview = form.getByRole("region", { name: "What will be sent" }).getByLabel("Request body");
    await expect(preview).toContainText(JSON.stringify(expectedPrompt));

    await submitButton(form).click();
    await submittedRequestId(form);
    await expect(tasks(page).getByRole("article", { name: "Video · minimax/t2v-01-director" })).toBeVisible();

    const [received] = await expectSubmissions(request, marker, [200]);
    expect(received!.authorization).toBe(`Bearer ${REDACTED}`);
    expect(received!.body).toEqual({
      model: "minimax/t2v-01-director",
      prompt: await prompt.inputValue(),
      prompt_optimizer: true,
    });
  });

  test("text-to-video with the prompt optimizer switched off, sent with Ctrl+Enter", async ({ page, request }) => {
    const marker = uniqueMarker(test.info());
    await openComposer(page);
    const form = videoForm(page);
    await promptBox(form).fill(`A paper boat on a rain gutter ${marker}`);
    await form.getByRole("button", { name: "Push in", exact: true }).click();
    await expect(promptBox(form)).toHaveValue(`A paper boat on a rain gutter ${marker} [Push in]`);
    await expect(form.getByText("Shot sequence: 1 · Push in")).toBeVisible();

    const optimizer = form.getByRole("switch", { name: "Prompt optimizer" });
    // The switch is drawn over its sr-only checkbox: toggle it as a keyboard user does.
    await optimizer.press("Space");
    await expect(optimizer).not.toBeChecked();
    await expect(form.getByLabel("Request body")).toContainText('"prompt_optimizer": false');
    await promptBox(form).press("Control+Enter");
    await submittedRequestId(form);

    const [received] = await expectSubmissions(request, marker, [200]);
    expect(received!.authorization).toBe(`Bearer ${REDACTED}`);
    expect(received!.body).toEqual({
      model: "minimax/t2v-01-director",
      prompt: `A paper boat on a rain gutter ${marker} [Push in]`,
      prompt_optimizer: false,
    });
  });

  test("image-to-video: a 300 px PNG and a 1:10 one are refused beside the field, a WebP goes", async ({
    page,
    request,
  }) => {
    const marker = uniqueMarker(test.info());
    await openComposer(page);
    const small = await makeImage(page, { type: "image/png", width: 400, height: 300, name: "small.png" });
    const thin = await makeImage(page, { type: "image/png", width: 320, height: 3200, name: "thin.png" });
    const frame = await makeImage(page, { type: "image/webp", width: 640, height: 360, name: "first-frame.webp" });
    const form = videoForm(page);
    await form.getByRole("combobox", { name: "Model" }).fill("minimax/i2v-01-director");
    const field = form.getByRole("group", { name: "First frame image" });
    const input = field.getByRole("textbox", { name: "First frame image" });
    await expect(field).toBeVisible();
    await promptBox(form).fill(`The lighthouse beam sweeps the fog ${marker}`);

    // MiniMax refuses a short side of 300 px and a 1:10 frame: errors beside the field, with the image's figures.
    await page.getByLabel("First frame image file").setInputFiles(small);
    await expect(input).toHaveAccessibleDescription(/Use a larger image: 300 px short side; needs more than 300\./);
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await submitButton(form).click();
    await expect(viewTaskLink(form)).toHaveCount(0);
    await page.getByLabel("First frame image file").setInputFiles(thin);
    await expect(input).toHaveAccessibleDescription(/Crop the image: ratio 1:10; at most 1:2\.5\./);

    // A WebP, which MiniMax takes, is read by its bytes and sent.
    await page.getByLabel("First frame image file").setInputFiles(frame);
    await expect(field.getByRole("img", { name: "Preview of First frame image" })).toBeVisible();
    await expect(field.getByText("640 × 360 px")).toBeVisible();
    await expect(input).not.toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveValue(/^Embedded image: first-frame\.webp \(WebP, [\d.]+ (B|kB)\)$/);
    await expect(form.getByLabel("Request body")).toContainText('"first_frame_image": "data:image/webp;base64,');
    await submitButton(form).click();
    await submittedRequestId(form);
    await expect(tasks(page).getByRole("article", { name: "Video · minimax/i2v-01-director" })).toBeVisible();

    const [received] = await expectSubmissions(request, marker, [200]);
    const sent = dataUri(frame);
    expect(sent.startsWith("data:image/webp;base64,")).toBe(true);
    expect(received!.body).toEqual({
      model: "minimax/i2v-01-director",
      prompt: `The lighthouse beam sweeps the fog ${marker}`,
      prompt_optimizer: true,
      first_frame_image: asLogged(sent),
    });
  });

  test("subject-reference video from a local JPEG file", async ({ page, request }) => {
    const marker = uniqueMarker(test.info());
    await openComposer(page);
    const face = await makeImage(page, { type: "image/jpeg", width: 480, height: 640, name: "face.jpg" });
    const form = videoForm(page);
    await form.getByRole("combobox", { name: "Model" }).fill("minimax/s2v-01");
    const field = form.getByRole("group", { name: "Subject image" });
    await expect(field).toBeVisible();
    await expect(form.getByRole("group", { name: "First frame image" })).toHaveCount(0);
    await page.getByLabel("Subject image file").setInputFiles(face);

    await expect(field.getByRole("img", { name: "Preview of Subject image" })).toBeVisible();
    await expect(field.getByText("480 × 640 px")).toBeVisible();
    await promptBox(form).fill(`She smiles and waves at the camera ${marker}`);
    await submitButton(form).click();
    await submittedRequestId(form);
    await expect(tasks(page).getByRole("article", { name: "Video · minimax/s2v-01" })).toBeVisible();

    const [received] = await expectSubmissions(request, marker, [200]);
    expect(received!.body).toEqual({
      model: "minimax/s2v-01",
      prompt: `She smiles and waves at the camera ${marker}`,
      prompt_optimizer: true,
      subject_reference: [{ type: "character", image: [asLogged(dataUri(face))] }],
    });
  });
});

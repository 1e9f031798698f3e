import { expect, test, type Page } from "./support/test.ts";
import {
  openComposer,
  promptBox,
  submitButton,
  submittedRequestId,
  tasks,
  threeDForm,
  viewTaskLink,
} from "./support/composer.ts";
import { makeImage } from "./support/images.ts";
import { expectSubmissions, submissionsWith, uniqueMarker } from "./support/sandbox.ts";
import { REDACTED } from "../src/contract/redact.ts";
import { SUBMIT_PATH } from "../src/contract/server-paths.ts";

const IMAGE_HOST = "https://images.example.test";

/** Serves a picture at IMAGE_HOST so the preview loads without leaving the machine; the 3D prompt holds only flags, so the marker goes into the URL. */
async function sourceImageUrl(page: Page, marker: string): Promise<string> {
  const picture = await makeImage(page, { type: "image/png", width: 400, height: 300, name: "chair.png" });
  await page.route(`${IMAGE_HOST}/**`, (route) =>
    route.fulfill({ contentType: picture.mimeType, body: picture.buffer }),
  );
  return `${IMAGE_HOST}/${marker}/chair.png`;
}

async function openThreeD(page: Page) {
  await openComposer(page);
  await page.getByRole("tablist", { name: "Kind of request" }).getByRole("tab", { name: "3D" }).click();
  await expect(threeDForm(page)).toBeVisible();
  return threeDForm(page);
}

test.describe("composer: 3D requests", () => {
  test("the level and format controls and the prompt text stay in step, and the prompt is sent as shown", async ({
    page,
    request,
  }) => {
    const marker = uniqueMarker(test.info());
    const form = await openThreeD(page);
    const imageUrl = await sourceImageUrl(page, marker);
    const level = form.getByRole("combobox", { name: "Subdivision level" });
    const format = form.getByRole("combobox", { name: "File format" });
    const prompt = promptBox(form);
    await expect(form.getByRole("combobox", { name: "Model" })).toHaveValue("bytedance/doubao-seed3d-1.0");
    await expect(prompt).toHaveValue("--subdivisionlevel medium --fileformat glb");

    // Seed3D 1.0 offers only medium; 2.0 offers every level.
    await expect(level.getByRole("option")).toHaveText(["medium"]);
    await form.getByRole("combobox", { name: "Model" }).fill("bytedance/doubao-seed3d-2.0");
    await level.selectOption("high");
    await format.selectOption("obj");
    await expect(prompt).toHaveValue("--subdivisionlevel high --fileformat obj");

    await prompt.fill("--subdivisionlevel low --fileformat glb");
    await expect(level).toHaveValue("low");
    await expect(format).toHaveValue("glb");

    const image = form.getByRole("textbox", { name: "Source image" });
    await image.fill(imageUrl);
    // The preview appears after a pause in typing; leaving the field does not trigger it.
    await image.press("Tab");
    await expect(form.getByRole("img", { name: "Preview of Source image" })).toBeVisible();
    await expect(form.getByText("400 × 300 px")).toBeVisible();
    await submitButton(form).click();
    await submittedRequestId(form);
    await expect(tasks(page).getByRole("article", { name: "3D · bytedance/doubao-seed3d-2.0" })).toBeVisible();

    const [received] = await expectSubmissions(request, marker, [200]);
    expect(received!.authorization).toBe(`Bearer ${REDACTED}`);
    expect(received!.body).toEqual({
      model: "bytedance/doubao-seed3d-2.0",
      image: imageUrl,
      prompt: "--subdivisionlevel low --fileformat glb",
    });
  });

  test("an invalid flag value is pointed out at the prompt and Submit sends nothing", async ({ page, request }) => {
    const marker = uniqueMarker(test.info());
    const form = await openThreeD(page);
    const imageUrl = await sourceImageUrl(page, marker);
    const prompt = promptBox(form);
    const submissions: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && r.url().endsWith(SUBMIT_PATH)) submissions.push(r.url());
    });
    await form.getByRole("textbox", { name: "Source image" }).fill(imageUrl);
    await form.getByRole("textbox", { name: "Source image" }).press("Tab");

    await prompt.fill("--subdivisionlevel medium --fileformat fbx");
    const problem = '--fileformat cannot be "fbx": use glb, obj, usd, usdz';
    await expect(form.getByText(problem)).toBeVisible();
    await expect(prompt).toHaveAttribute("aria-invalid", "true");
    await expect(prompt).toHaveAccessibleDescription(new RegExp(`^${problem}`));
    await expect(form.getByRole("combobox", { name: "Subdivision level" })).toHaveValue("medium");
    await expect(form.getByRole("combobox", { name: "File format" })).toHaveValue("");

    await submitButton(form).click();
    await expect(prompt).toBeFocused();
    await expect(form.getByText(problem)).toBeVisible();
    await expect(viewTaskLink(form)).toHaveCount(0);
    await expect(tasks(page).getByRole("article")).toHaveCount(0);
    expect(submissions).toEqual([]);
    expect(await submissionsWith(request, marker)).toEqual([]);

    // Corrected, the same form sends one request: the refused attempt never left.
    await form.getByRole("combobox", { name: "File format" }).selectOption("usdz");
    await expect(prompt).toHaveValue("--subdivisionlevel medium --fileformat usdz");
    await expect(prompt).not.toHaveAttribute("aria-invalid", "true");
    await submitButton(form).click();
    await submittedRequestId(form);
    const [received] = await expectSubmissions(request, marker, [200]);
    expect(received!.body).toEqual({
      model: "bytedance/doubao-seed3d-1.0",
      image: imageUrl,
      prompt: "--subdivisionlevel medium --fileformat usdz",
    });
    expect(submissions).toHaveLength(1);
  });

  test("clicking Submit straight from a typed Source image URL submits", async ({ page, request }) => {
    const marker = uniqueMarker(test.info());
    const form = await openThreeD(page);
    const imageUrl = await sourceImageUrl(page, marker);
    await form.getByRole("textbox", { name: "Source image" }).fill(imageUrl);
    await submitButton(form).click();
    await submittedRequestId(form);
    const [received] = await expectSubmissions(request, marker, [200]);
    expect(received!.body).toMatchObject({ image: imageUrl });
  });
});

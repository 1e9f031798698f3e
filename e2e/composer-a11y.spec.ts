import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./support/test.ts";
import {
  composer,
  duplicateDialog,
  openComposer,
  promptBox,
  submitButton,
  submittedRequestId,
  videoForm,
  viewTaskLink,
} from "./support/composer.ts";
import { uniqueMarker } from "./support/sandbox.ts";

test.describe("composer: accessibility", () => {
  test("has no axe violations while showing form errors", async ({ page }) => {
    await openComposer(page);
    const form = videoForm(page);
    await expect(promptBox(form)).toHaveValue("");
    await form.getByRole("textbox", { name: "Extra fields (JSON)" }).fill("{not json");
    await submitButton(form).click();

    await expect(promptBox(form)).toHaveAttribute("aria-invalid", "true");
    await expect(promptBox(form)).toHaveAccessibleDescription(/^Write a prompt: text-to-video needs one\./);
    await expect(form.getByRole("textbox", { name: "Extra fields (JSON)" })).toHaveAccessibleDescription(
      /^Extra fields are not valid JSON/,
    );
    await expect(viewTaskLink(composer(page))).toHaveCount(0);

    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  });

  test("has no axe violations with the duplicate-request dialog open", async ({ page }) => {
    const marker = uniqueMarker(test.info());
    await openComposer(page);
    const form = videoForm(page);
    await promptBox(form).fill(`A heron takes off from a pond ${marker}`);
    await submitButton(form).click();
    await submittedRequestId(form);
    await submitButton(form).click();
    await expect(duplicateDialog(page)).toBeVisible();

    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  });
});

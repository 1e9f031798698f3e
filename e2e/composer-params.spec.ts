import { expect, test } from "./support/test.ts";
import { openComposer, promptBox, submitButton, submittedRequestId, videoForm } from "./support/composer.ts";
import { expectSubmissions, submissionsWith, uniqueMarker } from "./support/sandbox.ts";

// A catalog model's parameters as controls (issue 26 point 7): picked from the model picker,
// set, previewed, checked before sending, and taken by the sandbox as the vendor would.
test("Hailuo-02 picked from the list: duration and resolution set, a refused combination explained, then sent", async ({
  page,
  request,
}) => {
  const marker = uniqueMarker(test.info());
  await openComposer(page);
  const form = videoForm(page);
  const model = form.getByRole("combobox", { name: "Model" });
  await model.click();
  await model.press("Control+a");
  await model.pressSequentially("hailuo");
  const list = page.getByRole("listbox", { name: "Model" });
  await expect(list.getByRole("option")).toHaveCount(1);
  await model.press("ArrowDown");
  await model.press("Enter");
  await expect(model).toHaveValue("minimax/hailuo-02");

  await promptBox(form).fill(`A kite over a beach ${marker}`);
  await form.getByRole("textbox", { name: "First frame image" }).fill("https://example.com/beach.png");
  const duration = form.getByRole("combobox", { name: "Duration (seconds)" });
  const resolution = form.getByRole("combobox", { name: "Resolution" });
  await expect(duration).toHaveAccessibleDescription(/Unconfirmed on the router/);
  await duration.selectOption("10");
  await resolution.selectOption("1080P");
  const preview = form.getByRole("region", { name: "What will be sent" }).getByLabel("Request body");
  await expect(preview).toContainText('"duration": 10');
  await expect(preview).toContainText('"resolution": "1080P"');

  // 10 s is not made at 1080P: said at the field before anything is sent.
  await submitButton(form).click();
  await expect(resolution).toHaveAccessibleDescription(
    /^With Duration \(seconds\) at 10, this model offers only 512P, 768P\./,
  );
  await expect(resolution).toBeFocused();
  expect(await submissionsWith(request, marker)).toHaveLength(0);

  await resolution.selectOption("768P");
  await expect(resolution).not.toHaveAttribute("aria-invalid");
  await submitButton(form).click();
  await submittedRequestId(form);
  const [received] = await expectSubmissions(request, marker, [200]);
  expect(received!.body).toEqual({
    model: "minimax/hailuo-02",
    prompt: `A kite over a beach ${marker}`,
    prompt_optimizer: true,
    first_frame_image: "https://example.com/beach.png",
    duration: 10,
    resolution: "768P",
  });
});

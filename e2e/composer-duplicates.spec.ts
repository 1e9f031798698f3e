import { expect, test } from "./support/test.ts";
import {
  duplicateDialog,
  openComposer,
  promptBox,
  submitButton,
  submittedRequestId,
  tasks,
  videoForm,
} from "./support/composer.ts";
import { taskCard } from "./support/deck.ts";
import { expectSubmissions, uniqueMarker } from "./support/sandbox.ts";

test.describe("composer: sending the same request twice", () => {
  test("a second identical submission waits for confirmation: Don’t send sends nothing, Send again sends it", async ({
    page,
    request,
  }) => {
    const marker = uniqueMarker(test.info());
    await openComposer(page);
    const form = videoForm(page);
    const prompt = `Timelapse of clouds over a mountain ridge ${marker} [Tilt up]`;
    await promptBox(form).fill(prompt);
    await submitButton(form).click();
    const first = await submittedRequestId(form);
    await expectSubmissions(request, marker, [200]);

    const dialog = duplicateDialog(page);
    await submitButton(form).click();
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(/You sent this exact request \d+ s ago/);
    await expect(dialog).toContainText("Each generation is charged");
    await expect(dialog.getByRole("button", { name: "Don’t send" })).toBeFocused();
    await dialog.getByRole("button", { name: "Don’t send" }).click();
    await expect(dialog).toBeHidden();
    await expect(promptBox(form)).toHaveValue(prompt);
    await expect(taskCard(page, first)).toBeVisible();
    await expect(tasks(page).getByRole("article")).toHaveCount(1);
    await expectSubmissions(request, marker, [200]);

    await submitButton(form).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Send again" }).click();
    await expect(dialog).toBeHidden();
    const second = await submittedRequestId(form);
    expect(second).not.toBe(first);
    await expect(tasks(page).getByRole("article", { name: "Video · minimax/t2v-01-director" })).toHaveCount(2);
    // Two in all: the first and the confirmed one; "Don’t send" sent nothing.
    const [a, b] = await expectSubmissions(request, marker, [200, 200]);
    expect(b!.body).toEqual(a!.body);
    expect(b!.body_sha256).toBe(a!.body_sha256);
  });

  test("changing the content makes it a new request that needs no confirmation", async ({ page, request }) => {
    const marker = uniqueMarker(test.info());
    await openComposer(page);
    const form = videoForm(page);
    await promptBox(form).fill(`A kite over the dunes ${marker}`);
    await submitButton(form).click();
    await submittedRequestId(form);
    await promptBox(form).fill(`A kite over the dunes at night ${marker}`);
    await submitButton(form).click();
    await expect(tasks(page).getByRole("article")).toHaveCount(2);
    await expect(duplicateDialog(page)).toBeHidden();
    const [, second] = await expectSubmissions(request, marker, [200, 200]);
    expect(second!.body).toMatchObject({ prompt: `A kite over the dunes at night ${marker}` });
  });
});

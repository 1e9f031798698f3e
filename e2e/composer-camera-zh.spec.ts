import { expect, test } from "./support/test.ts";
import {
  openComposer,
  openDetails,
  promptBox,
  submitButton,
  submittedRequestId,
  tasks,
  videoForm,
} from "./support/composer.ts";
import { expectNoViolations } from "./support/a11y-scan.ts";
import { expectSubmissions, uniqueMarker } from "./support/sandbox.ts";

const MODEL = "minimax/t2v-01-director";

test.describe("composer: camera moves in Chinese", () => {
  test("a Chinese prompt with Chinese moves in full-width brackets is read as a shot sequence and sent as typed", async ({
    page,
    request,
  }) => {
    const marker = uniqueMarker(test.info());
    await openComposer(page);
    const form = videoForm(page);
    const prompt = promptBox(form);
    const typed = `男子拿起一本书【上升】，然后阅读[固定，变焦推近]。${marker}`;
    await prompt.click();
    // Typed key by key, as an input method commits it, so every keystroke's reading is exercised.
    await prompt.pressSequentially(typed);
    await expect(prompt).toHaveValue(typed);
    await expect(form.getByText("Shot sequence: 1 · Pedestal up → 2 · Static shot + Zoom in")).toBeVisible();
    await expect(form.getByText(/Unknown camera move/)).toHaveCount(0);

    // The palette adds to the bracket the caret is in, never inside a word of it, and writes the
    // move in the prompt's language (Chinese), though the interface is in English.
    await prompt.evaluate((box: HTMLTextAreaElement) => box.setSelectionRange(9, 9));
    const moves = form.getByRole("group", { name: "Camera moves" });
    await expect(moves.getByRole("combobox", { name: "Insert moves in" })).toHaveValue("zh");
    await moves.getByRole("checkbox", { name: "Combine several into one simultaneous move" }).check();
    await moves.getByRole("button", { name: "Shake", exact: true }).click();
    await moves.getByRole("button", { name: "Insert together [晃动]" }).click();
    const sent = `男子拿起一本书【上升,晃动】，然后阅读[固定，变焦推近]。${marker}`;
    await expect(prompt).toHaveValue(sent);
    await expect(form.getByText("Shot sequence: 1 · Pedestal up + Shake → 2 · Static shot + Zoom in")).toBeVisible();

    // The preview shows the prompt exactly as it will be sent: nothing translated or rewritten.
    const preview = form.getByRole("region", { name: "What will be sent" }).getByLabel("Request body");
    expect(JSON.parse((await preview.textContent()) ?? "")).toEqual({
      model: MODEL,
      prompt: sent,
      prompt_optimizer: true,
    });

    await submitButton(form).click();
    await submittedRequestId(form);
    const card = tasks(page).getByRole("article", { name: `Video · ${MODEL}` });
    // The card leads with its result: the prompt waits behind Details.
    await openDetails(card);
    await expect(card.getByText("Shot sequence: 1 · Pedestal up + Shake → 2 · Static shot + Zoom in")).toBeVisible();
    const [received] = await expectSubmissions(request, marker, [200]);
    expect(received!.body).toEqual({ model: MODEL, prompt: sent, prompt_optimizer: true });
  });

  test("an unclosed and a nested bracket are warned about with their positions", async ({ page }) => {
    await openComposer(page);
    const form = videoForm(page);
    await promptBox(form).fill("[Pan [Tilt up] left] 然后【固定");
    await expect(
      form.getByText(
        "A bracket inside another at character 6 (the outer one opens at character 1): brackets do not nest, so move it out.",
      ),
    ).toBeVisible();
    await expect(
      form.getByText(
        'Unclosed "【" at character 24: close it with "】" on the same line, or it is sent as plain text.',
      ),
    ).toBeVisible();
    await expectNoViolations(page, "prompt with bracket warnings");
  });
});

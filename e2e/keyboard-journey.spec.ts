import { expect, test } from "./support/test.ts";
import { expectVisibleFocus, tabTo } from "./support/a11y-keyboard.ts";
import { promptBox, tasks, videoForm, submittedRequestId } from "./support/composer.ts";
import { openDeck, statusBadge, taskCard, VIDEO_MODEL } from "./support/deck.ts";
import { expectSubmissions, uniqueMarker } from "./support/sandbox.ts";

// A whole journey with the keyboard alone (page.keyboard: Tab, Shift+Tab, arrows, typing, Enter,
// Space), checking where the focus lands after each step and that it can be seen.

test.setTimeout(60_000);

test.describe("keyboard only", () => {
  test("compose a video request with a camera move, submit, follow it to Completed, and Clone it back", async ({
    page,
    request,
  }) => {
    const marker = uniqueMarker(test.info());
    const prompt = `A kite over the dunes ${marker} [Push in]`;
    await openDeck(page);
    const form = videoForm(page);
    const kinds = page.getByRole("tablist", { name: "Kind of request" });
    const videoTab = kinds.getByRole("tab", { name: "Video" });
    const threeDTab = kinds.getByRole("tab", { name: "3D" });

    // The tabs: one stop, arrow keys move between them and select.
    await tabTo(page, videoTab);
    await expectVisibleFocus(videoTab);
    await page.keyboard.press("ArrowRight");
    await expect(threeDTab).toBeFocused();
    await expect(threeDTab).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowLeft");
    await expect(videoTab).toBeFocused();
    await expect(form).toBeVisible();

    // The catalog's model is kept; the prompt is typed, and a move is added from the palette.
    const model = form.getByRole("combobox", { name: "Model" });
    expect(await tabTo(page, model), "the model is the next stop after the tabs").toBe(1);
    await expect(model).toHaveValue(VIDEO_MODEL);
    await tabTo(page, promptBox(form));
    await expectVisibleFocus(promptBox(form));
    await page.keyboard.type(`A kite over the dunes ${marker} `);
    const pushIn = form.getByRole("button", { name: "Push in" });
    await tabTo(page, pushIn);
    await expectVisibleFocus(pushIn);
    await page.keyboard.press("Space");
    // Inserting hands the focus back to the prompt, caret after the move, ready to type on.
    await expect(promptBox(form)).toBeFocused();
    await expect(promptBox(form)).toHaveValue(prompt);
    await expect(form.getByText("Shot sequence: 1 · Push in")).toBeVisible();

    // Submit with Enter: the focus stays on the button while the request is pending and after.
    const submit = form.getByRole("button", { name: /^Submit/ });
    await tabTo(page, submit);
    await expectVisibleFocus(submit);
    await page.keyboard.press("Enter");
    await submittedRequestId(form);
    await expect(submit).toBeFocused();
    await expectSubmissions(request, marker, [200]);

    // The composer moves on to another idea while the task runs.
    await tabTo(page, promptBox(form), { backwards: true });
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("A different idea");
    await expect(promptBox(form)).toHaveValue("A different idea");

    const card = taskCard(page, marker);
    await expect(statusBadge(card)).toHaveText("Completed", { timeout: 20_000 });

    // From the composer, Tab reaches the card's More menu; Enter opens it, Escape closes it where
    // the focus was, Tab then reaches its Clone; Enter puts the request back.
    const more = card.getByRole("button", { name: "More", exact: true });
    await tabTo(page, more, { max: 120 });
    await expectVisibleFocus(more);
    await page.keyboard.press("Enter");
    await expect(more).toHaveAttribute("aria-expanded", "true");
    // The menu's code comes with its first opening: Tab once it shows.
    await expect(card.getByRole("button", { name: "Clone" })).toBeVisible();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await expect(more).toHaveAttribute("aria-expanded", "false");
    await expect(more).toBeFocused();
    await page.keyboard.press("Enter");
    const clone = card.getByRole("button", { name: "Clone" });
    await tabTo(page, clone, { max: 10 });
    await expectVisibleFocus(clone);
    await page.keyboard.press("Enter");
    await expect(promptBox(form)).toHaveValue(prompt);
    await expect(videoTab).toHaveAttribute("aria-selected", "true");
    // Nothing moves under the user: the focus stays on Clone, and the prompt is a Shift+Tab walk away.
    await expect(clone).toBeFocused();
    await tabTo(page, promptBox(form), { backwards: true, max: 120 });
    await expectVisibleFocus(promptBox(form));
    await expect(tasks(page).getByRole("article")).toHaveCount(1);
    await expectSubmissions(request, marker, [200]);
  });
});

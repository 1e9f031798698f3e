import { expect, test } from "./support/test.ts";
import { composer, promptBox, submitButton, tasks, threeDForm, videoForm } from "./support/composer.ts";
import { IMAGE_HOST, VIDEO_MODEL, serveImages } from "./support/deck.ts";
import { finishedTask, historyFile, importHistory } from "./support/history.ts";

// Issue 26: a returning visit shows the whole composer. Until its forms' chunk has come (held
// here), a stand-in with their layout and the draft; what is typed in it is the forms' once they come.

test.setTimeout(120_000);

test("a returning visit shows the composer's layout with the draft at once, and keeps what is typed before its forms come", async ({
  page,
}) => {
  await serveImages(page);
  await page.goto("/");
  const form = videoForm(page);
  await promptBox(form).fill("A heron at dawn");
  await importHistory(
    page,
    historyFile([
      finishedTask(0, {
        id: "returning-composer",
        requestId: "2025060100000000returningcomposer",
        taskId: "returning-composer",
        mode: "video",
        body: { model: VIDEO_MODEL, prompt: "An earlier task" },
        status: "COMPLETED",
        data: { video_urls: [`${IMAGE_HOST}/returning-composer.mp4`] },
      }),
    ]),
  );
  await expect(tasks(page).getByRole("article")).toHaveCount(1);

  // The forms' chunk is held until the stand-in has been typed into.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/composer-forms-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  await expect(tasks(page).getByRole("article")).toHaveCount(1);
  const place = composer(page);
  const kinds = place.getByRole("tablist", { name: "Kind of request" });
  await expect(kinds.getByRole("tab", { name: "Video" })).toHaveAttribute("aria-selected", "true");
  await expect(place.getByRole("textbox", { name: "Model" })).toHaveValue(VIDEO_MODEL);
  const standIn = place.getByRole("textbox", { name: "Prompt" });
  await expect(standIn).toHaveValue("A heron at dawn");
  const waiting = place.getByRole("button", { name: "Submit" });
  await expect(waiting).toHaveAttribute("aria-disabled", "true");
  await expect(waiting).toHaveAccessibleDescription("Getting the composer ready…");
  await expect(form).toHaveCount(0);

  await standIn.click();
  await page.keyboard.press("End");
  await page.keyboard.type(", wading");
  release();

  // The forms in its place: the words typed, the focus and the caret where they were.
  await expect(promptBox(form)).toHaveValue("A heron at dawn, wading");
  await expect(promptBox(form)).toBeFocused();
  await page.keyboard.type(" slowly");
  await expect(promptBox(form)).toHaveValue("A heron at dawn, wading slowly");
  await expect(submitButton(form)).toBeEnabled();
  await expect(submitButton(form)).not.toHaveAttribute("aria-disabled");
});

test("a returning visit on the 3D tab keeps its stand-in until the 3D form's code is in too, and nothing typed is lost", async ({
  page,
}) => {
  await serveImages(page);
  await page.goto("/");
  const kinds = composer(page).getByRole("tablist", { name: "Kind of request" });
  await kinds.getByRole("tab", { name: "3D" }).click();
  await expect(threeDForm(page)).toBeVisible();
  await importHistory(
    page,
    historyFile([
      finishedTask(0, {
        id: "returning-3d",
        requestId: "2025060100000000returning3d",
        taskId: "returning-3d",
        mode: "video",
        body: { model: VIDEO_MODEL, prompt: "An earlier task" },
        status: "COMPLETED",
        data: { video_urls: [`${IMAGE_HOST}/returning-3d.mp4`] },
      }),
    ]),
  );
  await expect(tasks(page).getByRole("article")).toHaveCount(1);

  // Both chunks held: the forms', then the 3D form's.
  const hold = () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    return { held, release };
  };
  const [forms, threeD] = [hold(), hold()];
  await page.route(/\/composer-forms-[\w-]+\.js$/, async (route) => {
    await forms.held;
    await route.continue();
  });
  await page.route(/\/three-d-form-[\w-]+\.js$/, async (route) => {
    await threeD.held;
    await route.continue();
  });
  await page.reload();
  await expect(kinds.getByRole("tab", { name: "3D" })).toHaveAttribute("aria-selected", "true");
  const standIn = composer(page).getByRole("textbox", { name: "Prompt" });
  // The 3D draft holds the form's default flags: emptied, then typed into.
  await standIn.fill("");
  await page.keyboard.type("--fileformat glb");
  const askedFor3d = page.waitForRequest(/\/three-d-form-[\w-]+\.js$/);
  forms.release();
  // The forms are in (they ask for the 3D form), the 3D form is not: the stand-in stays, and takes what is typed.
  await askedFor3d;
  await page.keyboard.type(" --subdivisionlevel medium");
  await expect(standIn).toBeFocused();
  await expect(threeDForm(page)).toHaveCount(0);
  threeD.release();

  await expect(promptBox(threeDForm(page))).toHaveValue("--fileformat glb --subdivisionlevel medium");
  await expect(promptBox(threeDForm(page))).toBeFocused();
});

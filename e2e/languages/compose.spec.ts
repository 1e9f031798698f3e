import { expect, test } from "../support/test.ts";
import { CAMERA_MOVE_TABLE } from "../../src/contract/camera-directives.ts";
import { modelOffering } from "../../src/contract/models.ts";
import { FILE_FORMATS } from "../../src/contract/three-d-flags.ts";
import { expectNoViolations } from "../support/a11y-scan.ts";
import { imageUrlFor, serveImages } from "../support/deck.ts";
import {
  downloadButton,
  expectPageInLanguage,
  kindTab,
  openApp,
  promptBox,
  statusBadge,
  submit,
  submitButton,
  taskCard,
  threeDForm,
  videoForm,
} from "../support/localized.ts";
import { inBothLanguages } from "../support/say.ts";
import { armFault, expectSubmissions, uniqueMarker } from "../support/sandbox.ts";

// Issue 17: compose, submit and follow tasks, and meet an error, in English and in Chinese.

test.setTimeout(60_000);
const FINISHES = { timeout: 20_000 };

/** A move's name as the page shows it: its Chinese name in a Chinese page. */
const moveName = (locale: string, move: string) =>
  locale.startsWith("zh") ? CAMERA_MOVE_TABLE.find((row) => row.move === move)!.zh : move;

inBothLanguages("composing and following tasks", (s, locale) => {
  test("a video task with Chinese moves, its shot sequence read in the page's language, to its result", async ({
    page,
    request,
  }) => {
    const marker = uniqueMarker(test.info());
    await openApp(page, s);
    const form = videoForm(page, s);
    // A bracket left open is warned about in the page's language, its position as people count it.
    await promptBox(form, s).fill("男子拿起一本书【上升");
    const unclosed = s(
      'Unclosed "{bracket}" at character {character}: close it with "{closer}" on the same line, or it is sent as plain text.',
      { bracket: "【", character: 8, closer: "】" },
    );
    await expect(form.getByText(unclosed)).toBeVisible();
    const prompt = `男子拿起一本书[上升],然后阅读[固定]。${marker}`;
    await promptBox(form, s).fill(prompt);
    await expect(form.getByText(unclosed)).toHaveCount(0);
    const sequence = `1 · ${moveName(locale, "Pedestal up")} → 2 · ${moveName(locale, "Static shot")}`;
    const shot = s("Shot sequence: {sequence}", { sequence });
    await expect(form.getByText(shot)).toBeVisible();
    await expectNoViolations(page, `a draft with Chinese moves (${locale})`);
    await expectPageInLanguage(page, locale, "a draft with Chinese moves", [prompt]);

    const requestId = await submit(form, s);
    const card = taskCard(page, s, marker);
    await expect(statusBadge(card)).toHaveText(s("Completed"), FINISHES);
    await expect(card.locator("video")).toHaveCount(1);
    // The result leads; the prompt and its shot sequence wait behind Details.
    await card.getByText(s("Details"), { exact: true }).click();
    await expect(card.getByText(shot)).toBeVisible();
    await expect(downloadButton(card, s)).toHaveAccessibleDescription(new RegExp(`\\S+_${requestId}\\.mp4$`));
    await expectNoViolations(page, `a finished video task (${locale})`);
    await expectPageInLanguage(page, locale, "a finished video task", [prompt, requestId]);
    const [sent] = await expectSubmissions(request, marker, [200]);
    expect(sent!.body).toMatchObject({ prompt });
  });

  test("a 3D task with --sl high --ff usdz, on a model that offers them, to its result", async ({ page, request }) => {
    const marker = uniqueMarker(test.info());
    await serveImages(page);
    await openApp(page, s);
    await kindTab(page, s, "3D").click();
    const form = threeDForm(page, s);
    await form.getByRole("combobox", { name: s("Model") }).fill(modelOffering("high"));
    await form.getByRole("textbox", { name: s("Source image") }).fill(imageUrlFor(marker));
    // A flag's bad value is named in the page's language; the flag and the values stay as typed.
    await promptBox(form, s).fill("--sl high --ff fbx");
    const offered = FILE_FORMATS.join(", ");
    const refused = s('{flag} cannot be "{value}": use {offered}', { flag: "--ff", value: "fbx", offered });
    await expect(form.getByText(refused)).toBeVisible();
    await promptBox(form, s).fill("--sl high --ff usdz");
    await expect(form.getByText(refused)).toHaveCount(0);
    await expect(form.getByRole("combobox", { name: s("Subdivision level") })).toHaveValue("high");
    await expect(form.getByRole("combobox", { name: s("File format") })).toHaveValue("usdz");
    await expectNoViolations(page, `a 3D draft (${locale})`);

    const requestId = await submit(form, s);
    const card = taskCard(page, s, requestId);
    await expect(statusBadge(card)).toHaveText(s("Completed"), { timeout: 30_000 });
    await expect(downloadButton(card, s)).toHaveAccessibleDescription(new RegExp(`\\S+_${requestId}\\.(usdz|zip)$`));
    await expectNoViolations(page, `a finished 3D task (${locale})`);
    await expectPageInLanguage(page, locale, "a finished 3D task", [requestId]);
    const [sent] = await expectSubmissions(request, marker, [200]);
    expect(sent!.body).toMatchObject({ model: modelOffering("high"), prompt: "--sl high --ff usdz" });
  });

  test("a gateway's error page is reported in the page's language, with its remedy, the draft kept", async ({
    page,
    request,
  }) => {
    const marker = uniqueMarker(test.info());
    await armFault(request, { kind: "html502", on: "submit", match: marker });
    await openApp(page, s);
    const form = videoForm(page, s);
    const prompt = `一只狐狸穿过雪地 [左摇] ${marker}`;
    await promptBox(form, s).fill(prompt);
    await submitButton(form, s).click();

    const alert = form.getByRole("alert");
    await expect(alert).toContainText(
      s(
        "The service answered HTTP {status} with an error page instead of JSON — a gateway or proxy problem. Try again in a moment.",
        { status: 502 },
      ),
    );
    await expect(alert.getByRole("button", { name: s("Try again") })).toBeVisible();
    await expect(promptBox(form, s)).toHaveValue(prompt);
    await expectNoViolations(page, `a refused submission (${locale})`);
    await expectPageInLanguage(page, locale, "a refused submission", [prompt]);
    await expectSubmissions(request, marker, [502]);
  });
});

import { expect, test } from "../support/test.ts";
import { LANGUAGE_CONTROL_NAME } from "../../src/i18n/locales.ts";
import { expectNoViolations } from "../support/a11y-scan.ts";
import {
  composer,
  expectPageInLanguage,
  openApp,
  promptBox,
  showComposer,
  statusBadge,
  submit,
  taskCard,
  tasks,
  videoForm,
} from "../support/localized.ts";
import { appLocale, inBothLanguages, sayer } from "../support/say.ts";
import { uniqueMarker } from "../support/sandbox.ts";

// Issue 17: the first visit follows the browser; the header's Language / 语言 switches mid-draft
// without a reload, re-renders every pane and keeps the draft; the choice outlives a reload.

test.setTimeout(60_000);

const MODEL_ID_HINT = "A model id looks like vendor/model-name, e.g. minimax/t2v-01-director.";

inBothLanguages("the interface's language", (s, locale) => {
  const other = locale === "zh-CN" ? "en-US" : "zh-CN";
  const t = sayer(other);

  test(`follows the browser at a first visit, then switches to ${other} mid-draft and remembers it`, async ({
    page,
  }) => {
    const marker = uniqueMarker(test.info());
    await openApp(page, s);
    await expect(page.locator("html")).toHaveAttribute("lang", appLocale(locale));
    await expect(page).toHaveTitle(/Taskdeck/);

    // A finished task in the deck and a draft in the composer, then the switch.
    const words = "A lighthouse at dusk";
    const done = `${words} [Push in] ${marker}`;
    await promptBox(videoForm(page, s), s).fill(done);
    await submit(videoForm(page, s), s);
    await expect(statusBadge(taskCard(page, s, marker))).toHaveText(s("Completed"), { timeout: 20_000 });
    const draft = `男子拿起一本书[上升],然后阅读[固定]。 draft ${marker}`;
    await promptBox(videoForm(page, s), s).fill(draft);
    // A field error on screen when the language switches: it is worded again, not checked again.
    const modelBox = videoForm(page, s).getByRole("combobox", { name: s("Model") });
    await modelBox.fill("no-model");
    await submit(videoForm(page, s), s);
    await expect(videoForm(page, s).getByText(s(MODEL_ID_HINT))).toBeVisible();
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

    await page.getByRole("combobox", { name: LANGUAGE_CONTROL_NAME }).selectOption(appLocale(other));
    await expect(page.locator("html")).toHaveAttribute("lang", appLocale(other));
    await expect(composer(page, t)).toBeVisible();
    await expect(tasks(page, t)).toBeVisible();
    await expect(promptBox(videoForm(page, t), t)).toHaveValue(draft);
    await expect(videoForm(page, t).getByText(t(MODEL_ID_HINT))).toBeVisible();
    await expect(statusBadge(taskCard(page, t, marker))).toHaveText(t("Completed"));
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await expectNoViolations(page, `after switching to ${other}`);
    await expectPageInLanguage(page, other, `after switching to ${other}`, [done, words, draft, marker]);

    // Remembered: a reload comes back in the chosen language, whatever the browser says.
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", appLocale(other));
    // A returning visit: the tasks, and the whole composer with the draft (its stand-in first, src/components/stand-in/composer-stand-in.tsx).
    await showComposer(page, t, draft);
    await expectNoViolations(page, `a returning visit in ${other}`);
    await expect(promptBox(videoForm(page, t), t)).toHaveValue(draft);
    await expect(page.getByRole("combobox", { name: LANGUAGE_CONTROL_NAME })).toHaveValue(appLocale(other));
  });
});

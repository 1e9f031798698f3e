import { expect, test } from "../support/test.ts";
import { expectNoViolations } from "../support/a11y-scan.ts";
import { expectPageInLanguage, openApp, promptBox, videoForm } from "../support/localized.ts";
import { inBothLanguages } from "../support/say.ts";
import { uniqueMarker } from "../support/sandbox.ts";

// Issue 17: a QA run built in the Matrix builder, sent and followed in its grid (runs.spec.ts imports one),
// in English and in Chinese, axe clean, every control named in the page's language.

inBothLanguages("QA run", (s, locale) => {
  test("built with the Matrix builder, confirmed, and followed in its grid to the end", async ({ page }) => {
    test.slow();
    const marker = uniqueMarker(test.info());
    const prompt = `A fox ${marker}`;
    await openApp(page, s);
    const form = videoForm(page, s);
    await promptBox(form, s).fill(prompt);
    await form.getByText(s("Matrix"), { exact: true }).click();
    await form.getByRole("button", { name: s("Add axis") }).click();
    const axis = form.getByRole("group", { name: s("Axis {number}", { number: 1 }) });
    await axis.getByRole("combobox", { name: s("Axis") }).selectOption({ label: s("Model") });
    await axis.getByRole("textbox", { name: s("Values") }).fill("minimax/t2v-01-director\nminimax/t2v-01");
    await expect(
      form.getByRole("heading", { name: s("{n, plural, one {# task} other {# tasks}}", { n: 2 }) }),
    ).toBeVisible();
    await expectNoViolations(page, `the run builder (${locale})`);
    await expectPageInLanguage(page, locale, "the run builder", [prompt, marker]);

    const send = s("{count, plural, one {Send # task} other {Send # tasks}}", { count: 2 });
    await form.getByRole("button", { name: send }).click();
    const dialog = page.getByRole("dialog", { name: s("{label}?", { label: send }) });
    await expect(dialog).toBeVisible();
    await expectNoViolations(page, `the run's confirm dialog (${locale})`);
    await dialog.getByRole("button", { name: send }).click();

    const run = page.getByRole("region", { name: new RegExp(`${marker}$`) });
    await expect(run.getByText(s("{finished} of {total} finished", { finished: 2, total: 2 }))).toBeVisible({
      timeout: 60_000,
    });
    await expect(run.getByRole("group", { name: s("Sending") })).toContainText(s("Nothing left to send."));
    await expect(run.getByRole("combobox", { name: s("Show") })).toHaveValue("all");
    await expectNoViolations(page, `the run's grid (${locale})`);
    await expectPageInLanguage(page, locale, "the run's grid", [prompt, marker]);
  });
});

import { expect, test } from "../support/test.ts";
import { expectNoViolations } from "../support/a11y-scan.ts";
import { expectPageInLanguage, taskCard, tasks } from "../support/localized.ts";
import { finishedCards, twoPrompts } from "../support/finished.ts";
import { inBothLanguages } from "../support/say.ts";
import { uniqueMarker } from "../support/sandbox.ts";

// Issue 17: the gallery, the lightbox and the comparison, in English and in Chinese.

test.setTimeout(90_000);

inBothLanguages("reviewing results", (s, locale) => {
  test("the gallery, a tile in the lightbox, and two videos compared", async ({ page }) => {
    const marker = uniqueMarker(test.info());
    const prompts = twoPrompts(marker);
    await finishedCards(page, s, prompts);

    const views = tasks(page, s).getByRole("group", { name: s("View") });
    await views.getByRole("button", { name: s("Gallery") }).click();
    const gallery = tasks(page, s).getByRole("list", { name: s("Task gallery") });
    await expect(gallery.getByRole("listitem")).toHaveCount(2);
    await expectNoViolations(page, `the gallery (${locale})`);
    await expectPageInLanguage(page, locale, "the gallery", [...prompts, marker]);

    await gallery.getByRole("button", { name: new RegExp(`${marker}-a`) }).click();
    const lightbox = page.getByRole("dialog");
    await expect(lightbox).toContainText(s("Task {position} of {shown} shown", { position: 2, shown: 2 }));
    await expectNoViolations(page, `the lightbox (${locale})`);
    await expectPageInLanguage(page, locale, "the lightbox", [...prompts, marker]);
    await page.keyboard.press("Escape");
    await expect(lightbox).toBeHidden();

    await views.getByRole("button", { name: s("List") }).click();
    for (const end of ["a", "b"]) await taskCard(page, s, `${marker}-${end}`).getByRole("checkbox").first().check();
    await tasks(page, s)
      .getByRole("button", { name: s("Compare"), exact: true })
      .click();
    const compare = page.getByRole("dialog", { name: s("Compare") });
    await expect(compare.locator("video")).toHaveCount(2);
    await expectNoViolations(page, `the comparison (${locale})`);
    await expectPageInLanguage(page, locale, "the comparison", [...prompts, marker]);
    await compare.getByRole("button", { name: s("Close") }).click();
    await expect(compare).toBeHidden();
  });
});

import { expect, test } from "../support/test.ts";
import { expectNoViolations } from "../support/a11y-scan.ts";
import { expectPageInLanguage, openApp, tasks } from "../support/localized.ts";
import { runFile } from "../support/run-file.ts";
import { inBothLanguages } from "../support/say.ts";
import { uniqueMarker } from "../support/sandbox.ts";

// Issue 17: a QA run's view, in English and in Chinese.

test.setTimeout(90_000);

inBothLanguages("a QA run", (s, locale) => {
  test("an imported 2 × 2 run seen to completion, and a row compared", async ({ page, request }) => {
    const marker = uniqueMarker(test.info());
    const prompts = [`黄昏的灯塔 ${marker}`, `清晨的港口 ${marker}`];
    const { file } = await runFile(request, marker, prompts);
    await openApp(page, s);
    await tasks(page, s).getByLabel(s("Import history file")).setInputFiles(file);
    const run = page.getByRole("region", { name: `Harbour check ${marker}` });
    await expect(run.getByText(s("{finished} of {total} finished", { finished: 4, total: 4 }))).toBeVisible({
      timeout: 30_000,
    });
    await expectNoViolations(page, `a finished run's grid (${locale})`);
    await expectPageInLanguage(page, locale, "a finished run's grid", [...prompts, `Harbour check ${marker}`]);

    await run.getByRole("button", { name: s("Compare row {label}", { label: prompts[0]! }) }).click();
    const compare = page.getByRole("dialog", { name: s("Compare") });
    await expect(compare.locator("video")).toHaveCount(2);
    await expectNoViolations(page, `a run's row compared (${locale})`);
    await expectPageInLanguage(page, locale, "a run's row compared", [...prompts, `Harbour check ${marker}`]);
    await compare.getByRole("button", { name: s("Close") }).click();
    await expect(compare).toHaveCount(0);
  });
});

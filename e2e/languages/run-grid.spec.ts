import { expect as baseExpect, test, type APIRequestContext, type Locator, type Page } from "../support/test.ts";
import { taskPath } from "../../src/contract/server-paths.ts";
import { expectNoViolations } from "../support/a11y-scan.ts";
import { expectPageInLanguage, tasks, type Say } from "../support/localized.ts";
import { MOVES, runFile } from "../support/run-file.ts";
import { inBothLanguages } from "../support/say.ts";
import { SANDBOX_AUTH, uniqueMarker } from "../support/sandbox.ts";

// Issue 26: a QA run's grid shows each cell's verdict, each row's, column's and the run's "N of M
// passed" and mean rating, and a Heatmap; the run's lightbox names its cell and keeps the verdict
// in view beside or above the result, on a wide screen and on a phone. In English and in Chinese.

test.setTimeout(360_000);
// The machines these run on are shared and busy: a chunk or a verdict's write may take seconds.
const expect = baseExpect.configure({ timeout: 15_000 });

const cellName = (s: Say, prompt: string, move: string) =>
  [
    s("{kind}: {value}", { kind: s("Prompt"), value: prompt }),
    s("{kind}: {value}", { kind: s("Camera moves"), value: move }),
  ].join(" · ");

type RunDocument = { history: { tasks: { requestId: string; record: unknown; updatedAt: number | null }[] } };

/**
 * The run file of support/run-file.ts once the sandbox has finished its four tasks, their final
 * records in it: the grid shows them at once, with no wait on the page's polling (slow on a busy machine).
 */
async function finishedRunFile(request: APIRequestContext, marker: string, prompts: string[]) {
  const { file } = await runFile(request, marker, prompts);
  const document = JSON.parse(file.buffer.toString("utf8")) as RunDocument;
  for (const task of document.history.tasks)
    await expect(async () => {
      const answer = await request.get(taskPath(task.requestId), { headers: SANDBOX_AUTH });
      const record = ((await answer.json()) as { data: { status: string } }).data;
      expect(record.status).toBe("COMPLETED");
      [task.record, task.updatedAt] = [record, Date.now()];
    }).toPass({ timeout: 60_000 });
  return { ...file, buffer: Buffer.from(JSON.stringify(document)) };
}

/** The lightbox of a cell, opened from the grid, with its verdict's controls in view. */
async function openCell(page: Page, run: Locator, s: Say, name: string) {
  await run.getByRole("button", { name }).click();
  const lightbox = page.getByRole("dialog", { name });
  await expect(lightbox.getByRole("button", { name: s("Pass"), exact: true })).toBeInViewport({ ratio: 1 });
  await expect(lightbox.getByRole("radiogroup", { name: s("Rating") })).toBeInViewport({ ratio: 1 });
  return lightbox;
}

inBothLanguages("a QA run's review in the grid", (s, locale) => {
  test("cells reviewed in the lightbox show their marks, totals and the Heatmap", async ({ page, request }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const marker = uniqueMarker(test.info());
    const prompts = [`红狐 ${marker}`, `灰狼 ${marker}`];
    const file = await finishedRunFile(request, marker, prompts);
    // Its tasks come finished: nothing to poll, and the composer need not be ready (openApp waits 5 s for it).
    await page.goto("/");
    await tasks(page, s).getByLabel(s("Import history file")).setInputFiles(file);
    const run = page.getByRole("region", { name: `Harbour check ${marker}` });
    // The runs' code and catalogs load with the first run: slow on a busy machine.
    await expect(run.getByText(s("{finished} of {total} finished", { finished: 4, total: 4 }))).toBeVisible({
      timeout: 60_000,
    });
    const corner = run.getByRole("columnheader").first();
    await expect(corner).toHaveText(
      s("Rows: {rowAxis}", { rowAxis: s("Prompt") }) + s("Columns: {columnAxis}", { columnAxis: s("Camera moves") }),
    );

    // Pass the first cell, fail the second, rate the third 4 stars: grid order, by keyboard.
    const names = prompts.flatMap((prompt) => MOVES.map((move) => cellName(s, prompt, move)));
    const lightbox = await openCell(page, run, s, names[0]!);
    await expect(lightbox.locator("video")).toBeInViewport();
    for (const key of ["p", "ArrowRight", "f", "ArrowRight", "4"]) await page.keyboard.press(key);
    await expect(
      page
        .getByRole("dialog", { name: names[2] })
        .getByRole("radio", { name: s("{stars, plural, one {# star} other {# stars}}", { stars: 4 }) }),
    ).toBeChecked();
    await expectNoViolations(page, `the run's lightbox (${locale})`);
    await page.keyboard.press("Escape");

    const passed = s("{name}: {judged}", { name: names[0]!, judged: s("Passed") });
    await expect(run.getByRole("button", { name: passed, exact: true })).toBeVisible();
    await expect(run.getByRole("rowheader").first()).toContainText(
      s("{passed} of {judged} passed", { passed: 1, judged: 2 }),
    );
    await expect(run.getByRole("rowheader").nth(1)).toContainText(s("mean rating {mean}", { mean: 4 }));
    await expect(run.getByRole("columnheader").nth(1)).toContainText(
      s("{passed} of {judged} passed", { passed: 1, judged: 1 }),
    );
    const summary = [s("{passed} of {judged} passed", { passed: 1, judged: 2 }), s("mean rating {mean}", { mean: 4 })];
    await expect(run.getByText(summary.join(" · "), { exact: true })).toBeVisible();

    const heatmap = run.getByRole("button", { name: s("Heatmap"), exact: true });
    await expect(heatmap).toHaveAttribute("aria-pressed", "false");
    await heatmap.click();
    await expect(heatmap).toHaveAttribute("aria-pressed", "true");
    await expect(run.getByRole("button", { name: passed, exact: true }).locator("[data-heat]")).toHaveText("✓");
    await run
      .getByRole("radiogroup", { name: s("Colour by") })
      .getByRole("radio")
      .nth(1)
      .check();
    await expect(run.getByRole("button", { name: names[2] }).locator("[data-heat]")).toHaveText("★4");
    // The key shows every colour of the scale: one scan checks them all, beside the cells' badges and totals.
    await expectNoViolations(page, `a reviewed run's grid, its Heatmap by rating (${locale})`);
    // Both themes (issue 26: axe clean in each): the Heatmap's scale and marks in the dark one too.
    const theme = page.getByRole("combobox", { name: s("Theme") });
    await theme.selectOption({ label: s("Dark") });
    await expectNoViolations(page, `a reviewed run's grid, its Heatmap by rating, dark (${locale})`);
    await run
      .getByRole("radiogroup", { name: s("Colour by") })
      .getByRole("radio")
      .first()
      .check();
    await expectNoViolations(page, `a reviewed run's grid, its Heatmap by outcome, dark (${locale})`);
    await theme.selectOption({ label: s("System") });
    await expectPageInLanguage(page, locale, "a reviewed run's grid with its Heatmap", [
      ...prompts,
      `Harbour check ${marker}`,
    ]);

    // On a phone, the verdict stays in view above the result.
    await page.setViewportSize({ width: 390, height: 844 });
    await openCell(page, run, s, names[3]!);
    await expectNoViolations(page, `the run's lightbox on a phone (${locale})`);
  });
});

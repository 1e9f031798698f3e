import { readFile } from "node:fs/promises";
import { expect, test, type APIRequestContext, type Page } from "./support/test.ts";
import { expectNoViolations } from "./support/a11y-scan.ts";
import { openDeck, VIDEO_MODEL } from "./support/deck.ts";
import { csvLines } from "./support/export.ts";
import { importHistory } from "./support/history.ts";
import { runFile } from "./support/run-file.ts";
import { uniqueMarker } from "./support/sandbox.ts";

// The run view against the sandbox: a 2 × 2 run whose four tasks the sandbox runs, imported as a
// run file (as another browser's Export run wrote it), seen in the grid to completion, compared
// from a row, reviewed by keyboard in grid order and reported as CSV and Markdown.

const FINISHES = { timeout: 30_000 };
// Room for the four tasks' 30 s on a busy machine, and the steps after them.
test.setTimeout(60_000);

async function importedRun(page: Page, request: APIRequestContext) {
  const marker = uniqueMarker(test.info());
  const { prompts, file } = await runFile(request, marker);
  await openDeck(page);
  // No run yet: the runs' code has not loaded.
  await expect(page.getByRole("region", { name: "QA runs" })).toHaveCount(0);
  await importHistory(page, file);
  const run = page.getByRole("region", { name: `Harbour check ${marker}` });
  await expect(run.getByText("4 of 4 finished")).toBeVisible(FINISHES);
  return { run, prompts };
}

const cell = (prompt: string, move: string) => `Prompt: ${prompt} · Camera moves: ${move}`;

test("an imported 2 × 2 run is seen in the grid to completion, and a row opens Compare", async ({ page, request }) => {
  const { run, prompts } = await importedRun(page, request);
  await expect(run.getByRole("button", { name: cell(prompts[1]!, "[Zoom in]") })).toBeVisible();
  await expectNoViolations(page, "a finished run's grid");

  await run.getByRole("button", { name: `Compare row ${prompts[0]}` }).click();
  const compare = page.getByRole("dialog", { name: "Compare" });
  await expect(compare).toBeVisible();
  // The row's two cells, side by side, each with its prompt.
  await expect(compare.getByRole("region", { name: /^[AB]: Video/ })).toHaveCount(2);
  await expect(compare.getByText(prompts[0]!, { exact: false })).toHaveCount(2);
  expect(new URL(page.url()).hash).toMatch(/^#compare=[^,]+,[^,]+$/);
  await compare.getByRole("button", { name: "Close" }).click();
  await expect(compare).toHaveCount(0);
});

test("verdicts given by keyboard in grid order are exported to CSV and Markdown", async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const { run, prompts } = await importedRun(page, request);
  await run.getByRole("button", { name: cell(prompts[0]!, "[Pan left]") }).click();
  // The run's lightbox is named after the cell it shows.
  const lightbox = page.getByRole("dialog", { name: cell(prompts[0]!, "[Pan left]") });
  await expect(lightbox.getByText(`Video · ${VIDEO_MODEL}`)).toBeVisible();
  // Pass, next, fail, next, 4 stars, next, pass: the grid's order, row by row.
  const order = [cell(prompts[0]!, "[Zoom in]"), cell(prompts[1]!, "[Pan left]"), cell(prompts[1]!, "[Zoom in]")];
  for (const key of ["p", "ArrowRight", "f", "ArrowRight", "4", "ArrowRight", "p"]) {
    await page.keyboard.press(key);
    if (key === "ArrowRight") await expect(page.getByRole("dialog", { name: order.shift()! })).toBeVisible();
  }
  await expect(page.getByRole("dialog").getByText("4 of 4 reviewed")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(run.getByText("4 of 4 reviewed")).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    run.getByRole("button", { name: "Export run (CSV)" }).click(),
  ]);
  const lines = csvLines(await readFile(await download.path(), "utf8"));
  expect(lines[0]).toMatch(
    /^cell,Prompt,Camera moves,repeat,status,status_label,request_id,result_urls,verdict,rating,/,
  );
  // Each cell named by its values and repeat, then (after an empty line) the totals per value and for the run.
  const verdicts = lines.slice(1, 5).map((line) => line.split(",").slice(0, 10));
  const label = (prompt: string, move: string) => `${prompt} · ${move} · #1`;
  expect(verdicts.map((row) => [row[0], row[1], row[2], row[4], row[8], row[9]])).toEqual([
    [label(prompts[0]!, "[Pan left]"), prompts[0], "[Pan left]", "COMPLETED", "pass", ""],
    [label(prompts[0]!, "[Zoom in]"), prompts[0], "[Zoom in]", "COMPLETED", "fail", ""],
    [label(prompts[1]!, "[Pan left]"), prompts[1], "[Pan left]", "COMPLETED", "", "4"],
    [label(prompts[1]!, "[Zoom in]"), prompts[1], "[Zoom in]", "COMPLETED", "pass", ""],
  ]);
  expect(lines.slice(5)).toEqual([
    "",
    "axis,value,cells,passed,failed,pass_rate,mean_rating",
    `Prompt,${prompts[0]},2,1,1,0.5,`,
    `Prompt,${prompts[1]},2,1,0,1,4`,
    "Camera moves,[Pan left],2,1,0,1,4",
    "Camera moves,[Zoom in],2,1,1,0.5,",
    ",Whole run,4,2,1,0.6667,4",
  ]);

  // The price per task entered in the settings gives the report its cost: the four tasks sent.
  await page.getByRole("button", { name: "Connection settings" }).click();
  const settings = page.getByRole("dialog", { name: "Connection settings" });
  await settings.getByRole("textbox", { name: "Price per task" }).fill("0.25");
  await settings.getByRole("button", { name: "Save" }).click();
  await expect(settings).toBeHidden();
  await run.getByRole("button", { name: "Copy as Markdown" }).click();
  const markdown = (await page.evaluate(() => navigator.clipboard.readText())).split("\n");
  expect(markdown[0]).toMatch(/ · Estimated cost: 1\.00 \(4 × 0\.25\)$/);
  expect(markdown[2]).toBe("| Cell | Prompt | Camera moves | Status | Verdict | Note | Results |");
  expect(markdown[4]).toMatch(
    new RegExp(
      `^\\| ${prompts[0]} · \\[Pan left\\] · #1 \\| ${prompts[0]} \\| \\[Pan left\\] \\| Completed \\| pass \\|  \\| \\[result 1\\]\\(http`,
    ),
  );
  expect(markdown[6]).toContain("| Completed | 4/5 |");
  expect(markdown).toContain("|  | Whole run | 4 | 2 | 1 | 67% | 4 |");
});

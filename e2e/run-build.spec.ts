import { expect, test, type Page } from "./support/test.ts";
import { expectNoViolations } from "./support/a11y-scan.ts";
import { tabTo } from "./support/a11y-keyboard.ts";
import { duplicateDialog, openComposer, promptBox, submitButton, videoForm } from "./support/composer.ts";
import { cardAction, openDeck, statusBadge, submitVideo, taskCard } from "./support/deck.ts";
import { expectSubmissions, uniqueMarker } from "./support/sandbox.ts";

// Issue 16 §1: a prompt matrix built in the composer, every cell checked and shown, and sent as
// one run only after a second question.

/** The runs this browser stored (the run store's own database), oldest first. */
async function storedRuns(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ name: string; cells: { key: string; body: Record<string, unknown>; entryId: string | null }[] }[]>(
        (resolve, reject) => {
          const open = indexedDB.open("taskdeck");
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const read = open.result.transaction("runs").objectStore("runs").getAll();
            read.onsuccess = () => resolve(read.result);
            read.onerror = () => reject(read.error);
          };
        },
      ),
  );
}

test("a 2 × 2 run: Matrix, two prompts and two models, every cell checked, Send 4 tasks, confirmed once, each body reaching the sandbox once and seen in the grid to completion", async ({
  page,
  request,
}) => {
  test.slow();
  const marker = uniqueMarker(test.info());
  await openComposer(page);
  const form = videoForm(page);
  await promptBox(form).fill(`A fox ${marker}`);

  // The builder is reached and switched on from the keyboard; it loads only now.
  const matrix = form.getByRole("switch", { name: "Matrix" });
  await tabTo(page, matrix);
  await page.keyboard.press("Space");
  await expect(matrix).toBeChecked();
  const addAxis = form.getByRole("button", { name: "Add axis" });
  await addAxis.click();
  const first = form.getByRole("group", { name: "Axis 1" });
  await expect(first.getByRole("combobox", { name: "Axis" })).toBeFocused();
  await first.getByRole("textbox", { name: "Term to replace" }).fill("fox");
  await first.getByRole("textbox", { name: "Values" }).fill(`fox\ncrane`);
  await addAxis.click();
  const second = form.getByRole("group", { name: "Axis 2" });
  await second.getByRole("combobox", { name: "Axis" }).selectOption({ label: "Model" });
  await second.getByRole("textbox", { name: "Values" }).fill("minimax/t2v-01-director\nnot a model");

  // One bad cell blocks the run and is named.
  await expect(form.getByText('Cell 2 (Prompt: "fox", Model: not a model): A model id looks like')).toBeVisible();
  await expectNoViolations(page, "the builder with a bad cell");
  await form.getByRole("button", { name: "Send 4 tasks" }).click();
  await expect(form.getByRole("alert")).toHaveText("Not sent: fix the problems listed above first.");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await second.getByRole("textbox", { name: "Values" }).fill("minimax/t2v-01-director\nminimax/t2v-01");
  await expect(form.getByRole("heading", { name: "4 tasks" })).toBeVisible();
  // Time only from finished tasks here (none yet); cost only from a price entered in the settings.
  await expect(
    form.getByText(/^Estimated time: no estimate yet .* · Cost: enter a price per task in the connection settings$/),
  ).toBeVisible();
  await page.getByRole("button", { name: "Connection settings" }).click();
  const settings = page.getByRole("dialog", { name: "Connection settings" });
  await settings.getByRole("textbox", { name: "Price per task" }).fill("0.5");
  await settings.getByRole("button", { name: "Save" }).click();
  await expect(settings).toBeHidden();
  await expect(form.getByText(/ · Estimated cost: 2\.00 \(4 × 0\.50\)$/)).toBeVisible();
  await form.getByText(/^Cell 3 \(Prompt: "crane", Model: minimax\/t2v-01-director\)/).click();
  const preview = form.getByRole("region", { name: "What cell 3 will send" });
  await expect(preview.getByLabel("Request body")).toContainText(`"prompt": "A crane ${marker}"`);
  await expectNoViolations(page, "the builder with a cell's body shown");

  // Ctrl+Enter from the form asks first; nothing is stored before the answer.
  await second.getByRole("textbox", { name: "Values" }).press("Control+Enter");
  const dialog = page.getByRole("dialog", { name: "Send 4 tasks?" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Don’t send" })).toBeFocused();
  await expectNoViolations(page, "the run's confirm dialog");
  expect(await storedRuns(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Send 4 tasks" }).click();
  await expect(form.getByRole("status").filter({ hasText: "is on its way" })).toContainText(
    `A fox ${marker}” is on its way: its 4 tasks are sent a few at a time.`,
  );

  await expect.poll(async () => (await storedRuns(page)).length).toBe(1);
  const [run] = await storedRuns(page);
  expect(run!.cells.map((cell) => [cell.key, cell.body.prompt, cell.body.model])).toEqual([
    ["0.0#0", `A fox ${marker}`, "minimax/t2v-01-director"],
    ["0.1#0", `A fox ${marker}`, "minimax/t2v-01"],
    ["1.0#0", `A crane ${marker}`, "minimax/t2v-01-director"],
    ["1.1#0", `A crane ${marker}`, "minimax/t2v-01"],
  ]);

  // The queue sends each cell once: four distinct bodies in the sandbox's request log, each accepted.
  const sent = await expectSubmissions(request, marker, [200, 200, 200, 200]);
  const bodies = sent
    .map((entry) => entry.body as { prompt?: string; model?: string })
    .map((body) => JSON.stringify([body.prompt, body.model]))
    .sort();
  expect(new Set(bodies).size).toBe(4);
  expect(bodies).toEqual(run!.cells.map((cell) => JSON.stringify([cell.body.prompt, cell.body.model])).sort());
  // Seen in the run's grid until every cell has finished; nothing more is sent meanwhile.
  const grid = page.getByRole("region", { name: run!.name });
  await expect(grid.getByText("4 of 4 finished")).toBeVisible({ timeout: 60_000 });
  await expect(grid.getByRole("table").getByRole("button", { name: /^Prompt \(fox →\): / })).toHaveCount(4);
  await expect(grid.getByRole("table").getByText("Completed", { exact: true })).toHaveCount(4);
  await expectSubmissions(request, marker, [200, 200, 200, 200]);
});

test("a card's Retry with Matrix on sends a single task: Matrix turns off and the duplicate question shows", async ({
  page,
}) => {
  test.slow();
  const marker = uniqueMarker(test.info());
  await openDeck(page);
  await submitVideo(page, `A heron lands on a post ${marker}`);
  const card = taskCard(page, marker);
  await expect(statusBadge(card)).toHaveText("Completed", { timeout: 30_000 });
  const form = videoForm(page);
  // The switch's box is drawn by its label: a click lands there, as a person's would.
  await form.getByText("Matrix", { exact: true }).click();
  await expect(form.getByRole("button", { name: "Add axis" })).toBeVisible();

  await (await cardAction(card, "Retry")).click();
  await expect(duplicateDialog(page)).toBeVisible();
  await expect(form.getByRole("switch", { name: "Matrix" })).not.toBeChecked();
  await duplicateDialog(page).getByRole("button", { name: "Don’t send" }).click();
  await expect(submitButton(form)).toBeVisible();
});

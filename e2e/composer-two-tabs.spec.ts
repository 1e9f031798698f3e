import { expect, test, type Page } from "./support/test.ts";
import { duplicateDialog, openComposer, promptBox, submittedRequestId, videoForm } from "./support/composer.ts";
import { submissionsWith, uniqueMarker } from "./support/sandbox.ts";

const ROUNDS = 4;

/** Presses Submit at `at` (a time on the browser's clock, which both tabs share). */
function submitAt(page: Page, at: number): Promise<void> {
  return page.evaluate(
    (at) =>
      new Promise<void>((resolve) =>
        setTimeout(
          () => {
            const form = document.querySelector<HTMLFormElement>('form[aria-label="Video request"]');
            form?.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
            resolve();
          },
          Math.max(0, at - Date.now()),
        ),
      ),
    at,
  );
}

test.describe("composer: two tabs", () => {
  test("the same body submitted in two tabs at the same instant is sent once; the other tab asks", async ({
    context,
    request,
  }) => {
    test.setTimeout(90_000);
    const [a, b] = [await context.newPage(), await context.newPage()];
    await Promise.all([openComposer(a), openComposer(b)]);
    // Several rounds: without the cross-tab lock, both tabs sent in about one try of two.
    for (let round = 0; round < ROUNDS; round++) {
      const marker = `${uniqueMarker(test.info())}r${round}`;
      const prompt = `A paper boat on a puddle ${marker}`;
      await promptBox(videoForm(a)).fill(prompt);
      await promptBox(videoForm(b)).fill(prompt);
      const at = (await a.evaluate(() => Date.now())) + 400;
      await Promise.all([submitAt(a, at), submitAt(b, at)]);

      // One tab sent it; the other found it in the shared ledger and asks before paying twice.
      const askedIn = async () =>
        (await duplicateDialog(a).isVisible()) ? "a" : (await duplicateDialog(b).isVisible()) ? "b" : null;
      // The second tab waits for the first's lock: a loaded machine may take seconds.
      await expect.poll(askedIn, { message: "a duplicate dialog in one of the tabs", timeout: 15_000 }).not.toBeNull();
      const [asked, sender] = (await askedIn()) === "a" ? [a, b] : [b, a];
      await submittedRequestId(videoForm(sender));
      await expect(duplicateDialog(sender)).toBeHidden();
      await duplicateDialog(asked).getByRole("button", { name: "Don’t send" }).click();
      // Long enough for a second POST to have arrived, had one been sent.
      await sender.waitForTimeout(500);
      expect(await submissionsWith(request, marker)).toHaveLength(1);
    }
  });
});

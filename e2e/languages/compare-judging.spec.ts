import { expect, test } from "../support/test.ts";
import { expectNoViolations } from "../support/a11y-scan.ts";
import { expectPageInLanguage, taskCard, tasks } from "../support/localized.ts";
import { finishedCards, twoPrompts } from "../support/finished.ts";
import { inBothLanguages } from "../support/say.ts";
import { uniqueMarker } from "../support/sandbox.ts";

// Issue 26 §3: judging in Compare, each side's verdict and the pair's (A is better, B is better,
// Tie by a, b, t), shown on both cards, in this tab and another, in English and in Chinese.

test.setTimeout(120_000);

inBothLanguages("judging in Compare", (s, locale) => {
  test("a side's verdict and the pair's judgement by its key, marked on both cards in both tabs", async ({
    page,
    context,
  }) => {
    const marker = uniqueMarker(test.info());
    const prompts = twoPrompts(marker);
    const cards = await finishedCards(page, s, prompts);
    // Another tab of the same browser, open before the judgement.
    const other = await context.newPage();
    await other.goto("/");
    await expect(taskCard(other, s, `${marker}-a`)).toBeVisible();

    for (const card of cards) await card.getByRole("checkbox").first().check();
    await tasks(page, s)
      .getByRole("button", { name: s("Compare"), exact: true })
      .click();
    const compare = page.getByRole("dialog", { name: s("Compare") });
    await expect(compare.locator("video")).toHaveCount(2);

    const sideA = compare.getByRole("region", { name: /^A: / });
    const verdictA = sideA.getByRole("group", { name: s("Verdict") });
    await verdictA.getByRole("button", { name: s("Fail"), exact: true }).focus();
    await page.keyboard.press("p");
    await expect(verdictA.getByRole("button", { name: s("Pass"), exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    const which = compare.getByRole("group", { name: s("Which is better?") });
    await page.keyboard.press("a");
    await expect(which.getByRole("button", { name: s("A is better") })).toHaveAttribute("aria-pressed", "true");
    await expect(which.getByRole("button", { name: s("B is better") })).toHaveAttribute("aria-keyshortcuts", "b");
    await expect(which.getByRole("button", { name: s("Tie") })).toHaveAttribute("aria-keyshortcuts", "t");
    await expectNoViolations(page, `Compare with its judgements (${locale})`);
    await expectPageInLanguage(page, locale, "Compare with its judgements", [...prompts, marker]);
    await compare.getByRole("button", { name: s("Close") }).click();
    await expect(compare).toBeHidden();

    const [a, b] = prompts.map((prompt) => `“${prompt}”`) as [string, string];
    // Newest first: B's card (its mark names A's prompt, so a card is not found by its marker here), then A's.
    for (const tab of [page, other])
      await expect(tasks(tab, s).getByRole("list", { name: s("Comparisons") })).toHaveText([
        s("Lost to {other}", { other: a }),
        s("Won against {other}", { other: b }),
      ]);
    await expectNoViolations(other, `the cards' marks in another tab (${locale})`);
    await expectPageInLanguage(other, locale, "the cards' marks", [...prompts, marker]);
  });
});

import { expect, test } from "./support/test.ts";
import { statusBadge, submitVideo, taskCard, useBriskPolling } from "./support/deck.ts";
import { expectNoViolations } from "./support/a11y-scan.ts";
import { invite, join, signIn } from "./support/people.ts";
import { uniqueMarker } from "./support/sandbox.ts";
import { verdictOf } from "./support/verdict.ts";

// Several reviewers on one result (issue 28): each person's verdict is kept beside the others',
// every card says how they agree and who said what, a viewer reads them all, and the history
// filters by who judged and by disagreement. Four browsers: the owner, two reviewers, a viewer.

const OWNER = { email: "owner@example.test", password: "owner's long password" };
test.use({ serverEnv: { TASKDECK_OWNER_EMAIL: OWNER.email, TASKDECK_OWNER_PASSWORD: OWNER.password } });
test.setTimeout(120_000);

const [ANA, BO, CY] = ["ana@example.test", "bo@example.test", "cy@example.test"];

test("two reviewers disagree on a task: each card says so and names them, the viewer sees both", async ({
  page,
  browser,
}, info) => {
  await useBriskPolling(page);
  await page.goto("/people");
  await signIn(page, OWNER);
  const links = [await invite(page, "reviewer"), await invite(page, "reviewer"), await invite(page, "viewer")];
  const [ana, bo, cy] = [
    await join(browser, links[0]!, ANA),
    await join(browser, links[1]!, BO),
    await join(browser, links[2]!, CY),
  ];
  try {
    const marker = uniqueMarker(info);
    await submitVideo(ana, `Two herons in the reeds ${marker}`);
    const [anaCard, boCard, cyCard] = [taskCard(ana, marker), taskCard(bo, marker), taskCard(cy, marker)];
    await expect(statusBadge(boCard)).toHaveText("Completed", { timeout: 30_000 });
    await expect(anaCard.getByText(/sent by you/)).toBeVisible();
    await expect(boCard.getByText(`Video · minimax/t2v-01-director · sent by ${ANA}`)).toBeVisible();

    await verdictOf(anaCard).getByRole("button", { name: "Pass" }).click();
    await verdictOf(boCard).getByRole("button", { name: "Fail" }).click();
    // Each sees the others' first, their own ("You") last.
    for (const [card, lines] of [
      [anaCard, [`${BO}: ✗ Failed`, "You: ✓ Passed"]],
      [boCard, [`${ANA}: ✓ Passed`, "You: ✗ Failed"]],
    ] as const) {
      await expect(verdictOf(card).getByText("1 of 2 passed; 1 disagrees")).toBeVisible({ timeout: 15_000 });
      const each = verdictOf(card).getByRole("list", { name: "Each reviewer's verdict" });
      await expect(each.getByRole("listitem")).toHaveText([...lines]);
    }
    // Bo's own Fail stays his: Ana's Pass did not overwrite it, nor his hers.
    await expect(verdictOf(anaCard).getByRole("button", { name: "Pass" })).toHaveAttribute("aria-pressed", "true");
    await expect(verdictOf(boCard).getByRole("button", { name: "Fail" })).toHaveAttribute("aria-pressed", "true");
    await expect(verdictOf(cyCard).getByText("1 of 2 passed; 1 disagrees")).toBeVisible();
    await expect(verdictOf(cyCard).getByRole("listitem")).toHaveText([`${ANA}: ✓ Passed`, `${BO}: ✗ Failed`]);
    await expectNoViolations(cy, "a viewer's card with two reviewers' verdicts");

    // Bo's history, filtered by who judged and by disagreement.
    const filter = bo.getByRole("combobox", { name: "Verdict" });
    for (const [choice, shown] of [
      ["Reviewers disagree", 1],
      ["Reviewed by me", 1],
      ["Not reviewed by me", 0],
      ["Unreviewed", 0],
    ] as const) {
      await filter.selectOption({ label: choice });
      await expect(boCard).toHaveCount(shown);
    }
    await filter.selectOption({ label: "Reviewers disagree" });
    await expectNoViolations(bo, "the history filtered by disagreement");

    // Bo changes his mind: every card agrees, and the disagreement filter empties.
    await filter.selectOption({ label: "All" });
    await verdictOf(boCard).getByRole("button", { name: "Pass" }).click();
    for (const card of [anaCard, boCard, cyCard])
      await expect(verdictOf(card).getByText("2 of 2 passed", { exact: true })).toBeVisible({ timeout: 15_000 });
    await filter.selectOption({ label: "Reviewers disagree" });
    await expect(boCard).toHaveCount(0);
  } finally {
    await Promise.all([ana, bo, cy].map((who) => who.context().close()));
  }
});

import { expect, test, type Page } from "./support/test.ts";
import { statusBadge, submitVideo, taskCard, useBriskPolling } from "./support/deck.ts";
import { expectNoViolations } from "./support/a11y-scan.ts";
import { invite, join, signIn } from "./support/people.ts";
import { uniqueMarker } from "./support/sandbox.ts";
import { sendRun } from "./support/runs.ts";

// Review queues (issue 28) in three browsers: the owner turns the history's tasks into a queue
// for two reviewers; each reviewer's Next opens a different task in the lightbox, where the
// keyboard judges it; the progress counts each reviewer, and a queue all judged says so.

const OWNER = { email: "owner@example.test", password: "owner's long password" };
test.use({ serverEnv: { TASKDECK_OWNER_EMAIL: OWNER.email, TASKDECK_OWNER_PASSWORD: OWNER.password } });
test.setTimeout(150_000);

const [ANA, BO] = ["ana@example.test", "bo@example.test"];
const queue = (page: Page) =>
  page.getByRole("region", { name: "Review queues" }).getByRole("listitem", { name: "Herons" });
const lightbox = (page: Page) => page.getByRole("dialog");

test("two reviewers work through a queue with Next: different tasks, judged by keyboard, counted each", async ({
  page,
  browser,
}, info) => {
  await useBriskPolling(page);
  await page.goto("/people");
  await signIn(page, OWNER);
  const links = [await invite(page, "reviewer"), await invite(page, "reviewer")];
  const [ana, bo] = [await join(browser, links[0]!, ANA), await join(browser, links[1]!, BO)];
  try {
    await page.goto("/");
    const marker = uniqueMarker(info);
    const prompts = [`A heron at dawn ${marker}`, `A heron at dusk ${marker}`];
    for (const prompt of prompts) await submitVideo(page, prompt);
    for (const prompt of prompts)
      await expect(statusBadge(taskCard(page, prompt))).toHaveText("Completed", { timeout: 30_000 });

    await page.getByRole("searchbox", { name: "Search tasks" }).fill(marker);
    await page.getByRole("button", { name: "Queue for review" }).click();
    const maker = page.getByRole("dialog", { name: "Make a review queue" });
    await expect(maker).toContainText("Its items: the 2 tasks shown.");
    await maker.getByLabel("Queue name").fill("Herons");
    await maker.getByRole("checkbox", { name: `You (${OWNER.email})` }).uncheck();
    for (const who of [ANA, BO]) await maker.getByRole("checkbox", { name: who }).check();
    await expectNoViolations(page, "the queue maker");
    await maker.getByRole("button", { name: "Make queue" }).click();
    await expect(queue(page)).toContainText("0 of 2 done");
    // The owner is not one of its reviewers: no Next for them.
    await expect(queue(page).getByRole("button", { name: "Next" })).toHaveCount(0);

    // Each reviewer's Next: a task of the queue nobody else holds, in the lightbox.
    await queue(ana).getByRole("button", { name: "Next" }).click({ timeout: 20_000 });
    await expect(lightbox(ana)).toBeVisible();
    await queue(bo).getByRole("button", { name: "Next" }).click({ timeout: 20_000 });
    await expect(lightbox(bo)).toBeVisible();
    const dawn = await Promise.all(
      [ana, bo].map(async (who) => ((await lightbox(who).textContent()) ?? "").includes("dawn")),
    );
    expect(dawn[0], "Ana and Bo hold different tasks").not.toBe(dawn[1]);
    await expectNoViolations(ana, "a queue's task in the lightbox");

    // The keyboard judges it there: p passes, f fails.
    await ana.keyboard.press("p");
    await bo.keyboard.press("f");
    for (const who of [ana, bo]) {
      await expect(lightbox(who).getByRole("button", { name: who === ana ? "Pass" : "Fail" })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await who.keyboard.press("Escape");
    }
    await expect(queue(page)).toContainText(`2 of 2 done. Judged by each: ${ANA} 1 · ${BO} 1`, { timeout: 20_000 });
    await queue(ana).getByRole("button", { name: "Next" }).click();
    await expect(queue(ana).getByRole("status")).toHaveText("Every item is done.");
    await expectNoViolations(ana, "a queue all done");
  } finally {
    await Promise.all([ana, bo].map((who) => who.context().close()));
  }
});

test("a reviewer's run, queued for them and the owner: each reviews half at once, never the same cell, and each grid shows the other's", async ({
  page,
  browser,
}, info) => {
  await useBriskPolling(page);
  await page.goto("/people");
  await signIn(page, OWNER);
  const ana = await join(browser, await invite(page, "reviewer"), ANA);
  try {
    // Ana sends a run of four cells from the Matrix, and queues it for herself and the owner.
    const marker = uniqueMarker(info);
    const letters = ["a", "b", "c", "d"];
    const { run } = await sendRun(
      ana,
      marker,
      letters.map((letter) => `${marker} ${letter} a kite over dunes`),
    );
    await expect(run.getByRole("status").first()).toHaveText(/^4 of 4 finished/, { timeout: 60_000 });
    await run.getByRole("button", { name: "Make review queue" }).click();
    const maker = ana.getByRole("dialog", { name: "Make a review queue" });
    await maker.getByLabel("Queue name").fill("Kites");
    await maker.getByRole("checkbox", { name: OWNER.email }).check();
    await maker.getByRole("button", { name: "Make queue" }).click();
    const kites = (who: Page) =>
      who.getByRole("region", { name: "Review queues" }).getByRole("listitem", { name: "Kites" });
    await expect(kites(ana)).toContainText("0 of 4 done");
    await page.goto("/");
    await expect(kites(page)).toContainText("0 of 4 done", { timeout: 20_000 });

    // Two rounds, both pressing Next at the same time: each gets a cell the other does not hold.
    // The first from the queue's pane, the second from inside the lightbox, without closing it.
    const seen = new Map<Page, string[]>([
      [page, []],
      [ana, []],
    ]);
    const letterShown = async (who: Page) =>
      (await lightbox(who).textContent())?.match(new RegExp(`${marker} ([a-d]) a kite`))?.[1] ?? "?";
    for (let round = 0; round < 2; round++) {
      await Promise.all(
        [page, ana].map((who) =>
          round === 0
            ? kites(who).getByRole("button", { name: "Next" }).click()
            : lightbox(who).getByRole("button", { name: "Next in queue" }).click(),
        ),
      );
      for (const who of [page, ana]) {
        const before = seen.get(who)!.at(-1);
        await expect(lightbox(who)).toBeVisible();
        await expect(lightbox(who).getByRole("group", { name: "Review queue Kites" })).toBeVisible();
        await expect.poll(() => letterShown(who)).not.toBe(before);
        seen.get(who)!.push(await letterShown(who));
        await who.keyboard.press("p");
        await expect(lightbox(who).getByRole("button", { name: "Pass" })).toHaveAttribute("aria-pressed", "true");
      }
    }
    await expectNoViolations(ana, "a queue's item in the lightbox, with its Next in queue");
    await lightbox(ana).getByRole("button", { name: "Next in queue" }).click();
    await expect(lightbox(ana).getByRole("status").filter({ hasText: "Kites" })).toHaveText(
      "Kites: Every item is done.",
    );
    for (const who of [page, ana]) await who.keyboard.press("Escape");
    const all = [...seen.values()].flat();
    expect(all.toSorted(), `each cell once between them (${JSON.stringify([...seen.values()])})`).toEqual(letters);
    await expect(kites(page)).toContainText(`4 of 4 done. Judged by each:`, { timeout: 20_000 });
    await expect(kites(page)).toContainText(`${ANA} 2`);
    await expect(kites(page)).toContainText("you 2");

    // The owner's copy of Ana's run: the two cells she judged say so, beside the owner's own two.
    const owners = page.getByRole("region", { name: new RegExp(marker) });
    const judgedByAna = owners.getByRole("button", { name: /: 1 of 1 passed$/ });
    await expect(judgedByAna).toHaveCount(2, { timeout: 20_000 });
    await expect(owners.getByRole("button", { name: /: Passed$/ })).toHaveCount(2);
    await expectNoViolations(page, "a run judged by two reviewers");
  } finally {
    await ana.context().close();
  }
});

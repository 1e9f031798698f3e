import { expect, FROM_THE_STREAM, test } from "./support/test.ts";
import { finishedCards, twoPrompts } from "./support/finished.ts";
import { openApp, tasks } from "./support/localized.ts";
import { sayer } from "./support/say.ts";
import { presetOnEveryDevice } from "./support/shared-presets.ts";
import { uniqueMarker } from "./support/sandbox.ts";

// Issue 27: a team's presets and pairwise judgements are the workspace's, as its tasks and
// verdicts are. Two browser profiles (two devices, or two people) on one Taskdeck server.

test.setTimeout(120_000);
const s = sayer("en-US");

test("a preset saved on one device is offered on the other at once, and its deletion goes there too", async ({
  browser,
}, info) => {
  await presetOnEveryDevice(browser, `Pans ${uniqueMarker(info)}`);
});

test("a judgement made in Compare on one device marks both cards on the other", async ({ browser }, info) => {
  const marker = uniqueMarker(info);
  const prompts = twoPrompts(marker);
  const [one, two] = [await browser.newContext(), await browser.newContext()];
  try {
    const page = await one.newPage();
    const cards = await finishedCards(page, s, prompts);
    const other = await two.newPage();
    await openApp(other, s);
    await expect(
      tasks(other, s)
        .getByRole("article")
        .filter({ hasText: `${marker}-a` }),
    ).toBeVisible();

    for (const card of cards) await card.getByRole("checkbox").first().check();
    await tasks(page, s).getByRole("button", { name: "Compare", exact: true }).click();
    const compare = page.getByRole("dialog", { name: "Compare" });
    const which = compare.getByRole("group", { name: "Which is better?" });
    await which.getByRole("button", { name: "A is better" }).click();
    await expect(which.getByRole("button", { name: "A is better" })).toHaveAttribute("aria-pressed", "true");

    const [a, b] = prompts.map((prompt) => `“${prompt}”`) as [string, string];
    await expect(tasks(other, s).getByRole("list", { name: "Comparisons" })).toHaveText(
      [`Lost to ${a}`, `Won against ${b}`],
      FROM_THE_STREAM,
    );
    // Undone on the first device, gone from the second.
    await which.getByRole("button", { name: "A is better" }).click();
    await expect(tasks(other, s).getByRole("list", { name: "Comparisons" })).toHaveCount(0, FROM_THE_STREAM);
  } finally {
    await Promise.all([one.close(), two.close()]);
  }
});

import { expect, test, type Browser, type Page } from "./support/test.ts";
import { cardAction, statusBadge, submitVideo, taskCard, useBriskPolling } from "./support/deck.ts";
import { compareTwoVideos } from "./support/compare.ts";
import { signIn } from "./support/people.ts";
import { expectNoViolations } from "./support/a11y-scan.ts";
import { uniqueMarker } from "./support/sandbox.ts";
import { verdictOf } from "./support/verdict.ts";

// Share links (issue 28, item 6): a reviewer shares a finished, judged task from its card; a
// browser with no account and no cookie opens the link and sees the result, the prompt and the
// verdict, read-only; once the link is revoked on the people page, the same address says it
// does not open.

const OWNER = { email: "sharer@example.test", password: "the sharer's long password" };
test.use({ serverEnv: { TASKDECK_OWNER_EMAIL: OWNER.email, TASKDECK_OWNER_PASSWORD: OWNER.password } });
test.setTimeout(90_000);

/** A browser of someone outside the workspace: a context of its own, no cookie, no storage. */
async function outsider(browser: Browser, colorScheme: "light" | "dark" = "light"): Promise<Page> {
  return (await browser.newContext({ colorScheme })).newPage();
}

/** Makes a link for a day in the open Share dialog, closes it, and returns the link. */
async function makeLink(page: Page): Promise<string> {
  const dialog = page.getByRole("dialog", { name: "Share a read-only link" });
  await dialog.getByLabel("The link works for").selectOption("1");
  await dialog.getByRole("button", { name: "Make link" }).click();
  const field = dialog.getByLabel("Share link");
  await expect(field).toHaveValue(/\/s\/[\w-]+\.[\w-]+$/);
  await expect(dialog.getByRole("status")).toContainText("Link made. It works until");
  await expectNoViolations(page, "the share dialog");
  const link = await field.inputValue();
  await dialog.getByRole("button", { name: "Done" }).click();
  return link;
}

/** Revokes the link listed as `what` on the people page; an outsider then finds that it does not open. */
async function revoke(page: Page, browser: Browser, link: string, what: string, views: number, hidden: string) {
  await page.goto("/people");
  const links = page.getByRole("region", { name: "Share links" });
  const row = links.getByRole("row").filter({ hasText: what });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("cell").nth(4)).toHaveText(String(views));
  await expectNoViolations(page, "the people page with a share link");
  await row.getByRole("button", { name: /^Revoke/ }).click();
  await page.getByRole("dialog", { name: "Revoke this link?" }).getByRole("button", { name: "Revoke" }).click();
  await expect(row.getByRole("cell").nth(3)).toHaveText(/^Revoked /);
  await expect(row.getByRole("button", { name: /^Revoke/ })).toHaveCount(0);

  const late = await outsider(browser);
  await late.goto(link);
  await expect(late.getByRole("heading", { name: "This link does not open" })).toBeVisible();
  await expect(late.getByText(hidden)).toHaveCount(0);
  await expectNoViolations(late, "a revoked share link");
  await late.context().close();
}

test("a task shared from its card opens for someone without an account, and stops once revoked", async ({
  page,
  browser,
}, info) => {
  await useBriskPolling(page);
  await page.goto("/");
  await signIn(page, OWNER);
  const marker = uniqueMarker(info);
  const prompt = `A lighthouse at dusk ${marker}`;
  await submitVideo(page, prompt);
  const card = taskCard(page, marker);
  await expect(statusBadge(card)).toHaveText("Completed", { timeout: 30_000 });
  await verdictOf(card).getByRole("button", { name: "Pass" }).click();

  await (await cardAction(card, "Share")).click();
  const link = await makeLink(page);

  for (const colorScheme of ["light", "dark"] as const) {
    const visitor = await outsider(browser, colorScheme);
    await visitor.goto(link);
    await expect(visitor.getByRole("heading", { name: "A shared task" })).toBeVisible();
    await expect(visitor.getByText(prompt)).toBeVisible();
    await expect(visitor.getByText("1 of 1 passed")).toBeVisible();
    await expect(visitor.getByRole("list", { name: "Verdicts" })).toContainText(`by ${OWNER.email}`);
    // The video plays from the link's own file route: it has a length, read from its bytes.
    const video = visitor.getByRole("article", { name: "The result" }).locator("video");
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.duration), { timeout: 15_000 })
      .toBeGreaterThan(0);
    // Read-only: nothing to judge, send or change, and no way into the workspace.
    await expect(visitor.getByRole("button", { name: "Pass" })).toHaveCount(0);
    await expect(visitor.getByRole("textbox", { name: /prompt/i })).toHaveCount(0);
    expect(await visitor.evaluate(() => fetch("/__taskdeck/workspace/tasks").then((r) => r.status))).toBe(401);
    await expectNoViolations(visitor, `the shared task (${colorScheme})`);
    await visitor.context().close();
  }

  // Someone signed in to the workspace who opens a link sees the same page, not their deck.
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "A shared task" })).toBeVisible();
  await expect(page.getByText("1 of 1 passed")).toBeVisible();

  await revoke(page, browser, link, "A task", 3, prompt);
});

test("a comparison shared from Compare shows its two sides and nothing else, until revoked", async ({
  page,
  browser,
}, info) => {
  await page.goto("/");
  await signIn(page, OWNER);
  const marker = uniqueMarker(info);
  // A task of the workspace that is not in the comparison: the link must not show it. Its own
  // marker keeps it out of the search for the pair, so Tab from the search box meets the pair's
  // cards only (with the pair's marker, selecting the second card went round the whole page).
  const other = `A task nobody shared ${uniqueMarker(info)}`;
  await submitVideo(page, other);
  const compare = await compareTwoVideos(page, marker, ["A red kite", "A grey heron"]);
  await compare.getByRole("button", { name: "Share" }).click();
  const link = await makeLink(page);

  const visitor = await outsider(browser);
  await visitor.goto(link);
  await expect(visitor.getByRole("heading", { name: "A shared comparison" })).toBeVisible();
  const sides = visitor.getByRole("article", { name: /^Side [AB]$/ });
  await expect(sides).toHaveCount(2);
  await expect(visitor.getByRole("article", { name: "Side A" })).toContainText(`A red kite ${marker}-a`);
  await expect(visitor.getByRole("article", { name: "Side B" })).toContainText(`A grey heron ${marker}-b`);
  for (const side of await sides.all()) await expect(side.locator("video")).toHaveCount(1);
  await expect(visitor.getByText(other)).toHaveCount(0);
  await expectNoViolations(visitor, "the shared comparison");
  await visitor.context().close();

  await revoke(page, browser, link, "A comparison", 1, `A red kite ${marker}-a`);
});

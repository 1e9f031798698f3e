import { expect, test } from "./support/test.ts";
import { tasks } from "./support/composer.ts";
import { openDeck, openTagsAndNotes, searchBox, statusBadge, submitVideo, taskCard } from "./support/deck.ts";
import { verdictOf } from "./support/verdict.ts";
import { csvLines, exported } from "./support/export.ts";
import { expectNoViolations } from "./support/a11y-scan.ts";
import { uniqueMarker } from "./support/sandbox.ts";

test.setTimeout(90_000);

const FINISHES = { timeout: 20_000 };
test("a verdict made by keyboard, with a note and a note pinned to the video's time, survives a reload, filters and is in the CSV", async ({
  page,
}) => {
  const marker = uniqueMarker(test.info());
  await openDeck(page);
  const judged = await submitVideo(page, `A lighthouse at dusk ${marker} judged`);
  const other = await submitVideo(page, `A lighthouse at dawn ${marker} unjudged`);
  const card = taskCard(page, judged);
  await expect(statusBadge(card)).toHaveText("Completed", FINISHES);
  await expect(statusBadge(taskCard(page, other))).toHaveText("Completed", FINISHES);

  // The video stands at 1.2 s, as if someone had paused it there.
  const video = card.getByLabel("Result video 1");
  await video.evaluate(async (element: HTMLVideoElement) => {
    if (element.readyState < 1) await new Promise((done) => element.addEventListener("loadedmetadata", done));
    element.currentTime = 1.2;
  });

  const panel = verdictOf(card);
  const pass = panel.getByRole("button", { name: "Pass" });
  await pass.focus();
  await page.keyboard.press("Space");
  await expect(pass).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("Tab"); // Fail
  await page.keyboard.press("Tab"); // the rating's first star
  await page.keyboard.press("Space");
  for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
  await expect(panel.getByRole("radio", { name: "4 stars" })).toBeChecked();
  await page.keyboard.press("Tab"); // Clear rating
  await page.keyboard.press("Tab"); // Tags and notes: a card's verdict is one bar, they open on demand
  const more = panel.getByRole("button", { name: "Tags and notes" });
  await expect(more).toBeFocused();
  await expect(more).toHaveAttribute("aria-expanded", "false");
  await expect(panel.getByRole("combobox", { name: "Add tag" })).toHaveCount(0);
  await page.keyboard.press("Enter");
  await expect(more).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Tab");
  await expect(panel.getByRole("combobox", { name: "Add tag" })).toBeFocused();
  await page.keyboard.type("flicker");
  await page.keyboard.press("Enter");
  await expect(panel.getByRole("list", { name: "Tags" })).toHaveText(/flicker/);
  await page.keyboard.press("Tab");
  await expect(panel.getByRole("textbox", { name: "Note", exact: true })).toBeFocused();
  await page.keyboard.type("The beam sweeps too fast");
  await page.keyboard.press("Tab");
  await expect(panel.getByRole("textbox", { name: "Pinned note" })).toBeFocused();
  await page.keyboard.type("beam jumps here");
  await page.keyboard.press("Enter");
  await expect(panel.getByRole("list", { name: "Pinned notes" })).toHaveText(/0:01\.2\s*beam jumps here/);
  await expectNoViolations(page, "a card with a verdict");

  await page.reload();
  const reloaded = verdictOf(taskCard(page, judged));
  await expect(reloaded.getByRole("button", { name: "Pass" })).toHaveAttribute("aria-pressed", "true", FINISHES);
  await expect(reloaded.getByRole("radio", { name: "4 stars" })).toBeChecked();
  await openTagsAndNotes(reloaded);
  await expect(reloaded.getByRole("list", { name: "Tags" })).toHaveText(/flicker/);
  await expect(reloaded.getByRole("textbox", { name: "Note", exact: true })).toHaveValue("The beam sweeps too fast");
  await expect(reloaded.getByRole("list", { name: "Pinned notes" })).toHaveText(/0:01\.2\s*beam jumps here/);

  // The pinned note takes the video back to its time.
  const reloadedVideo = taskCard(page, judged).getByLabel("Result video 1");
  await reloadedVideo.evaluate((element: HTMLVideoElement) => (element.currentTime = 0));
  await reloaded.getByRole("button", { name: "Play from 0:01.2" }).press("Enter");
  await expect.poll(() => reloadedVideo.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeCloseTo(1.2, 1);

  // Filters: only this test's two tasks, by the marker.
  await searchBox(page).fill(marker);
  const verdictFilter = tasks(page).getByRole("combobox", { name: "Verdict", exact: true });
  await verdictFilter.selectOption({ label: "Passed" });
  await expect(taskCard(page, judged)).toBeVisible();
  await expect(taskCard(page, other)).toHaveCount(0);
  await verdictFilter.selectOption({ label: "Unreviewed" });
  await expect(taskCard(page, other)).toBeVisible();
  await expect(taskCard(page, judged)).toHaveCount(0);
  await verdictFilter.selectOption({ label: "All" });
  await tasks(page).getByRole("combobox", { name: "Tag", exact: true }).selectOption("flicker");
  await expect(taskCard(page, judged)).toBeVisible();
  await expect(taskCard(page, other)).toHaveCount(0);

  const csv = await exported(page, "Export CSV");
  const [header, ...rows] = csvLines(csv.text);
  expect(header).toContain(",verdict,rating,tags,review_note,pinned_notes,reviewed_at");
  const row = rows.find((line) => line.includes(judged)) ?? "";
  expect(row).toContain(",pass,4,flicker,The beam sweeps too fast,0:01.2 beam jumps here,");
  expect(rows.find((line) => line.includes(other))).toMatch(/,,,,,,$/);
});

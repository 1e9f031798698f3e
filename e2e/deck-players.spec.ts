import { readFileSync } from "node:fs";
import { expect, test, type Page } from "./support/test.ts";
import { tasks } from "./support/composer.ts";
import { historyList, openDeck, toolbarCount, VIDEO_MODEL } from "./support/deck.ts";
import { finishedTask, historyFile, importHistory } from "./support/history.ts";

// A result's player is made once its card (or tile) has been in view while the page moved slowly
// (lib/use-settled-in-view.ts): a page flicked past forty video cards makes none, and the card
// the page stops on gets its player at the size its black box had.

const TASKS = 40;
// The sandbox's 640 × 360 clip, as data URLs (the players load it with no network), one for each
// task: a player knows the shape of a video it has seen, not of one it has not.
const CLIP = readFileSync("server/sandbox/fixtures/clip-2.mp4").toString("base64");
const imported = Array.from({ length: TASKS }, (_, i) =>
  finishedTask(i, {
    id: `players-${i}`,
    requestId: `2025060100000000players${String(i).padStart(5, "0")}`,
    mode: "video",
    body: { model: VIDEO_MODEL, prompt: `Player clip ${i}` },
    status: "COMPLETED",
    data: { video_urls: [`data:video/mp4;name=clip-${i};base64,${CLIP}`] },
  }),
);

type Flick = { list: string; frames: number; step: number };

/**
 * Runs in the page: scrolls `step` px a frame for `frames` frames, or until the page's end; the
 * list's items (their aria-posinset) in the window at the start, and those that held a video on any frame.
 */
function flick({ list, frames, step }: Flick): Promise<{ start: string[]; seen: string[] }> {
  const seen = new Set<string>();
  const posinset = (item: Element | null) => item?.getAttribute("aria-posinset") ?? "?";
  const start = [...document.querySelectorAll(`${list} [role="listitem"]`)]
    .filter((item) => item.getBoundingClientRect().bottom > 0 && item.getBoundingClientRect().top < innerHeight)
    .map(posinset);
  return new Promise((resolve) => {
    let frame = 0;
    let last = -1;
    const tick = () => {
      for (const video of document.querySelectorAll(`${list} video`))
        seen.add(posinset(video.closest('[role="listitem"]')));
      // At the end the page stands still: what it stops on is looked at.
      if (frame++ === frames || window.scrollY === last) return resolve({ start, seen: [...seen] });
      last = window.scrollY;
      // 28,800 px a second at 60 frames, and still over SETTLE_PX's pace at a twelfth of that (a busy machine).
      window.scrollBy(0, step);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

/** The aria-posinset of the list's item across the window's middle, and its height (by their boxes: a list takes no pointer while it scrolls). */
const middleItem = (page: Page, list: string) =>
  page.evaluate((list) => {
    const item = [...document.querySelectorAll(`${list} [role="listitem"]`)].find((element) => {
      const { top, bottom } = element.getBoundingClientRect();
      return top <= innerHeight / 2 && bottom >= innerHeight / 2;
    });
    return { posinset: item?.getAttribute("aria-posinset") ?? "", height: item?.getBoundingClientRect().height ?? 0 };
  }, list);

async function flickedPast(page: Page, list: string): Promise<void> {
  const at = (posinset: string) => page.locator(`${list} [aria-posinset="${posinset}"]`);
  // The first item's player is made while the page stands at its top.
  await expect(at("1").locator("video").first()).toBeAttached();
  const { start, seen } = await page.evaluate(flick, { list, frames: 60, step: 480 });
  // Only the items in the window when the flick began have players: none was made on the way.
  expect(seen.filter((posinset) => !start.includes(posinset))).toEqual([]);
  expect(seen).toContain("1");

  // Where the page stopped: a black box of the player's size, then the player.
  const stopped = await middleItem(page, list);
  expect(Number(stopped.posinset)).toBeGreaterThan(5);
  const video = at(stopped.posinset).locator("video").first();
  await expect(video).toBeAttached();
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThan(0);
  expect((await at(stopped.posinset).boundingBox())!.height).toBeCloseTo(stopped.height, 0);
}

test("flicked past a history of videos: no player made on the way, the card stopped at gets its player", async ({
  page,
}) => {
  await openDeck(page);
  await importHistory(page, historyFile(imported));
  await expect(toolbarCount(page)).toHaveText(`Showing ${TASKS} of ${TASKS} tasks`);
  await expect(historyList(page).getByRole("listitem").first()).toBeVisible();
  await flickedPast(page, '[role="list"][aria-label="Task history"]');
  // Its player is the result's, named as before.
  await expect(historyList(page).getByLabel("Result video 1").first()).toBeAttached();
});

test("flicked past a gallery of videos: no tile's first frame made on the way, those stopped at get theirs", async ({
  page,
}) => {
  await openDeck(page);
  await importHistory(page, historyFile(imported));
  await expect(toolbarCount(page)).toHaveText(`Showing ${TASKS} of ${TASKS} tasks`);
  await tasks(page).getByRole("group", { name: "View" }).getByRole("button", { name: "Gallery" }).click();
  await flickedPast(page, '[role="list"][aria-label="Task gallery"]');
});

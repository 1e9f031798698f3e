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

type Flick = { list: string; speed: number };

/**
 * Runs in the page: scrolls at `speed` px a second to the page's end; the list's items (their
 * aria-posinset) in the window at the start, and those that held a video then or were given one
 * on the way. The clock, not the frames, sets the pace: on a busy machine a frame may take longer
 * than SETTLE_MS, and a page scrolled so much a frame would then truly have stood still.
 */
function flick({ list, speed }: Flick): Promise<{ start: string[]; seen: string[] }> {
  const posinset = (item: Element | null) => item?.getAttribute("aria-posinset") ?? "?";
  const start = [...document.querySelectorAll(`${list} [role="listitem"]`)]
    .filter((item) => item.getBoundingClientRect().bottom > 0 && item.getBoundingClientRect().top < innerHeight)
    .map(posinset);
  const seen = new Set(
    [...document.querySelectorAll(`${list} video`)].map((video) => posinset(video.closest('[role="listitem"]'))),
  );
  // Every video added, however briefly: the windowed list may drop it again before a sample.
  const note = (records: MutationRecord[]) => {
    for (const node of records.flatMap((record) => [...record.addedNodes]))
      if (node instanceof Element)
        for (const video of node.matches("video") ? [node] : node.querySelectorAll("video"))
          seen.add(posinset(video.closest('[role="listitem"]')));
  };
  const added = new MutationObserver(note);
  added.observe(document.querySelector(list)!, { childList: true, subtree: true });
  return new Promise((resolve) => {
    let then = performance.now();
    // A timer, as the hook's checks are: one due before a check runs before it, however late both are.
    const timer = setInterval(() => {
      const now = performance.now();
      const step = Math.round(((now - then) * speed) / 1000);
      if (step < 1) return;
      then = now;
      const before = window.scrollY;
      window.scrollBy(0, step);
      // At the end the page stands still: what it stops on is looked at.
      if (window.scrollY !== before) return;
      clearInterval(timer);
      note(added.takeRecords());
      added.disconnect();
      resolve({ start, seen: [...seen] });
    }, 16);
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
  // Twice SETTLE_PX's pace: a card stays in view past a check or two, and has moved 600 px by each.
  const { start, seen } = await page.evaluate(flick, { list, speed: 3000 });
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

import type { Browser, Page } from "@playwright/test";
import { startApp } from "./app-server.ts";
import { openContext } from "./browser.ts";
import { allShown, pageWithTasks } from "./history-file.ts";
import { pick } from "./mode.ts";
import { shown } from "./page-text.ts";
import { measureScroll, type ScrollFigures } from "./reload-scroll.ts";
import { RELOAD_SCROLL_HEADERS, scrollRow } from "./reload-scroll-rows.ts";
import { settled } from "./scroll-floor.ts";
import { count, type Section } from "./table.ts";
import { videoTasks } from "./video-tasks.ts";
import { SANDBOX_TOKEN } from "../../src/contract/sandbox-token.ts";

// The history and the gallery when their results are videos, as a creator's are: what a page
// pays for each result's player (a media pipeline, its metadata, native controls) as it scrolls
// past them, at a flick and at a reading pace.

/** One scroll over a list of video results: its frames, and the most players in the DOM at once. */
export type VideoScroll = Omit<ScrollFigures, "maxItems"> & { step: number; players: number };
export type VideosResult = { tasks: number; history: VideoScroll[]; gallery: VideoScroll[] };

const TASKS = pick(5000, 50);
const FRAMES = pick(600, 30);
/** px a frame: the other scroll benches' flick (7,200 px/s at 60 Hz), and a reading pace (1,200 px/s). */
const STEPS = [120, 20];
const WINDOW = { width: 1440, height: 900 };
const HISTORY = `[role="list"][aria-label="${shown("Task history")}"]`;
const GALLERY = `[role="list"][aria-label="${shown("Task gallery")}"]`;

/** On an app of its own, served from `distDir`, whose sandbox finishes its tasks in a second. */
export async function measureVideos(browser: Browser, distDir: string): Promise<VideosResult> {
  const app = await startApp({ distDir, env: { SANDBOX_TOKEN, SANDBOX_TASK_SECONDS: "1" } });
  try {
    const tasks = await videoTasks(app.url, TASKS);
    const context = await openContext(browser);
    try {
      const page = await pageWithTasks(context, app.url, tasks, WINDOW);
      const history = await scrolls(page, HISTORY, `${HISTORY} [role="listitem"]`);
      // The choice is remembered: the reloads below open on the gallery.
      await page
        .getByRole("group", { name: shown("View") })
        .getByRole("button", { name: shown("Gallery") })
        .click();
      // The gallery's items are its rows, each in the box that places it (gallery/window-rows.ts).
      const gallery = await scrolls(page, GALLERY, `${GALLERY} > div > div`);
      return { tasks: TASKS, history, gallery };
    } finally {
      await context.close();
    }
  } finally {
    await app.stop();
  }
}

/** At each pace, from the list's top after a reload: the pointer over the list, as a user's wheel. */
async function scrolls(page: Page, list: string, items: string): Promise<VideoScroll[]> {
  const figures: VideoScroll[] = [];
  for (const step of STEPS) {
    await page.reload();
    await page.getByText(allShown(TASKS)).waitFor();
    await settled(page, items);
    const box = await page.locator(list).boundingBox();
    if (!box) throw new Error(`${list} has no box to put the pointer over`);
    await page.mouse.move(box.x + box.width / 2, WINDOW.height / 2);
    const { maxItems, ...scroll } = await measureScroll(page, { frames: FRAMES, step, items: `${list} video` });
    figures.push({ ...scroll, step, players: maxItems });
  }
  return figures;
}

const paceRows = (name: string, scrolls: VideoScroll[]) =>
  scrolls.map((scroll) => [...scrollRow(`${name}, ${count(scroll.step * 60)} px/s`, scroll), String(scroll.players)]);

export function videosSection(result: VideosResult): Section {
  return {
    title: `History and gallery of ${count(result.tasks)} finished video tasks: scroll (Chromium, headless, 1440 × 900)`,
    headers: [...RELOAD_SCROLL_HEADERS, "most players at once"],
    rows: [...paceRows("history", result.history), ...paceRows("gallery", result.gallery)],
    notes: [
      "every completed task (three in four) made by the sandbox, its video on the sandbox's file host (another " +
        "origin, no CORS, byte ranges: one of its 640 × 360 or 360 × 640 clips), put in with the app's JSON import.",
      `scroll: from the top after a reload, ${count(result.history[0]?.frames.length ?? 0)} frames at each pace ` +
        "(px per requestAnimationFrame × 60), the pointer over the list's middle. Players: <video> elements in the " +
        "list, the most in the DOM at once. Reported, not asserted.",
    ],
  };
}

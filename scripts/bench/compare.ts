import type { Browser } from "@playwright/test";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import type { AddressInfo } from "node:net";
import type { ExportedTask } from "../../src/contract/history-document.ts";
import { compareHash } from "../../src/contract/compare-address.ts";
import type { AppEnv } from "../../server/http/env.ts";
import { nodeServer } from "../../server/http/node-server.ts";
import { VIDEO_CLIPS, videoClipPath } from "../../server/sandbox/results/videos.ts";
import { openContext } from "./browser.ts";
import { finishedTasks, importTasks } from "./history-file.ts";
import type { PageGlobals } from "./page-globals.ts";
import { pick } from "./mode.ts";
import { shown } from "./page-text.ts";
import { summarize, type Summary } from "./stats.ts";
import { ms, type Section } from "./table.ts";

export type CompareResult = { videos: number; seconds: number; driftMs: number[]; summary: Summary; frameMs: number };

const VIDEOS = 4;
const PLAY_SECONDS = pick(20, 2);
/** The sandbox's clips are 24 fps (server/sandbox/fixtures/README.md). */
const FRAME_MS = 1000 / 24;

/** The sandbox's clips on a host of their own (another origin, no CORS, byte ranges), as result URLs are. */
async function clipHost() {
  const app = new Hono<AppEnv>();
  app.get("/:name", async (c, next) => {
    const path = videoClipPath(c.req.param("name"));
    return path ? serveStatic({ path })(c, next) : c.notFound();
  });
  const server = nodeServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

/** Every animation frame for `seconds`: how far the furthest video is from the first (ms, a loop's wrap counted as near). */
type PageVideo = { currentTime: number; duration: number; readyState: number };

function sampleDrift(seconds: number) {
  const page = globalThis as unknown as PageGlobals;
  // Inline, not a helper: this function is serialised into the page on its own.
  const videos = [...page.document.querySelectorAll("dialog video")] as unknown as PageVideo[];
  const drift: number[] = [];
  const end = performance.now() + seconds * 1000;
  return new Promise<number[]>((resolve) => {
    const tick = () => {
      const [first, ...rest] = videos;
      const duration = first!.duration;
      const gaps = rest.map((video) => {
        const gap = Math.abs(video.currentTime - first!.currentTime);
        return gap > duration / 2 ? duration - gap : gap;
      });
      drift.push(Math.max(...gaps) * 1000);
      if (performance.now() < end) page.requestAnimationFrame(tick);
      else resolve(drift);
    };
    page.requestAnimationFrame(tick);
  });
}

export async function measureCompare(browser: Browser, url: string): Promise<CompareResult> {
  const host = await clipHost();
  const context = await openContext(browser);
  try {
    const page = await context.newPage();
    await page.goto(url);
    const tasks: ExportedTask[] = finishedTasks(VIDEOS, "bench-compare-").map((task, i) => ({
      ...task,
      record: task.record && {
        ...task.record,
        status: "COMPLETED",
        data: { video_urls: [`${host.origin}/${VIDEO_CLIPS[i % VIDEO_CLIPS.length]}`] },
      },
    }));
    await importTasks(page, tasks);
    await page.goto(`${url}${compareHash(tasks.map((task) => task.id))}`);
    const dialog = page.getByRole("dialog", { name: shown("Compare") });
    await page.waitForFunction(
      (n) => {
        const page = globalThis as unknown as PageGlobals;
        const videos = [...page.document.querySelectorAll("dialog video")] as unknown as PageVideo[];
        return videos.filter((v) => v.readyState >= 3).length === n;
      },
      VIDEOS,
      { timeout: 60_000 },
    );
    await dialog.getByRole("button", { name: shown("Play all") }).click();
    const driftMs = await page.evaluate(sampleDrift, PLAY_SECONDS);
    return { videos: VIDEOS, seconds: PLAY_SECONDS, driftMs, summary: summarize(driftMs), frameMs: FRAME_MS };
  } finally {
    await context.close();
    host.close();
  }
}

export function compareSection(result: CompareResult): Section {
  const { summary } = result;
  return {
    title: `Compare: ${result.videos} videos in step for ${result.seconds} s of playback (Chromium, headless)`,
    headers: ["figure", "p50", "p95", "max", "samples", "one frame"],
    rows: [
      [
        "furthest video from the first",
        ms(summary.p50),
        ms(summary.p95),
        ms(summary.max),
        String(summary.count),
        ms(result.frameMs),
      ],
    ],
    notes: [
      "the sandbox's 2.5 s, 24 fps clips, looping, served from another origin with byte ranges; currentTime read " +
        "once per animation frame, all videos in the same frame; the first samples include the start.",
    ],
  };
}

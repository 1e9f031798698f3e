import type { Browser, CDPSession } from "@playwright/test";
import { openContext } from "./browser.ts";
import { allShown, finishedTasks, pageWithTasks } from "./history-file.ts";
import { pick } from "./mode.ts";
import type { PageGlobals } from "./page-globals.ts";
import { shown } from "./page-text.ts";
import { measureScroll, reloadsToFirstItem } from "./reload-scroll.ts";
import { ms, count, type Section } from "./table.ts";

// The history's reload and scroll as the renderer's main thread spends them (Chrome DevTools'
// Performance domain, thread CPU time), not as the wall clock sees them: on a machine shared by
// many, a wait for a core says nothing of the page, and the page's own work is what a change moves.

const TASKS = pick(5000, 50);
const RELOADS = pick(3, 1);
const FRAMES = pick(600, 30);
const LIST = `[role="list"][aria-label="${shown("Task history")}"]`;
const KEYS = ["ThreadTime", "ScriptDuration", "LayoutDuration", "RecalcStyleDuration", "Nodes", "LayoutObjects"];

type Metrics = Record<string, number>;
const metrics = async (cdp: CDPSession): Promise<Metrics> =>
  Object.fromEntries((await cdp.send("Performance.getMetrics")).metrics.map((m) => [m.name, m.value]));
const spent = (before: Metrics, after: Metrics) =>
  Object.fromEntries(KEYS.map((key) => [key, (after[key] ?? 0) - (before[key] ?? 0)]));

export type HistoryProfile = { reloads: Metrics[]; scroll: Metrics; frames: number; nodesPerCard: number };

export async function profileHistory(browser: Browser, url: string): Promise<HistoryProfile> {
  const context = await openContext(browser);
  try {
    const page = await pageWithTasks(context, url, finishedTasks(TASKS, "bench-profile-"));
    const reloads: Metrics[] = [];
    for (let i = 0; i < RELOADS; i++) {
      const cdp = await context.newCDPSession(page);
      await cdp.send("Performance.enable", { timeDomain: "threadTicks" });
      const before = await metrics(cdp);
      await reloadsToFirstItem(page, { selector: `${LIST} article`, decoded: false }, 1);
      reloads.push(spent(before, await metrics(cdp)));
      await cdp.detach();
    }
    await page.getByText(allShown(TASKS)).waitFor();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Performance.enable", { timeDomain: "threadTicks" });
    const nodesPerCard = await page.evaluate((list) => {
      const { document } = globalThis as unknown as PageGlobals;
      const cards = [...document.querySelectorAll(`${list} article`)];
      return cards.reduce((sum, card) => sum + [...card.querySelectorAll("*")].length + 1, 0) / cards.length;
    }, LIST);
    const before = await metrics(cdp);
    await measureScroll(page, { frames: FRAMES, step: 120, items: `${LIST} article` });
    return { reloads, scroll: spent(before, await metrics(cdp)), frames: FRAMES, nodesPerCard };
  } finally {
    await context.close();
  }
}

const cpu = (seconds: number | undefined) => ms((seconds ?? NaN) * 1000);

export function historyProfileSection(result: HistoryProfile): Section {
  const { scroll, frames } = result;
  return {
    title: `History of ${count(TASKS)} finished tasks: the main thread's work (CDP Performance metrics)`,
    headers: ["figure", "thread CPU", "script", "layout", "style"],
    rows: [
      ...result.reloads.map((m, i) => [
        `reload ${i + 1} → first card`,
        cpu(m.ThreadTime),
        cpu(m.ScriptDuration),
        cpu(m.LayoutDuration),
        cpu(m.RecalcStyleDuration),
      ]),
      [
        `scroll, per frame (${frames})`,
        cpu((scroll.ThreadTime ?? 0) / frames),
        cpu((scroll.ScriptDuration ?? 0) / frames),
        cpu((scroll.LayoutDuration ?? 0) / frames),
        cpu((scroll.RecalcStyleDuration ?? 0) / frames),
      ],
    ],
    notes: [`elements per card: ${result.nodesPerCard.toFixed(0)}.`],
  };
}

import type { Browser, Page } from "@playwright/test";
import { submitKeyed } from "../../server/test/keyed-submission.ts";
import { openContext } from "./browser.ts";
import { pick } from "./mode.ts";
import type { PageGlobals } from "./page-globals.ts";
import { summarize, type Summary } from "./stats.ts";
import { ms, type Section } from "./table.ts";

// Issue 27's "change → other device's screen": a task sent through the workspace (as another
// device sends it), timed until a page that is only watching shows its card. The page notes
// when each card first appears (a MutationObserver, in epoch milliseconds), the sender when it
// sent; both clocks are this machine's.

export type WorkspaceLiveResult = { tasks: number; summary: Summary; goalMs: number };

const TASKS = pick(40, 5);
const GOAL_MS = 1_000;

/** In the page: when the first card naming each marker appeared (epoch ms). */
function watchCards() {
  const page = globalThis as unknown as PageGlobals & { __seen: Record<string, number> };
  page.__seen = {};
  new page.MutationObserver(() => {
    for (const article of page.document.querySelectorAll("article")) {
      const marker = /bench-seen-\d+/.exec(article.textContent ?? "")?.[0];
      if (marker && !(marker in page.__seen)) page.__seen[marker] = performance.timeOrigin + performance.now();
    }
  }).observe(page.document, { childList: true, subtree: true, characterData: true });
}

const seenAt = (page: Page, marker: string) =>
  page.evaluate((m) => (globalThis as unknown as { __seen: Record<string, number> }).__seen[m] ?? null, marker);

export async function measureWorkspaceLive(browser: Browser, url: string): Promise<WorkspaceLiveResult> {
  const context = await openContext(browser);
  try {
    const page = await context.newPage();
    await page.goto(url);
    await page
      .getByText(/No tasks yet|tasks? shown/)
      .first()
      .waitFor();
    await page.evaluate(watchCards);
    // The watching page's stream is open once its feed's chunk came and it took the lead, and it
    // has taken what the workspace held already (the sections before sent tasks through it).
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(2_000);
    const delays: number[] = [];
    for (let i = 0; i < TASKS; i++) {
      const marker = `bench-seen-${Date.now()}${i}`;
      const sentAt = Date.now();
      const answer = await submitKeyed({ url }, `bench-key-${marker}`, `A gull ${marker}`);
      if (answer.status !== 200) throw new Error(`the bench's submission answered ${answer.status}`);
      let seen: number | null = null;
      for (let waited = 0; seen === null && waited < 10_000; waited += 20) {
        await page.waitForTimeout(20);
        seen = await seenAt(page, marker);
      }
      delays.push(seen === null ? Number.NaN : seen - sentAt);
    }
    return { tasks: TASKS, summary: summarize(delays), goalMs: GOAL_MS };
  } finally {
    await context.close();
  }
}

export function workspaceLiveSection(result: WorkspaceLiveResult): Section {
  const { summary } = result;
  return {
    title: `Workspace: a task sent elsewhere → on another device's screen (${result.tasks} tasks, Chromium, headless)`,
    headers: ["figure", "p50", "p95", "max", "goal (p95)"],
    rows: [["sent → card shown", ms(summary.p50), ms(summary.p95), ms(summary.max), ms(result.goalMs, 0)]],
    notes: [
      "each sent through the server's journal (as another device's page sends it), one after the other; the " +
        "watching page hears of it on its event stream and writes it to its ledger, which renders the card. " +
        "Browser-only mode has no such figure: there, another device never sees it.",
    ],
  };
}

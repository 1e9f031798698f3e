import type { Browser } from "@playwright/test";
import { openContext } from "./browser.ts";
import { videoForm } from "./composer-form.ts";
import { measureComposerReady } from "./composer-ready.ts";
import { BRACKETS, KEYSTROKES, PROMPT_LENGTH, TYPED } from "./keystroke.ts";
import { longPrompt } from "./long-prompt.ts";
import type { PageGlobals } from "./page-globals.ts";
import { shown } from "./page-text.ts";
import { checkNoScript, serveStatic } from "./static-page.ts";
import { summarize, type Summary } from "./stats.ts";

// The browser's floor on this machine: the page the composer renders, kept as static HTML with
// its styles and without a script, measured as the app is. An absolute aim (composer ready in
// 300 ms, a keystroke in 5) means something only beside what the same Chromium on the same cores
// takes to show that markup and to type into its textarea with no app code at all: the figures
// move with the machine and the Chromium release, the distance to the floor is the app's own.

export type FloorResult = {
  ready: { runs: number[]; summary: Summary };
  keystroke: { latencies: number[]; summary: Summary };
};

/** The composer's first screen as the app renders it (its scripts are taken out by serveStatic). */
async function staticComposer(browser: Browser, appUrl: string): Promise<string> {
  const context = await openContext(browser);
  try {
    const page = await context.newPage();
    await page.goto(appUrl, { waitUntil: "networkidle" });
    await videoForm(page)
      .getByRole("textbox", { name: shown("Prompt"), exact: true })
      .waitFor();
    return await page.content();
  } finally {
    await context.close();
  }
}

/** Keydown (capture phase) to the input event: the browser's own text insertion, nothing after it. */
function probeInput() {
  const page = globalThis as unknown as PageGlobals;
  const readings: number[] = [];
  let start: number | null = null;
  page.addEventListener("keydown", () => (start = performance.now()), true);
  page.addEventListener(
    "input",
    () => {
      if (start !== null) readings.push(performance.now() - start);
      start = null;
    },
    true,
  );
  (page.__bench ??= {}).inputs = readings;
}

async function measureInput(browser: Browser, url: string): Promise<number[]> {
  const context = await openContext(browser);
  try {
    const page = await context.newPage();
    await page.goto(url);
    await checkNoScript(page);
    // The same prompt as the keystroke bench's (keystroke.ts), in the same textarea.
    const box = videoForm(page).getByRole("textbox", { name: shown("Prompt"), exact: true });
    await box.fill(longPrompt(PROMPT_LENGTH, BRACKETS));
    await box.press("Control+End");
    await page.evaluate(probeInput);
    for (let i = 0; i < KEYSTROKES; i++) {
      await page.keyboard.press(TYPED[i % TYPED.length]!);
      await page.waitForFunction(
        (done) => ((globalThis as unknown as PageGlobals).__bench?.inputs as number[]).length >= done,
        i + 1,
      );
    }
    return await page.evaluate(() => (globalThis as unknown as PageGlobals).__bench?.inputs as number[]);
  } finally {
    await context.close();
  }
}

/** Serves the composer's static copy (with the build's styles) and measures it as composer-ready.ts and keystroke.ts do. */
export async function measureFloor(browser: Browser, distDir: string, appUrl: string): Promise<FloorResult> {
  const floor = await serveStatic(distDir, await staticComposer(browser, appUrl));
  try {
    const ready = await measureComposerReady(browser, floor.url);
    const latencies = await measureInput(browser, floor.url);
    return {
      ready: { runs: ready.runs, summary: ready.summary },
      keystroke: { latencies, summary: summarize(latencies) },
    };
  } finally {
    await floor.stop();
  }
}

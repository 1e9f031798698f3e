import { cpSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser } from "@playwright/test";
import { startApp } from "./app-server.ts";
import { openContext } from "./browser.ts";
import { videoForm } from "./composer-form.ts";
import { measureComposerReady } from "./composer-ready.ts";
import { BRACKETS, KEYSTROKES, PROMPT_LENGTH, TYPED } from "./keystroke.ts";
import { longPrompt } from "./long-prompt.ts";
import type { PageGlobals } from "./page-globals.ts";
import { shown } from "./page-text.ts";
import { summarize, type Summary } from "./stats.ts";
import { SANDBOX_TOKEN } from "../../src/contract/sandbox-token.ts";

// The browser's floor on this machine: the page the composer renders, kept as static HTML with
// its styles and without a script, measured as the app is. An absolute aim (composer ready in
// 300 ms, a keystroke in 5) means something only beside what the same Chromium on the same cores
// takes to show that markup and to type into its textarea with no app code at all: the figures
// move with the machine and the Chromium release, the distance to the floor is the app's own.

export type FloorResult = {
  ready: { runs: number[]; summary: Summary };
  keystroke: { latencies: number[]; summary: Summary };
};

/** The composer's first screen as the app renders it, scripts and their preloads taken out. */
async function staticComposer(browser: Browser, appUrl: string): Promise<string> {
  const context = await openContext(browser);
  try {
    const page = await context.newPage();
    await page.goto(appUrl, { waitUntil: "networkidle" });
    await videoForm(page)
      .getByRole("textbox", { name: shown("Prompt"), exact: true })
      .waitFor();
    return (await page.content())
      .replace(/<script\b[\s\S]*?<\/script>/g, "")
      .replace(/<link rel="modulepreload"[^>]*>/g, "");
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
    // A floor with the app's code in it would measure the app.
    const scripts = await page.evaluate(
      () => [...(globalThis as unknown as PageGlobals).document.querySelectorAll("script")].length,
    );
    if (scripts) throw new Error("the floor's page holds a script");
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
  const floorDir = mkdtempSync(join(tmpdir(), "taskdeck-bench-floor-"));
  cpSync(join(distDir, "assets"), join(floorDir, "assets"), {
    recursive: true,
    filter: (file) => !file.endsWith(".js"),
  });
  writeFileSync(join(floorDir, "index.html"), await staticComposer(browser, appUrl));
  const floor = await startApp({ distDir: floorDir, env: { SANDBOX_TOKEN } });
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

import { chromium, type Browser, type BrowserContext } from "@playwright/test";
import { CHROMIUM_ARGS } from "../chromium-args.ts";
import { BENCH_LOCALE } from "./page-text.ts";

/** The system Chromium (Playwright cannot download its own everywhere), headless. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_ARGS,
  });
}

/**
 * A fresh context (empty cache and storage) in the bench's language. tsx compiles the bench with esbuild's keepNames,
 * which wraps named functions in `__name(...)`; the probes sent into the page carry those calls,
 * so the page gets a `__name` that does what esbuild's does.
 */
export async function openContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: BENCH_LOCALE });
  await context.addInitScript({ content: "globalThis.__name = (target) => target;" });
  return context;
}

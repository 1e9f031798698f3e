import { cpSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startApp, type AppServer } from "./app-server.ts";
import { STYLES_FILE, stylesAsSheet } from "./floor-styles.ts";
import type { PageGlobals } from "./page-globals.ts";
import { SANDBOX_TOKEN } from "../../src/contract/sandbox-token.ts";

// The browser's floors (floor.ts, scroll-floor.ts): a page the app rendered, kept as static HTML
// with the build's styles and no script, served by the same server as the app.

/** The page's markup with its scripts and their preloads taken out. */
const withoutScripts = (html: string) =>
  html.replace(/<script\b[\s\S]*?<\/script>/g, "").replace(/<link rel="modulepreload"[^>]*>/g, "");

/** Serves `html` beside the build's styles and pictures (not its scripts) from `distDir`. */
export function serveStatic(distDir: string, html: string): Promise<AppServer> {
  const floorDir = mkdtempSync(join(tmpdir(), "taskdeck-bench-floor-"));
  cpSync(join(distDir, "assets"), join(floorDir, "assets"), {
    recursive: true,
    filter: (file) => !file.endsWith(".js"),
  });
  const page = stylesAsSheet(withoutScripts(html));
  if (page.css) writeFileSync(join(floorDir, STYLES_FILE), page.css);
  writeFileSync(join(floorDir, "index.html"), page.html);
  return startApp({ distDir: floorDir, env: { SANDBOX_TOKEN } });
}

/** Throws if the page holds a script: a floor with the app's code in it would measure the app. */
export async function checkNoScript(page: { evaluate<R>(run: () => R): Promise<R> }): Promise<void> {
  const scripts = await page.evaluate(
    () => [...(globalThis as unknown as PageGlobals).document.querySelectorAll("script")].length,
  );
  if (scripts) throw new Error("the floor's page holds a script");
}

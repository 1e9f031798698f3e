import { createHash } from "node:crypto";
import type { Plugin } from "vite";
import { THEME_STORAGE_KEY } from "../../src/contract/theme.ts";

/**
 * The page's first script, inline in <head> so the remembered theme is on <html> before the
 * first paint (no flash of the light page for a dark choice). "System" needs no script: the
 * stylesheet follows prefers-color-scheme. Storage may be refused (a privacy mode): then the
 * system's theme it is.
 */
export const THEME_SCRIPT =
  `try{var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});` +
  `if(t==="light"||t==="dark")document.documentElement.dataset.theme=t}catch(e){}`;

/** The one inline script the page's Content-Security-Policy allows, by its hash. */
export const THEME_SCRIPT_SOURCE = `'sha256-${createHash("sha256").update(THEME_SCRIPT).digest("base64")}'`;

/** Writes THEME_SCRIPT at the top of index.html's <head>, in development and in the build. */
export function themeScriptPlugin(): Plugin {
  return {
    name: "taskdeck-theme-script",
    transformIndexHtml: () => [{ tag: "script", children: THEME_SCRIPT, injectTo: "head-prepend" }],
  };
}

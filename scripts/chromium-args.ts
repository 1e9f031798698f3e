/**
 * The flags of every Chromium this project starts (the journeys', playwright.config.ts, and the
 * bench's, scripts/bench/browser.ts).
 * - Background networking, component updates, sync, first run: Chromium's own calls to the
 *   closed network fail noisily.
 * - The WebUI omnibox popups: Chromium 156 (Debian's, November 2026) builds its address bar's
 *   popup, a WebUI page of some 480 modules, in every new window, headless ones too, where there
 *   is no address bar. On 2 cores that work took the CPU from the page under test: composer
 *   ready 872 → 506 ms median without it, same build, same machine. An unknown feature is
 *   ignored, so older Chromiums take the same flags.
 */
export const CHROMIUM_ARGS = [
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup",
];

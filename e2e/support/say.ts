import { test } from "@playwright/test";
import { say, sayPattern, type Values } from "../../scripts/i18n-say.ts";

// The browser journeys in both languages (e2e/languages/) name controls through the catalogs:
// `say(locale, "Submit")` is "提交" in a Chinese page, and throws if no translation exists.
export { appLocale, say, sayPattern } from "../../scripts/i18n-say.ts";
export { CJK, englishRuns, namesWithoutCjk } from "../../scripts/i18n-page-text.ts";

/** The browsers' languages each journey runs in. */
export const BROWSER_LOCALES = ["en-US", "zh-CN"] as const;
export type BrowserLocale = (typeof BROWSER_LOCALES)[number];

/** `say` bound to the language of the running test (`test.use({ locale })`). */
export function sayer(locale: BrowserLocale) {
  const s = (english: string, values?: Values) => say(locale, english, values);
  s.pattern = (english: string) => sayPattern(locale, english);
  return s;
}

/** Runs `journeys` once per browser language, as `test.describe` blocks named by it. */
export function inBothLanguages(title: string, journeys: (s: ReturnType<typeof sayer>, locale: BrowserLocale) => void) {
  for (const locale of BROWSER_LOCALES)
    test.describe(`${title} (${locale})`, () => {
      test.use({ locale });
      journeys(sayer(locale), locale);
    });
}

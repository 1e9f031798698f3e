/**
 * The interface's languages. English is the source: every message is written in English in the
 * code and translated in the catalogs (src/locales/<locale>/<catalog>.po).
 */
export const LOCALES = ["en", "zh-CN"] as const;
export type Locale = (typeof LOCALES)[number];
export const SOURCE_LOCALE: Locale = "en";

/** Each language's own name, as the switcher lists it: a reader finds their language in it. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- each name is in its own language, on purpose
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", "zh-CN": "中文（简体）" };

/** The switcher's name, in both languages: whoever cannot read the page's language finds it. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- bilingual on purpose (issue 17)
export const LANGUAGE_CONTROL_NAME = "Language / 语言";

export const LOCALE_STORAGE_KEY = "taskdeck.locale";

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}

/**
 * The language to show: the one chosen before, else the browser's first preference (any `zh*`
 * reads Chinese, as MiniMax and Seed3D document themselves in Simplified Chinese), else English.
 */
export function pickLocale(stored: string | null, languages: readonly string[]): Locale {
  if (isLocale(stored)) return stored;
  const first = languages[0]?.toLowerCase() ?? "";
  return first.startsWith("zh") ? "zh-CN" : SOURCE_LOCALE;
}

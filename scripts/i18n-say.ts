import { setupI18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { LOCALES, SOURCE_LOCALE, pickLocale, type Locale } from "../src/i18n/locales.ts";
import { AREAS, committedCatalog } from "./i18n-catalogs.ts";

/**
 * What the page shows for an English message in a language, read from the committed catalogs and
 * formatted by Lingui itself (placeholders, plurals, numbers by the language's rules), so the
 * browser journeys find controls by the names a reader of that language meets.
 */

export type Values = Record<string, string | number>;

/** Every area's catalog in one language: English source text → translation. */
const catalogs = new Map<Locale, Map<string, Map<string, string>>>();
const catalogsOf = (locale: Locale) =>
  catalogs.get(locale) ??
  catalogs.set(locale, new Map(AREAS.map((area) => [area, committedCatalog(locale, area)]))).get(locale)!;

/**
 * The translation of `english` in these catalogs (by area). Lingui merges the catalogs of a
 * language into one table as their chunks load, so a message translated two ways shows
 * whichever loaded last: that is refused here, as a missing translation is.
 */
export function translationOf(byArea: ReadonlyMap<string, ReadonlyMap<string, string>>, english: string): string {
  const found = new Map<string, string[]>();
  for (const [area, catalog] of byArea) {
    const text = catalog.get(english);
    if (text) found.set(text, [...(found.get(text) ?? []), area]);
  }
  if (found.size === 0) throw new Error(`No translation for "${english}" in the catalogs.`);
  if (found.size > 1) {
    const ways = [...found].map(([text, areas]) => `"${text}" (${areas.join(", ")})`).join(" and ");
    throw new Error(`"${english}" is translated two ways, ${ways}: the page shows whichever catalog loaded last.`);
  }
  return [...found.keys()][0]!;
}

/** The app's language for a browser's (`en-US` → `en`, `zh-CN`, `zh` → `zh-CN`), as a first visit picks it. */
export const appLocale = (locale: string): Locale =>
  (LOCALES as readonly string[]).includes(locale) ? (locale as Locale) : pickLocale(null, [locale]);

/**
 * The text shown for `english` (a catalog's msgid: `Showing {shown} of {total} tasks`, an ICU
 * plural…) in `locale`, with `values` filled in and rich-text tags (`<0>…</0>`) dropped as the
 * page renders them. In a translated language it throws when the catalogs have no translation,
 * so a journey cannot pass on a screen left in English. English reads the message as written.
 */
export function say(locale: string, english: string, values: Values = {}): string {
  const lang = appLocale(locale);
  if (lang === SOURCE_LOCALE) return format(lang, english, values);
  try {
    return format(lang, translationOf(catalogsOf(lang), english), values);
  } catch (error) {
    throw new Error(`${lang} (src/locales/${lang}/*.po): ${(error as Error).message}`);
  }
}

/** A catalog's message (ICU: `{name}`, `{n, plural, …}`, `<0>…</0>`) as Lingui renders it in `locale`. */
export function format(locale: Locale, message: string, values: Values = {}): string {
  const i18n = setupI18n({ locale, messages: { [locale]: {} } });
  i18n.setMessagesCompiler(compileMessage);
  return i18n._({ id: message, message, values }).replace(/<\/?\d+\/?>/g, "");
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A pattern for a message whose values the test does not know (a count, a time): each `{name}`
 * placeholder matches any text; the whole text must match. Plurals are not supported here.
 */
export function sayPattern(locale: string, english: string): RegExp {
  const marker = "\u0000";
  const values = Object.fromEntries([...english.matchAll(/\{(\w+)\}/g)].map((match) => [match[1]!, marker]));
  const shown = say(locale, english, values);
  return new RegExp(`^${shown.split(marker).map(escape).join(".+?")}$`);
}

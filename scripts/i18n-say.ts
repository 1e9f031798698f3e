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

/** Every area's messages in one language: English source text → translation. */
function messagesOf(locale: Locale): Map<string, string> {
  const all = new Map<string, string>();
  for (const area of AREAS) for (const [message, text] of committedCatalog(locale, area)) all.set(message, text);
  return all;
}

const catalogs = new Map<Locale, Map<string, string>>();
const catalog = (locale: Locale) => catalogs.get(locale) ?? catalogs.set(locale, messagesOf(locale)).get(locale)!;

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
  const translation = catalog(lang).get(english);
  if (!translation) throw new Error(`No ${lang} translation for "${english}" in src/locales/${lang}/*.po.`);
  return format(lang, translation, values);
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

import { readFileSync } from "node:fs";
import PO from "pofile";
import { CATALOG_AREAS, catalogPath, type CatalogArea } from "../src/i18n/catalog-areas.ts";

export const AREAS = Object.keys(CATALOG_AREAS) as CatalogArea[];

/**
 * A catalog's messages: source text (msgid) → translation (msgstr, "" when missing). A message
 * with a context (msgctxt) is another message: its key is the context, U+0004, then the text.
 */
export function readCatalog(file: string): Map<string, string> {
  const po = PO.parse(readFileSync(file, "utf8"));
  const key = (item: (typeof po.items)[number]) => (item.msgctxt ? `${item.msgctxt}\u0004${item.msgid}` : item.msgid);
  return new Map(po.items.filter((item) => !item.obsolete).map((item) => [key(item), item.msgstr[0] ?? ""]));
}

export const committedCatalog = (locale: string, area: CatalogArea) => readCatalog(catalogPath(locale, area));

/**
 * The ICU placeholders a message names ({count}, {0}, <0>…), which its translation must keep:
 * each once, as a plural's forms may repeat one and a language with fewer forms (Chinese: only
 * `other`) names it fewer times; a form's text ("one {One task…}") is not a placeholder.
 */
export function placeholders(message: string): string[] {
  const names = [...message.matchAll(/\{(\w+)(?=\s*[,}])|<\/?(\d+)\/?>/g)].map((match) => match[0]);
  return [...new Set(names)].sort();
}

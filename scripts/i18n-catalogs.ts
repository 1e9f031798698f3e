import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { getCatalogs } from "@lingui/cli/api";
import { getConfig } from "@lingui/conf";
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

/**
 * The catalog each of the app's files with messages feeds, as Lingui's extraction scopes them
 * (lingui.config.ts, from CATALOG_AREAS): file (relative to the root) → area.
 */
export async function catalogOfFiles(): Promise<Map<string, CatalogArea>> {
  const catalogs = await getCatalogs(getConfig({ cwd: process.cwd() }));
  const areas = new Map<string, CatalogArea>();
  for (const catalog of catalogs)
    for (const file of catalog.sourcePaths)
      // A file with no macro says nothing: no message of it is in a catalog.
      if (/from "@lingui\/(core|react)\/macro"/.test(readFileSync(file, "utf8")))
        areas.set(relative(process.cwd(), file).replaceAll("\\", "/"), catalog.name as CatalogArea);
  return areas;
}

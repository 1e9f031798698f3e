import { readdirSync } from "node:fs";
import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";
import { CATALOG_AREAS, NOT_MESSAGES, catalogOfFile, type CatalogArea } from "./src/i18n/catalog-areas.ts";
import { LOCALES, SOURCE_LOCALE } from "./src/i18n/locales.ts";

// LINGUI_CATALOGS_DIR lets the catalog check (scripts/i18n-catalogs.test.ts) extract into a
// scratch folder and compare with the committed catalogs, without touching them.
const root = process.env.LINGUI_CATALOGS_DIR ?? "<rootDir>/src/locales";
const at = (path: string) => `<rootDir>/${path}`;
// Each catalog scans the source files its folders hold (catalogOfFile: the deepest folder wins).
const sources = readdirSync("src", { recursive: true, encoding: "utf8" })
  .map((file) => `src/${file.replaceAll("\\", "/")}`)
  .filter((file) => /\.tsx?$/.test(file));

export default defineConfig({
  sourceLocale: SOURCE_LOCALE,
  locales: [...LOCALES],
  // Without origins, a message's entry does not change when its line moves: fewer merge conflicts.
  format: formatter({ origins: false }),
  catalogs: (Object.keys(CATALOG_AREAS) as CatalogArea[]).map((area) => ({
    path: `${root}/{locale}/${area}`,
    include: sources.filter((file) => catalogOfFile(file) === area).map(at),
    exclude: NOT_MESSAGES.map(at),
  })),
  orderBy: "messageId",
});

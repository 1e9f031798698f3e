import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { CATALOG_AREAS, DECK_SHELL, catalogOfFile } from "../src/i18n/catalog-areas.ts";
import { LOCALES, SOURCE_LOCALE } from "../src/i18n/locales.ts";
import { AREAS, committedCatalog, placeholders, readCatalog } from "./i18n-catalogs.ts";

const scratch = mkdtempSync(join(tmpdir(), "taskdeck-catalogs-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("message catalogs", () => {
  it("hold exactly the messages the code uses (run `npm run i18n:extract` after changing texts)", () => {
    // Lingui's own extractor, into a scratch folder: what the committed catalogs should hold.
    execFileSync("npx", ["lingui", "extract", "--clean"], {
      env: { ...process.env, LINGUI_CATALOGS_DIR: scratch },
      stdio: "pipe",
    });
    for (const area of AREAS) {
      const extracted = [...readCatalog(join(scratch, SOURCE_LOCALE, `${area}.po`)).keys()].sort();
      expect([...committedCatalog(SOURCE_LOCALE, area).keys()].sort(), `${area} catalog`).toEqual(extracted);
    }
  }, 120_000);

  it("finds a message's placeholders, each once, and not a plural form's text", () => {
    const english = "{n, plural, one {One task: {ids}.} other {# tasks: {ids}.}} <0>{name}</0>";
    expect(placeholders(english)).toEqual(["</0>", "<0>", "{ids", "{n", "{name"]);
    expect(placeholders("{n, plural, other {# 个任务：{ids}。}} <0>{name}</0>")).toEqual(placeholders(english));
    expect(placeholders("{n, plural, other {# 个任务。}} <0>{name}</0>")).not.toEqual(placeholders(english));
    expect(placeholders("Cell {0} has <0>{label}</0>")).toEqual(["</0>", "<0>", "{0", "{label"]);
  });

  it("hold each message in one catalog only", () => {
    // Lingui merges a language's catalogs into one table as their chunks load: a message in two
    // catalogs is shipped and translated twice, and reads as whichever loaded last. A word two
    // parts share comes from one file; the same text in another role gets its own context.
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const area of AREAS)
      for (const message of committedCatalog(SOURCE_LOCALE, area).keys()) {
        const first = seen.get(message);
        if (first) twice.push(`"${message.replace("\u0004", " | ")}" in ${first} and ${area}`);
        else seen.set(message, area);
      }
    expect(twice).toEqual([]);
  });

  it("are scoped by folders: a file feeds the catalog of the deepest folder that holds it", () => {
    for (const folder of Object.values(CATALOG_AREAS).flat())
      expect(statSync(folder, { throwIfNoEntry: false })?.isDirectory(), `${folder} is a folder`).toBe(true);
    expect(catalogOfFile("src/app.tsx")).toBe("app");
    expect(catalogOfFile(`${DECK_SHELL}/deck-section.tsx`)).toBe("app");
    expect(catalogOfFile("src/features/tasks/deck-card.tsx")).toBe("tasks");
    expect(catalogOfFile("src/features/tasks/results/model-viewer/model-canvas.tsx")).toBe("tools");
    expect(catalogOfFile("server/main.ts")).toBeUndefined();
    // The one exception, and why: FILE_CATALOGS.
    expect(catalogOfFile("src/features/composer/three-d-form.tsx")).toBe("media");
  });

  it.each(AREAS)("%s: every message is translated into every language, placeholders kept", (area) => {
    const source = committedCatalog(SOURCE_LOCALE, area);
    for (const locale of LOCALES.filter((locale) => locale !== SOURCE_LOCALE)) {
      const catalog = committedCatalog(locale, area);
      expect([...catalog.keys()].sort(), `${locale}/${area} has the same messages`).toEqual([...source.keys()].sort());
      for (const [message, translation] of catalog) {
        expect(translation, `${locale}/${area}: "${message}"`).not.toBe("");
        expect(placeholders(translation), `${locale}/${area}: "${message}"`).toEqual(placeholders(message));
      }
    }
  });
});

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  INITIAL_JS_BUDGET,
  buildApp,
  initialGzipBytes,
  measureBundle,
  returningGzipBytes,
  type ChunkModules,
  type ChunkSize,
} from "./bundle-size.ts";
import { catalogOfFiles } from "./i18n-catalogs.ts";
import { CHUNK_CATALOGS, COMPOSER_CHUNK, RETURNING_CHUNK, STARTUP_CHUNK } from "./start-up-chunks.ts";

let outDir: string;
let chunks: ChunkSize[];
let built: ChunkModules[];

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), "taskdeck-build-"));
  // Vitest sets NODE_ENV=test; buildApp builds for production all the same.
  built = await buildApp(outDir);
  chunks = measureBundle(outDir);
}, 120_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe("bundle budget", () => {
  it("loads at most 130 KiB of gzipped JavaScript before the first interaction", () => {
    expect(chunks.some((chunk) => chunk.initial)).toBe(true);
    expect(initialGzipBytes(chunks)).toBeLessThanOrEqual(INITIAL_JS_BUDGET);
  });

  it("loads at most 130 KiB on a returning visit with tasks too: the start-up and the deck, the composer's forms only after them", () => {
    const named = (name: string) => built.filter((chunk) => chunk.name === name).length;
    expect([named(STARTUP_CHUNK), named(RETURNING_CHUNK), named(COMPOSER_CHUNK)]).toEqual([1, 1, 1]);
    // Each visit fetches one chunk besides the start-up's: neither of them imports the other
    // (what both need is in the start-up: scripts/start-up-chunks.ts).
    expect(chunks.filter((chunk) => chunk.returning && !chunk.initial)).toHaveLength(1);
    expect(chunks.filter((chunk) => chunk.initial && !chunk.returning)).toHaveLength(1);
    expect(returningGzipBytes(chunks)).toBeLessThanOrEqual(INITIAL_JS_BUDGET);
    // The whole composer comes once the deck has painted: one chunk more, its forms.
    const later = chunks.filter((chunk) => chunk.composerAfterDeck);
    expect(later.map((chunk) => chunk.file)).toEqual([expect.stringMatching(/composer-forms-/)]);
  });

  it("counts what the entry imports statically, and nothing loaded lazily", () => {
    const initial = chunks.filter((chunk) => chunk.initial);
    // React and the app code are in the initial set; a real build is never this small.
    expect(initialGzipBytes(chunks)).toBeGreaterThan(40 * 1000);
    expect(initial.every((chunk) => chunk.file.endsWith(".js"))).toBe(true);
  });

  it("ships each chunk's English texts with it: a file's catalog loads with its chunk, and those loaded at start hold only files loaded at start", async () => {
    const chunkOf = new Map(built.flatMap(({ name, modules }) => modules.map((file) => [file, name] as const)));
    // Small shared helpers of the start's folders, used on demand: their few texts ride along.
    const riding = ["src/components/message-list.tsx", "src/lib/format-time.ts"];
    const problems: string[] = [];
    for (const [file, area] of await catalogOfFiles()) {
      const chunk = chunkOf.get(file);
      // A file no chunk holds is not part of the page.
      if (chunk === undefined) continue;
      const loadedWith =
        (Object.keys(CHUNK_CATALOGS) as (keyof typeof CHUNK_CATALOGS)[]).find((name) =>
          CHUNK_CATALOGS[name].includes(area),
        ) ?? null;
      if (chunk === STARTUP_CHUNK && loadedWith !== STARTUP_CHUNK)
        problems.push(`${file} is in the start-up chunk but its texts (${area}) are not loaded at start`);
      else if ((chunk === RETURNING_CHUNK || chunk === COMPOSER_CHUNK) && loadedWith === null)
        problems.push(`${file} is in the ${chunk} chunk but its texts (${area}) are loaded later`);
      else if (loadedWith !== null && chunk !== loadedWith && !riding.includes(file))
        problems.push(`${file} loads on demand (${chunk}) but its texts (${area}) come with the ${loadedWith} chunk`);
    }
    expect(problems).toEqual([]);
  });
});

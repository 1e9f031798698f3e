import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  INITIAL_JS_BUDGET,
  MAIN_ENTRY,
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
    // The service's client (with its messages) is a chunk of its own, loaded by the deck's checks
    // and by sending: each brings the tasks' texts it uses (the deck's, and SENDING_CATALOGS).
    const riding = [
      "src/components/message-list.tsx",
      "src/lib/format-time.ts",
      "src/lib/api-client.ts",
      "src/lib/server-messages.ts",
      // Keep in the workspace's ask, fetched with its press: its two refusals' words come with the deck's.
      "src/features/tasks/results/workspace-archive.ts",
    ];
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

describe("measureBundle", () => {
  // A manifest with a second page's entry (access.html) beside the app's, as one build of both would write.
  const manifest = {
    [MAIN_ENTRY]: { file: "assets/index.js", isEntry: true, imports: ["_start-up.js"] },
    "_start-up.js": { file: "assets/start-up.js", name: STARTUP_CHUNK },
    "_composer-forms.js": { file: "assets/composer-forms.js", name: COMPOSER_CHUNK, imports: ["_start-up.js"] },
    "access.html": { file: "assets/access.js", isEntry: true, imports: ["_shared.js"] },
    "_shared.js": { file: "assets/shared.js" },
  };
  const writeBuild = (chunks: Record<string, { file: string }>) => {
    const dir = mkdtempSync(join(tmpdir(), "taskdeck-manifest-"));
    mkdirSync(join(dir, ".vite"));
    mkdirSync(join(dir, "assets"));
    writeFileSync(join(dir, ".vite/manifest.json"), JSON.stringify(chunks));
    for (const { file } of Object.values(chunks)) writeFileSync(join(dir, file), "export {};");
    return dir;
  };

  it("counts the app's entry only: another page's entry and its chunks are not the app's first visit", () => {
    const dir = writeBuild(manifest);
    try {
      const initial = measureBundle(dir).filter((chunk) => chunk.initial);
      expect(initial.map((chunk) => chunk.file).sort()).toEqual([
        "assets/composer-forms.js",
        "assets/index.js",
        "assets/start-up.js",
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("refuses a build without the app's entry rather than measuring nothing", () => {
    const { [MAIN_ENTRY]: _, ...others } = manifest;
    const dir = writeBuild(others);
    try {
      expect(() => measureBundle(dir)).toThrow(/index\.html/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

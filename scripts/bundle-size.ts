import { build } from "vite";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/**
 * The JavaScript budget before the first interaction, in gzip bytes: the issues' "130 KB", read
 * as the binary kilobytes it was set in (133,120 bytes = 133.1 kB as the app and bench print sizes).
 */
export const INITIAL_JS_BUDGET = 130 * 1024;

/**
 * Lazy modules the page imports at start-up all the same, with nobody touching it (the deck
 * shell, loaded right after the composer). e2e/bundle-budget.spec.ts checks in Chromium that a
 * first visit fetches exactly the chunks counted as initial, so this list cannot fall behind.
 */
export const STARTUP_IMPORTS = ["src/features/tasks/deck-section.tsx"];

/**
 * What a returning visit with tasks to show imports at start-up on top (the deck with its filters
 * and views, then the cards of the List view, the default). Measured by the bench; over the budget
 * today (see the README's bundle notes).
 */
export const RETURNING_IMPORTS = ["src/features/tasks/filled-deck.tsx", "src/features/tasks/task-list.tsx"];

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };

export type ChunkSize = { file: string; raw: number; gzip: number; initial: boolean; returning: boolean };

/**
 * Sizes every built JavaScript chunk and marks the ones a first visit (an empty deck) loads
 * before anyone interacts: the entry, STARTUP_IMPORTS, and what they import statically. Other
 * dynamic imports (the 3D viewer, the settings dialog, the task cards) wait until something
 * asks for them.
 */
export function measureBundle(outDir: string): ChunkSize[] {
  const manifest = JSON.parse(readFileSync(join(outDir, ".vite/manifest.json"), "utf8")) as Record<
    string,
    ManifestChunk
  >;
  // The chunks `keys` load with their static imports.
  const closure = (keys: string[]) => {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      chunk.imports?.forEach(visit);
    };
    keys.forEach(visit);
    return files;
  };
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const initial = closure([...entries, ...STARTUP_IMPORTS]);
  const returning = closure([...entries, ...STARTUP_IMPORTS, ...RETURNING_IMPORTS]);
  const files = new Set(
    Object.values(manifest)
      .map((chunk) => chunk.file)
      .filter((file) => file.endsWith(".js")),
  );
  return [...files].sort().map((file) => {
    const bytes = readFileSync(join(outDir, file));
    const gzip = gzipSync(bytes, { level: 9 }).length;
    return { file, raw: bytes.length, gzip, initial: initial.has(file), returning: returning.has(file) };
  });
}

export function initialGzipBytes(chunks: ChunkSize[]): number {
  return chunks.filter((chunk) => chunk.initial).reduce((sum, chunk) => sum + chunk.gzip, 0);
}

export function returningGzipBytes(chunks: ChunkSize[]): number {
  return chunks.filter((chunk) => chunk.returning).reduce((sum, chunk) => sum + chunk.gzip, 0);
}

/**
 * Builds the app as `npm run build` does, into `outDir`. NODE_ENV must be production or Vite
 * bundles React's development build.
 */
export async function buildApp(outDir: string): Promise<void> {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await build({
      configFile: "vite.config.ts",
      mode: "production",
      logLevel: "error",
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}

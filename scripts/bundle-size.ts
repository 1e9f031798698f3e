import { build } from "vite";
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";
import { CATALOG_AREAS, catalogPath, type CatalogArea } from "../src/i18n/catalog-areas.ts";
import { COMPOSER_CHUNK, FIRST_VISIT_CATALOGS, RETURNING_CHUNK, STARTUP_CHUNK } from "./start-up-chunks.ts";

/**
 * The JavaScript budget before the first interaction, in gzip bytes, for a first visit and for a
 * returning visit with tasks: the issues' "130 KB", read as the binary kilobytes it was set in
 * (133,120 bytes = 133.1 kB as the app and bench print sizes).
 */
export const INITIAL_JS_BUDGET = 130 * 1024;

/** The main app's page: its entry is what the budgets measure (access.html, the sign-in pages, is an entry of its own). */
export const MAIN_ENTRY = "index.html";

type ManifestChunk = {
  file: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
};

export type ChunkSize = {
  file: string;
  raw: number;
  gzip: number;
  initial: boolean;
  returning: boolean;
  /** Loaded by a returning visit once its deck has painted: the composer's forms (src/composer-slot.tsx). */
  composerAfterDeck: boolean;
};

/**
 * Sizes every built JavaScript chunk and marks the ones a first visit (an empty deck) loads
 * before anyone interacts: the entry, the start-up chunk, the composer's and what they import
 * statically; and those a returning visit with tasks to show loads: the entry, the start-up
 * chunk, the deck's and their imports (the composer's forms come once the deck has painted,
 * `composerAfterDeck`; see scripts/start-up-chunks.ts). Other dynamic imports (the 3D viewer, the settings dialog, the
 * gallery) wait until something asks for them.
 */
export function measureBundle(outDir: string): ChunkSize[] {
  const manifest = readManifest(outDir);
  if (!manifest[MAIN_ENTRY]) throw new Error(`${outDir} holds no build of ${MAIN_ENTRY}.`);
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
  const keys = (test: (chunk: ManifestChunk) => boolean) => Object.keys(manifest).filter((key) => test(manifest[key]!));
  const startUp = [MAIN_ENTRY, ...keys((chunk) => chunk.name === STARTUP_CHUNK)];
  const initial = closure([...startUp, ...keys((chunk) => chunk.name === COMPOSER_CHUNK)]);
  const returning = closure([...startUp, ...keys((chunk) => chunk.name === RETURNING_CHUNK)]);
  const composer = closure(keys((chunk) => chunk.name === COMPOSER_CHUNK));
  const files = new Set(
    Object.values(manifest)
      .map((chunk) => chunk.file)
      .filter((file) => file.endsWith(".js")),
  );
  return [...files].sort().map((file) => {
    const bytes = readFileSync(join(outDir, file));
    const gzip = gzipSync(bytes, { level: 9 }).length;
    const returns = returning.has(file);
    const composerAfterDeck = !returns && composer.has(file);
    return { file, raw: bytes.length, gzip, initial: initial.has(file), returning: returns, composerAfterDeck };
  });
}

const readManifest = (outDir: string) =>
  JSON.parse(readFileSync(join(outDir, ".vite/manifest.json"), "utf8")) as Record<string, ManifestChunk>;

/**
 * Each catalog of `locale` built as a chunk of its own (`src/i18n/catalogs.ts` imports them one
 * by one), by area. The English catalogs the start-up and deck chunks hold are not listed.
 */
export function catalogChunks(outDir: string, locale: string): Partial<Record<CatalogArea, string>> {
  const manifest = readManifest(outDir);
  const chunks: Partial<Record<CatalogArea, string>> = {};
  for (const area of Object.keys(CATALOG_AREAS) as CatalogArea[]) {
    const chunk = manifest[catalogPath(locale, area)];
    if (chunk?.isDynamicEntry) chunks[area] = chunk.file;
  }
  return chunks;
}

/** What a first visit fetches on top of the initial chunks in `locale`: the start-up's and the composer's catalogs, when they are chunks. */
export const startCatalogFiles = (outDir: string, locale: string): string[] =>
  FIRST_VISIT_CATALOGS.flatMap((area) => catalogChunks(outDir, locale)[area] ?? []);

/** The gzip bytes of the chunks `keep` picks. */
export const gzipOf = (chunks: ChunkSize[], keep: (chunk: ChunkSize) => boolean): number =>
  chunks.filter(keep).reduce((sum, chunk) => sum + chunk.gzip, 0);

export const initialGzipBytes = (chunks: ChunkSize[]) => gzipOf(chunks, (chunk) => chunk.initial);
export const returningGzipBytes = (chunks: ChunkSize[]) => gzipOf(chunks, (chunk) => chunk.returning);
/** A returning visit with its whole composer: the start-up, the deck, and the composer's forms fetched once the deck has painted. */
export const returningWithComposerGzipBytes = (chunks: ChunkSize[]) =>
  gzipOf(chunks, (chunk) => chunk.returning || chunk.composerAfterDeck);

/** A built chunk's name (the manifest's) and the project's files in it, relative to the root. */
export type ChunkModules = { name: string; modules: string[] };

/**
 * Builds the app as `npm run build` does, into `outDir`, and tells which files went into which
 * chunk. NODE_ENV must be production or Vite bundles React's development build.
 */
export async function buildApp(outDir: string): Promise<ChunkModules[]> {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    const built = await build({
      configFile: "vite.config.ts",
      mode: "production",
      logLevel: "error",
      build: { outDir, emptyOutDir: true },
    });
    const outputs = (Array.isArray(built) ? built : [built]).flatMap((result) =>
      "output" in result ? result.output : [],
    );
    return outputs.flatMap((chunk) =>
      chunk.type === "chunk"
        ? [
            {
              name: chunk.name,
              modules: chunk.moduleIds.map((id) => relative(process.cwd(), id).replaceAll("\\", "/")),
            },
          ]
        : [],
    );
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}

import {
  INITIAL_JS_BUDGET,
  catalogChunks,
  gzipOf,
  initialGzipBytes,
  measureBundle,
  returningGzipBytes,
  returningWithComposerGzipBytes,
  startCatalogFiles,
  type ChunkSize,
} from "../bundle-size.ts";
import { CATALOG_AREAS } from "../../src/i18n/catalog-areas.ts";
import { bytes, verdict, type Section } from "./table.ts";

export type BundleResult = {
  chunks: ChunkSize[];
  initialGzip: number;
  budget: number;
  withinBudget: boolean;
  viewerChunk: string | null;
  viewerDeferred: boolean;
  /** The start-up and the deck chunks: what a returning visit with tasks to show loads at start (not the composer's forms). */
  withHistoryGzip: number;
  /** On top of those, once the deck has painted: the composer's forms, the whole composer shown (src/composer-slot.tsx). */
  withHistoryAndComposerGzip: number;
  /** The Chinese catalogs' chunks: none is initial; the start-up's are fetched by a first visit in Chinese. */
  chineseCatalogsGzip: number;
  /** Every Chinese catalog is a chunk of its own that no English visit loads. */
  chineseCatalogsDeferred: boolean;
  /** A first visit in Chinese: the initial chunks (with the English catalogs) plus the start-up's and the composer's Chinese catalogs. */
  chineseFirstVisitGzip: number;
};

// Vite names a lazy chunk after its module: src/features/tasks/results/model-viewer/model-viewer.tsx.
const VIEWER_CHUNK = /\/model-viewer-[^/]*\.js$/;

export function measureChunks(outDir: string): BundleResult {
  const chunks = measureBundle(outDir);
  const initialGzip = initialGzipBytes(chunks);
  const gzipOfFiles = (files: string[]) => gzipOf(chunks, (chunk) => files.includes(chunk.file));
  const chinese: string[] = Object.values(catalogChunks(outDir, "zh-CN"));
  const viewer = chunks.find((chunk) => VIEWER_CHUNK.test(`/${chunk.file}`)) ?? null;
  return {
    chunks,
    initialGzip,
    budget: INITIAL_JS_BUDGET,
    withinBudget: initialGzip <= INITIAL_JS_BUDGET,
    viewerChunk: viewer?.file ?? null,
    viewerDeferred: viewer !== null && !viewer.initial,
    withHistoryGzip: returningGzipBytes(chunks),
    withHistoryAndComposerGzip: returningWithComposerGzipBytes(chunks),
    chineseCatalogsGzip: gzipOfFiles(chinese),
    chineseCatalogsDeferred:
      // Every area the app loads (src/i18n/catalogs.ts): the access pages' own catalog comes with their build.
      chinese.length === Object.keys(CATALOG_AREAS).filter((area) => area !== "access").length &&
      chunks.every((chunk) => !chinese.includes(chunk.file) || !chunk.initial),
    chineseFirstVisitGzip: initialGzip + gzipOfFiles(startCatalogFiles(outDir, "zh-CN")),
  };
}

export function bundleSections(result: BundleResult): Section[] {
  const byLoad = [...result.chunks].sort((a, b) => Number(b.initial) - Number(a.initial) || b.gzip - a.gzip);
  return [
    {
      title: "Built JavaScript per chunk",
      headers: ["chunk", "loads", "raw", "gzip"],
      rows: byLoad.map((chunk) => [
        chunk.file,
        chunk.initial ? "initial" : "on demand",
        bytes(chunk.raw),
        bytes(chunk.gzip),
      ]),
      notes: [
        "initial = what a first visit loads with nobody touching it: the entry, the start-up chunk (the app, an empty deck)" +
          " and the composer's forms (scripts/start-up-chunks.ts); e2e/bundle-budget.spec.ts checks it against what Chromium" +
          " fetched; on demand = dynamic import(), the deck chunk included (a returning visit's, below, with the start-up).",
        "gzip at level 9; kB = 1000 bytes, as the app writes sizes.",
      ],
    },
    {
      title: "Byte budgets",
      headers: ["budget", "measured", "limit", "result"],
      rows: [
        [
          "initial JS, with the English catalogs (gzip)",
          bytes(result.initialGzip),
          bytes(result.budget),
          verdict(result.withinBudget),
        ],
        [
          "the Chinese catalogs, all (gzip)",
          bytes(result.chineseCatalogsGzip),
          "a chunk each, not initial",
          verdict(result.chineseCatalogsDeferred),
        ],
        ["a first visit in Chinese (gzip)", bytes(result.chineseFirstVisitGzip), "reported", "—"],
        ["3D viewer chunk not initial", result.viewerChunk ?? "not found", "on demand", verdict(result.viewerDeferred)],
        [
          "initial JS, returning visit with tasks (gzip)",
          bytes(result.withHistoryGzip),
          bytes(result.budget),
          verdict(result.withHistoryGzip <= result.budget),
        ],
        [
          "returning visit with tasks and the whole composer (gzip)",
          bytes(result.withHistoryAndComposerGzip),
          "reported",
          "—",
        ],
      ],
      notes: [
        "the English catalogs are part of the chunks that show them (app and common: start-up; composer: the composer's" +
          " forms; tasks: the deck); each Chinese catalog is a chunk of its own, fetched only in Chinese: a first visit in" +
          " Chinese fetches the start-up's and the composer's (app, common, composer) on top of the initial JS" +
          " (e2e/bundle-budget.spec.ts checks both visits against what Chromium fetched).",
        "a returning visit with tasks to show (List view) loads the start-up and deck chunks: following tasks, the filters" +
          " and the cards, and the composer's stand-in (RETURNING_IMPORTS in scripts/start-up-chunks.ts; the virtualiser" +
          " waits for a history of more than 30 cards); once the deck has painted, the composer's forms take the" +
          " stand-in's place (the whole composer: the last row); the cards' verdict panels (with" +
          " their texts) come after them, a 3D result's viewer when shown, the rest (remove, Use as input, export and" +
          " import, a result's tools, with the tools' texts) on demand.",
      ],
    },
  ];
}

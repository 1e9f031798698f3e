import { INITIAL_JS_BUDGET, initialGzipBytes, measureBundle, type ChunkSize } from "../bundle-size.ts";
import { bytes, verdict, type Section } from "./table.ts";

export type BundleResult = {
  chunks: ChunkSize[];
  initialGzip: number;
  budget: number;
  withinBudget: boolean;
  viewerChunk: string | null;
  viewerDeferred: boolean;
  /** Initial plus the filled deck's and the task cards' chunks: what a returning visit with tasks to show loads at start. */
  withHistoryGzip: number | null;
};

// Vite names a lazy chunk after its module: src/features/tasks/results/model-viewer/model-viewer.tsx.
const VIEWER_CHUNK = /\/model-viewer-[^/]*\.js$/;
// A returning visit in the List view (the default) loads both: the filled deck, then the cards.
const TASK_LIST_CHUNKS = [/\/filled-deck-[^/]*\.js$/, /\/task-list-[^/]*\.js$/];

export function measureChunks(outDir: string): BundleResult {
  const chunks = measureBundle(outDir);
  const initialGzip = initialGzipBytes(chunks);
  const viewer = chunks.find((chunk) => VIEWER_CHUNK.test(`/${chunk.file}`)) ?? null;
  const returning = TASK_LIST_CHUNKS.map((name) => chunks.find((chunk) => name.test(`/${chunk.file}`)));
  return {
    chunks,
    initialGzip,
    budget: INITIAL_JS_BUDGET,
    withinBudget: initialGzip <= INITIAL_JS_BUDGET,
    viewerChunk: viewer?.file ?? null,
    viewerDeferred: viewer !== null && !viewer.initial,
    withHistoryGzip: returning.every((chunk) => chunk && !chunk.initial)
      ? initialGzip + returning.reduce((sum, chunk) => sum + (chunk?.gzip ?? 0), 0)
      : null,
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
        "initial = what a first visit loads with nobody touching it: the entry, the deck shell and their static imports" +
          " (scripts/bundle-size.ts; e2e/bundle-budget.spec.ts checks it against what Chromium fetched); on demand = dynamic import().",
        "gzip at level 9; kB = 1000 bytes, as the app writes sizes.",
      ],
    },
    {
      title: "Byte budgets",
      headers: ["budget", "measured", "limit", "result"],
      rows: [
        ["initial JS (gzip)", bytes(result.initialGzip), bytes(result.budget), verdict(result.withinBudget)],
        ["3D viewer chunk not initial", result.viewerChunk ?? "not found", "on demand", verdict(result.viewerDeferred)],
      ],
      notes: [
        result.withHistoryGzip === null
          ? "the filled deck's and task cards' chunks (filled-deck, task-list) were not found as chunks of their own."
          : `a returning visit with tasks to show (List view) also loads the filled deck's and task cards' chunks at start: ${bytes(result.withHistoryGzip)} gzip in all (reported, not a budget).`,
      ],
    },
  ];
}

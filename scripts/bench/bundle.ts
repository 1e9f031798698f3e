import { INITIAL_JS_BUDGET, initialGzipBytes, measureBundle, type ChunkSize } from "../bundle-size.ts";
import { bytes, verdict, type Section } from "./table.ts";

export type BundleResult = {
  chunks: ChunkSize[];
  initialGzip: number;
  budget: number;
  withinBudget: boolean;
  viewerChunk: string | null;
  viewerDeferred: boolean;
  /** Initial plus the task cards' chunk: what a returning visit with tasks to show loads at start. */
  withHistoryGzip: number | null;
};

// Vite names a lazy chunk after its module: src/features/tasks/results/model-viewer/model-viewer.tsx.
const VIEWER_CHUNK = /\/model-viewer-[^/]*\.js$/;
const TASK_LIST_CHUNK = /\/task-list-[^/]*\.js$/;

export function measureChunks(outDir: string): BundleResult {
  const chunks = measureBundle(outDir);
  const initialGzip = initialGzipBytes(chunks);
  const viewer = chunks.find((chunk) => VIEWER_CHUNK.test(`/${chunk.file}`)) ?? null;
  const taskList = chunks.find((chunk) => TASK_LIST_CHUNK.test(`/${chunk.file}`)) ?? null;
  return {
    chunks,
    initialGzip,
    budget: INITIAL_JS_BUDGET,
    withinBudget: initialGzip <= INITIAL_JS_BUDGET,
    viewerChunk: viewer?.file ?? null,
    viewerDeferred: viewer !== null && !viewer.initial,
    withHistoryGzip: taskList && !taskList.initial ? initialGzip + taskList.gzip : null,
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
          ? "the task cards' chunk (task-list) was not found as a chunk of its own."
          : `a returning visit with tasks to show also loads the task cards' chunk at start: ${bytes(result.withHistoryGzip)} gzip in all (reported, not a budget).`,
      ],
    },
  ];
}

import { build } from "vite";
import { INITIAL_JS_BUDGET, initialGzipBytes, measureBundle, type ChunkSize } from "../bundle-size.ts";
import { kb, verdict, type Section } from "./table.ts";

export type BundleResult = {
  chunks: ChunkSize[];
  initialGzip: number;
  budget: number;
  withinBudget: boolean;
  viewerChunk: string | null;
  viewerDeferred: boolean;
};

// Vite names a lazy chunk after its module: src/features/tasks/results/model-viewer/model-viewer.tsx.
const VIEWER_CHUNK = /\/model-viewer-[^/]*\.js$/;

/**
 * Builds the app as `npm run build` does, into `outDir`. NODE_ENV must be production or Vite
 * bundles React's development build (the same care as scripts/bundle-size.test.ts).
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

export function measureChunks(outDir: string): BundleResult {
  const chunks = measureBundle(outDir);
  const initialGzip = initialGzipBytes(chunks);
  const viewer = chunks.find((chunk) => VIEWER_CHUNK.test(`/${chunk.file}`)) ?? null;
  return {
    chunks,
    initialGzip,
    budget: INITIAL_JS_BUDGET,
    withinBudget: initialGzip <= INITIAL_JS_BUDGET,
    viewerChunk: viewer?.file ?? null,
    viewerDeferred: viewer !== null && !viewer.initial,
  };
}

export function bundleSections(result: BundleResult): Section[] {
  const byLoad = [...result.chunks].sort((a, b) => Number(b.initial) - Number(a.initial) || b.gzip - a.gzip);
  return [
    {
      title: "Built JavaScript per chunk",
      headers: ["chunk", "loads", "raw", "gzip"],
      rows: byLoad.map((chunk) => [chunk.file, chunk.initial ? "initial" : "on demand", kb(chunk.raw), kb(chunk.gzip)]),
      notes: [
        "initial = the entry and its static imports (scripts/bundle-size.ts); on demand = dynamic import().",
        "gzip at level 9; KB = 1024 bytes.",
      ],
    },
    {
      title: "Byte budgets",
      headers: ["budget", "measured", "limit", "result"],
      rows: [
        ["initial JS (gzip)", kb(result.initialGzip), kb(result.budget), verdict(result.withinBudget)],
        ["3D viewer chunk not initial", result.viewerChunk ?? "not found", "on demand", verdict(result.viewerDeferred)],
      ],
    },
  ];
}

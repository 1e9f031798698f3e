import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { Browser } from "@playwright/test";
import { BASIS_WORKER_PATH, SANDBOX_FILES_PREFIX } from "../../src/contract/server-paths.ts";
import { texturedGlb } from "../fixtures/models.ts";
import { openContext } from "./browser.ts";
import type { PageGlobals } from "./page-globals.ts";
import { importTasks } from "./history-file.ts";
import { pick } from "./mode.ts";
import { shown } from "./page-text.ts";
import { summarize, type Summary } from "./stats.ts";
import { bytes, ms, type Section } from "./table.ts";

export type DecoderFile = { file: string; raw: number; gzip: number };
export type FirstFrame = { viewers: number; fileBytes: number; runs: number[]; summary: Summary };
export type ViewerResult = { decoders: DecoderFile[]; firstFrames: FirstFrame[] };

/** The 3D viewer's decoders: their loader chunks and the files their workers fetch (wasm, wrapper). */
const DECODER = /^(DRACOLoader|draco_|meshopt_decoder|basis)/;

export function measureDecoders(distDir: string): DecoderFile[] {
  const assets = readdirSync(join(distDir, "assets"))
    .filter((file) => DECODER.test(file))
    .map((file) => `assets/${file}`);
  // The Basis worker script (with its transcoder inside) is built beside the app, not under assets/.
  return [...assets.sort(), BASIS_WORKER_PATH.slice(1)].map((file) => {
    const bytes = readFileSync(join(distDir, file));
    return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
}

const RUNS = pick(3, 1);
const REQUEST_ID = "bench-viewer-textured";
/** One card's viewer, then three at once (each viewer's first frame waits for its lighting). */
export const VIEWER_COUNTS = pick([1, 3], [1]);
/** Noise, so the texture does not compress: about 3 × 1296² bytes, a 5 MB file (quick: 0.2 MB). */
const TEXTURE_SIZE = pick(1296, 256);

/** A finished 3D task whose result is the model, as an imported history holds it. */
function modelTask(fileUrl: string, id: string) {
  const now = Date.now();
  const seconds = Math.floor(now / 1000);
  return {
    id,
    mode: "3d" as const,
    baseUrl: "",
    body: { model: "bytedance/doubao-seed3d-1.0", image: "https://example.com/bench.png", prompt: "--fileformat glb" },
    submittedAt: now - 120_000,
    state: "accepted" as const,
    requestId: id,
    error: null,
    gone: false,
    updatedAt: now,
    record: {
      ...{ request_id: id, task_id: `${id}-task`, action: "generate", status: "COMPLETED" },
      ...{ fail_reason: "", submit_time: seconds - 120, start_time: seconds - 110, finish_time: seconds - 60 },
      ...{ progress: "100%", data: { file_urls: [fileUrl] } },
    },
  };
}

// In-page probes (functions: the page's CSP refuses strings to evaluate). scripts/ is type-checked
// without the DOM library, so they see the few browser globals they use through these types.
type ProbeCanvas = {
  width: number;
  height: number;
  getContext(kind: "2d"): {
    drawImage(...args: unknown[]): void;
    getImageData(x: number, y: number, w: number, h: number): { data: ArrayLike<number> };
  };
};
type ProbeDocument = {
  querySelectorAll<T = { textContent: string | null }>(selector: string): Iterable<T>;
  createElement(tag: "canvas"): ProbeCanvas;
};

/**
 * Runs in the page before its scripts: notes when the card's preview began, the first moment one
 * of its loading lines (`loading`) is in the document. Watched, not polled: with the chunk in
 * the cache, a line may stay for less than a frame.
 */
function probePreviewStart(loading: string[]) {
  const page = globalThis as unknown as PageGlobals;
  const bench = (page.__bench ??= {});
  const observer = new page.MutationObserver(() => {
    for (const element of page.document.querySelectorAll('[role="status"]'))
      if (loading.some((line) => (element.textContent ?? "").startsWith(line))) {
        bench.previewStartedMs = performance.now();
        return observer.disconnect();
      }
  });
  observer.observe(page.document, { childList: true, subtree: true, characterData: true });
}

/** Every canvas's centre is no longer the background: the first frame of each of `viewers` models is on screen. */
function firstFrames(viewers: number): number | false {
  const { document } = globalThis as unknown as { document: ProbeDocument };
  const canvases = [...document.querySelectorAll<ProbeCanvas>('canvas[role="img"]')];
  if (canvases.length < viewers) return false;
  const probe = document.createElement("canvas");
  probe.width = probe.height = 1;
  const context = probe.getContext("2d");
  const drawn = canvases.every((canvas) => {
    if (canvas.width < 2) return false;
    context.drawImage(canvas, canvas.width / 2, canvas.height / 2, 1, 1, 0, 0, 1, 1);
    const [r, g, b, a] = Array.from(context.getImageData(0, 0, 1, 1).data);
    // Drawn (a canvas not drawn yet is transparent), and not slate-100, the viewer's neutral background.
    return a === 255 && Math.abs(r! - 241) + Math.abs(g! - 245) + Math.abs(b! - 249) > 30;
  });
  return drawn && performance.now();
}

/**
 * The cards' previews starting (the viewer's chunk requested) → every model's first frame drawn,
 * for `viewers` tasks whose result is a 5 MB glb with an embedded texture. The files are served to
 * the page by the bench (page.route), so the figure is the viewer's own work: its chunk, parsing,
 * texture upload, lighting and first render.
 */
export async function measureFirstFrame(browser: Browser, url: string, viewers: number): Promise<FirstFrame> {
  const bytes = await texturedGlb({ textureSize: TEXTURE_SIZE });
  const ids = Array.from({ length: viewers }, (_, i) => `${REQUEST_ID}-${i}`);
  const fileUrl = (id: string) => `${url}${SANDBOX_FILES_PREFIX}${id}/model.glb`;
  const loadingLines = [shown("Loading the 3D viewer…"), shown("Loading {fileName}…", { fileName: "model.glb" })];
  const runs: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await openContext(browser);
    try {
      await context.addInitScript(probePreviewStart, loadingLines);
      const page = await context.newPage();
      await page.route(`${url}${SANDBOX_FILES_PREFIX}${REQUEST_ID}-*/model.glb`, (route) =>
        route.fulfill({ body: Buffer.from(bytes), contentType: "model/gltf-binary" }),
      );
      await page.goto(url);
      await importTasks(
        page,
        ids.map((id) => modelTask(fileUrl(id), id)),
      );
      const started = (await (
        await page.waitForFunction(() => (globalThis as unknown as PageGlobals).__bench?.previewStartedMs as number)
      ).jsonValue()) as number;
      const drawn = await page.waitForFunction(firstFrames, viewers, { polling: "raf", timeout: 180_000 });
      runs.push(((await drawn.jsonValue()) as number) - started);
    } finally {
      await context.close();
    }
  }
  return { viewers, fileBytes: bytes.length, runs, summary: summarize(runs) };
}

export function viewerSections(result: ViewerResult): Section[] {
  return [
    {
      title: "3D viewer decoders (each fetched only for a model that needs it)",
      headers: ["file", "raw", "gzip"],
      rows: result.decoders.map((file) => [file.file, bytes(file.raw), bytes(file.gzip)]),
      notes: [
        "Draco: the DRACOLoader chunk, then the glTF build of the decoder (draco_wasm_wrapper + draco_decoder.wasm); three.js's general build and asm.js fallback are left out of the build (scripts/decoder-files.ts).",
        "meshopt: one chunk with its wasm inside.",
        "KTX2/Basis: the basis-loader chunk (three's KTX2Loader), basis_transcoder.wasm, and basis-worker.js (three's worker with the transcoder's script, made eval-free).",
      ],
    },
    {
      title: `3D viewer: preview start → every viewer's first frame, ${(result.firstFrames[0]!.fileBytes / 1e6).toFixed(1)} MB textured glb each`,
      headers: ["viewers", "runs", "median", "p95", "max"],
      rows: result.firstFrames.map(({ viewers, summary }) => [
        String(viewers),
        String(summary.count),
        ms(summary.p50),
        ms(summary.p95),
        ms(summary.max),
      ]),
      notes: [
        "The files are served to the page by the bench itself; fresh context (cold cache) each run.",
        "Headless Chromium draws with software WebGL: the viewers' shared lighting (a prefiltered room) is most of the time.",
      ],
    },
  ];
}

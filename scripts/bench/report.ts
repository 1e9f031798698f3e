import { bundleSections, type BundleResult } from "./bundle.ts";
import { compareSection, type CompareResult } from "./compare.ts";
import { composerReadySection, type ComposerReadyResult } from "./composer-ready.ts";
import { gallerySection, type GalleryResult } from "./gallery.ts";
import { videosSection, type VideosResult } from "./videos.ts";
import { historySection, type HistoryResult } from "./history.ts";
import { hostileAnswerSection, type HostileAnswerResult } from "./hostile-answer.ts";
import { keystrokeSection, type KeystrokeResult } from "./keystroke.ts";
import type { FloorResult } from "./floor.ts";
import { networkSection, type NetworkResult } from "./network.ts";
import { proxySection, type ProxyResult } from "./proxy.ts";
import { refusedBodySection, type RefusedBodyResult } from "./refused-body.ts";
import { qaGridSection, type QaGridResult } from "./qa-grid.ts";
import type { RunQueueResult } from "./run-queue.ts";
import { runQueueSection } from "./run-queue-section.ts";
import { serverSections, type ServerResult } from "./server.ts";
import { QUICK, RESULTS_FILE } from "./mode.ts";
import { formatSection } from "./table.ts";
import { followingSection, type FollowingResult } from "./following.ts";
import type { ArchiveResult } from "./archive.ts";
import { archiveSection } from "./archive-section.ts";
import { workspaceLiveSection, type WorkspaceLiveResult } from "./workspace-live.ts";
import type { WorkspaceHistoryResult } from "./workspace-history.ts";
import { workspaceHistorySections } from "./workspace-history-section.ts";
import { runPaceSection, type RunPaceResult } from "./run-pace.ts";
import { viewerSections, type ViewerResult } from "./viewer.ts";

export type Machine = { cpus: number; loadAverage1m: number };

/** Everything `bench/results.json` holds: the figures the table shows, and their context. */
export type Results = {
  timestamp: string;
  versions: { node: string; chromium: string };
  machine: { before: Machine; after: Machine };
  budgets: { name: string; measured: number | string | null; limit: number | null; pass: boolean }[];
  bundle: BundleResult;
  composerReady: ComposerReadyResult;
  keystrokes: KeystrokeResult;
  /** The same page as static HTML, no script: what the browser alone takes on this machine (floor.ts). */
  floor: FloorResult;
  history: HistoryResult;
  gallery: GalleryResult;
  videos: VideosResult;
  network: NetworkResult;
  runQueue: RunQueueResult[];
  qaGrid: QaGridResult;
  server: ServerResult;
  proxy: ProxyResult;
  hostileAnswer: HostileAnswerResult;
  refusedBody: RefusedBodyResult;
  following: FollowingResult;
  archive: ArchiveResult;
  workspaceLive: WorkspaceLiveResult;
  workspaceHistory: WorkspaceHistoryResult;
  runPace: RunPaceResult[];
  viewer: ViewerResult;
  compare: CompareResult;
};

export function byteBudgets(bundle: BundleResult): Results["budgets"] {
  return [
    { name: "initial JS gzip", measured: bundle.initialGzip, limit: bundle.budget, pass: bundle.withinBudget },
    {
      name: "Chinese catalogs, a chunk each, not initial (gzip, all)",
      measured: bundle.chineseCatalogsGzip,
      limit: null,
      pass: bundle.chineseCatalogsDeferred,
    },
    {
      name: "first visit in Chinese, initial JS + its catalogs (gzip)",
      measured: bundle.chineseFirstVisitGzip,
      limit: null,
      pass: true,
    },
    { name: "3D viewer chunk not initial", measured: bundle.viewerChunk, limit: null, pass: bundle.viewerDeferred },
    {
      name: "initial JS gzip, returning visit with tasks",
      measured: bundle.withHistoryGzip,
      limit: bundle.budget,
      pass: bundle.withHistoryGzip <= bundle.budget,
    },
    {
      name: "JS gzip, returning visit with tasks and the whole composer (its forms after the deck)",
      measured: bundle.withHistoryAndComposerGzip,
      limit: null,
      pass: true,
    },
  ];
}

export function reportText(results: Results): string {
  const { versions, machine } = results;
  const failed = results.budgets.filter((budget) => !budget.pass);
  const sections = [
    ...bundleSections(results.bundle),
    composerReadySection(results.composerReady, results.bundle.chunks, results.floor),
    keystrokeSection(results.keystrokes, results.floor),
    historySection(results.history),
    gallerySection(results.gallery),
    videosSection(results.videos),
    networkSection(results.network),
    runQueueSection(results.runQueue),
    qaGridSection(results.qaGrid),
    ...viewerSections(results.viewer),
    compareSection(results.compare),
    ...serverSections(results.server),
    proxySection(results.proxy),
    hostileAnswerSection(results.hostileAnswer),
    refusedBodySection(results.refusedBody),
    followingSection(results.following),
    archiveSection(results.archive),
    workspaceLiveSection(results.workspaceLive),
    ...workspaceHistorySections(results.workspaceHistory),
    runPaceSection(results.runPace),
  ];
  return [
    `Taskdeck bench${QUICK ? " (QUICK: small loads, the figures only show it runs)" : ""} · ${results.timestamp} · node ${versions.node} · chromium ${versions.chromium} · ` +
      `${machine.before.cpus} CPUs, load average ${machine.before.loadAverage1m} before, ${machine.after.loadAverage1m} after`,
    ...sections.map(formatSection),
    `Byte budgets: ${failed.length ? `FAIL (${failed.map((budget) => budget.name).join(", ")})` : "PASS"}. ` +
      `Durations are reported, not asserted. Figures also in ${RESULTS_FILE}.`,
  ].join("\n\n");
}

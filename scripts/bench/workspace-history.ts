import type { Browser, Page } from "@playwright/test";
import type { ExportedTask } from "../../src/contract/history-document.ts";
import { SHARED_PAGE } from "../../src/contract/shared-task.ts";
import { freshPostgres, freshSqlite, type TestDatabase } from "../../server/test/databases.ts";
import { startApp } from "./app-server.ts";
import { openContext } from "./browser.ts";
import { timeSearchAndFilter } from "./history-filters.ts";
import { finishedTasks, importTasks } from "./history-file.ts";
import { timeOpening, watchOpening, type Opening } from "./history-open.ts";
import { pick } from "./mode.ts";
import { measureServerPages, type ServerPages } from "./workspace-pages.ts";
import { seedWorkspace } from "./workspace-seed.ts";

// Issue 27: "history list of 50,000 tasks (first page, search, filter p95)", goal "a history page
// under 50 ms p95 on the embedded database". The workspace's server holds the tasks (SQLite, then
// PostgreSQL) and hands them out in pages; a page served by it takes the whole history in through
// its event stream into its ledger, where its list, search and filter run. Beside it, today's
// browser-only mode over the same tasks, imported with the app's JSON import.

export type ServerRow = ServerPages & { database: "SQLite" | "PostgreSQL"; seedMs: number };

export type PageHistory = {
  /** The workspace's page on a first visit (an empty ledger): its stream brings every task. */
  firstVisit: Opening | null;
  /** Browser-only: the JSON import of every task, file chosen → the import's confirmation. */
  importMs: number | null;
  /** Reloads with the history stored: read back from IndexedDB. */
  reloads: Opening[];
  search: number[];
  filter: number[];
};

export type WorkspaceHistoryResult = {
  tasks: number;
  pageSize: number;
  goalMs: number;
  server: ServerRow[];
  workspace: PageHistory;
  browserOnly: PageHistory;
};

export const HISTORY_TASKS = pick(50_000, 200);
const GOAL_MS = 50;
const REQUESTS = pick(200, 20);
const RELOADS = pick(3, 1);
const TRIES = { searches: pick(20, 3), filters: pick(21, 3) };
/** How long a first visit may take its history in before the bench says where it got to instead. */
export const FIRST_VISIT_LIMIT_MS = pick(300_000, 60_000);
const RELOAD_LIMIT_MS = 120_000;

export async function measureWorkspaceHistory(
  browser: Browser,
  distDir: string,
  serviceUrl: string,
  step: (text: string) => void = () => {},
): Promise<WorkspaceHistoryResult> {
  const tasks = finishedTasks(HISTORY_TASKS, "bench-ws-");
  step(`  SQLite: ${HISTORY_TASKS} tasks written, their pages read, then a page takes them in`);
  const sqlite = await withWorkspace(freshSqlite, distDir, tasks, (url) => workspacePage(browser, url, tasks));
  step("  PostgreSQL: the same tasks, their pages read");
  const postgres = await withWorkspace(freshPostgres, distDir, tasks, async () => null);
  step("  browser-only: the same tasks imported, then searched and filtered");
  const browserOnly = await browserOnlyPage(browser, distDir, serviceUrl, tasks);
  return {
    tasks: HISTORY_TASKS,
    pageSize: SHARED_PAGE,
    goalMs: GOAL_MS,
    server: [
      { database: "SQLite", ...sqlite.server },
      { database: "PostgreSQL", ...postgres.server },
    ],
    workspace: sqlite.page!,
    browserOnly,
  };
}

/** A workspace holding `tasks`, served by the app (its own sandbox): its pages timed, then `more` with it. */
async function withWorkspace<T>(
  fresh: () => Promise<TestDatabase>,
  distDir: string,
  tasks: readonly ExportedTask[],
  more: (url: string) => Promise<T>,
) {
  const database = await fresh();
  try {
    const seeding = performance.now();
    await seedWorkspace(database.settings, tasks);
    const seedMs = performance.now() - seeding;
    const { dataDir, databaseUrl } = database.settings;
    const env: Record<string, string> = databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir };
    const app = await startApp({ distDir, env });
    try {
      const server = { seedMs, ...(await measureServerPages(app.url, tasks.length, REQUESTS)) };
      return { server, page: await more(app.url) };
    } finally {
      await app.stop();
    }
  } finally {
    await database.drop();
  }
}

async function reloadsThenFilters(page: Page, tasks: readonly ExportedTask[]) {
  const reloads: Opening[] = [];
  for (let i = 0; i < RELOADS; i++) reloads.push(await timeOpening(page, () => page.reload(), RELOAD_LIMIT_MS));
  return { reloads, ...(await timeSearchAndFilter(page, tasks, TRIES)) };
}

async function workspacePage(browser: Browser, url: string, tasks: readonly ExportedTask[]): Promise<PageHistory> {
  const context = await openContext(browser);
  try {
    const page = await context.newPage();
    await watchOpening(page, tasks.length);
    const firstVisit = await timeOpening(page, () => page.goto(url), FIRST_VISIT_LIMIT_MS);
    // A history not taken in whole cannot be searched for known answers: the first visit says where it stopped.
    if (firstVisit.allMs === null) return { firstVisit, importMs: null, reloads: [], search: [], filter: [] };
    return { firstVisit, importMs: null, ...(await reloadsThenFilters(page, tasks)) };
  } finally {
    await context.close();
  }
}

/**
 * Browser-only mode: the app served as a proxy whose pages hold their own token (no shared
 * workspace), its history only in the browser. `serviceUrl` is never called: every task is finished.
 */
async function browserOnlyPage(
  browser: Browser,
  distDir: string,
  serviceUrl: string,
  tasks: ExportedTask[],
): Promise<PageHistory> {
  // Its server keeps a journal all the same: in a folder of its own, not the working tree's data/.
  const journal = await freshSqlite();
  const env = { UPSTREAM_BASE_URL: serviceUrl, DATA_DIR: journal.settings.dataDir };
  const app = await startApp({ distDir, env }).catch(async (error: unknown) => {
    await journal.drop();
    throw error;
  });
  const context = await openContext(browser);
  try {
    const page = await context.newPage();
    await watchOpening(page, tasks.length);
    await page.goto(app.url);
    const importing = performance.now();
    await importTasks(page, tasks);
    const importMs = performance.now() - importing;
    return { firstVisit: null, importMs, ...(await reloadsThenFilters(page, tasks)) };
  } finally {
    await context.close();
    await app.stop();
    await journal.drop();
  }
}

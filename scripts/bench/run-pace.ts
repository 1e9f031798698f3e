import type { Browser, Page } from "@playwright/test";
import { putRun, videoRun } from "../../server/test/run-fixtures.ts";
import { startApp } from "./app-server.ts";
import { openContext } from "./browser.ts";
import { videoForm } from "./composer-form.ts";
import { pick } from "./mode.ts";
import { LIVE_TASK_SECONDS } from "./network.ts";
import { shown } from "./page-text.ts";
import { followSubmissions } from "./sandbox-log.ts";
import { maxInWindow, summarize, type Summary } from "./stats.ts";
import { ms, type Section } from "./table.ts";

// Issue 27's "a run of 100 cells paced at 30 a minute (send times against the pace)": the same
// run sent by the server (made through its API, no page open) and by a page (built in the
// Matrix of a page whose server passes its token on, so the page's own queue sends it). The
// sandbox's request log says when each cell's POST came.

export type RunPaceResult = {
  mode: "server" | "page";
  cells: number;
  atOnce: number;
  perMinute: number;
  posts: number;
  /** The most POSTs in any minute: at most R. */
  mostInMinute: number;
  /** First POST to last. */
  spanMs: number;
  /** How long after the window let it go each cell past the first R left (start[n] − start[n−R] − 60 s); null with no more cells than R. */
  lateness: Summary | null;
};

const CELLS = pick(100, 4);
const PACE = pick({ atOnce: 10, perMinute: 30 }, { atOnce: 2, perMinute: 120 });
const TIMEOUT_MS = (Math.ceil(CELLS / PACE.perMinute) + 2) * 60_000;

const prompts = (marker: string) =>
  Array.from({ length: CELLS }, (_, i) => `Cell ${i + 1}: a barn owl at dusk ${marker}`);

function result(mode: RunPaceResult["mode"], times: number[]): RunPaceResult {
  const late = times.slice(PACE.perMinute).map((at, i) => at - times[i]! - 60_000);
  return {
    mode,
    cells: CELLS,
    ...PACE,
    posts: times.length,
    mostInMinute: maxInWindow(times, 60_000),
    spanMs: times.length ? times.at(-1)! - times[0]! : NaN,
    lateness: late.length ? summarize(late) : null,
  };
}

/** The run made through the workspace's API: its server sends it. */
export async function measureServerRun(url: string): Promise<RunPaceResult> {
  const marker = `benchpace${Date.now().toString(36)}`;
  const pace = { tasksAtOnce: PACE.atOnce, submissionsPerMinute: PACE.perMinute };
  await putRun({ url }, videoRun(`bench-run-${marker}`, prompts(marker)), pace);
  const logged = await followSubmissions(url, marker, CELLS, Date.now() + TIMEOUT_MS);
  return result(
    "server",
    logged.map((entry) => entry.at),
  );
}

/** The same run built in a page whose server passes the page's token on: the page's queue sends it. */
export async function measurePageRun(browser: Browser, distDir: string): Promise<RunPaceResult> {
  const token = "bench-page-run-token-1";
  const service = await startApp({
    distDir,
    env: { SANDBOX_TASK_SECONDS: String(LIVE_TASK_SECONDS), SANDBOX_TOKEN: token, SANDBOX_CONTROL: "1" },
  });
  const proxy = await startApp({ distDir, env: { UPSTREAM_BASE_URL: service.url } });
  const context = await openContext(browser);
  try {
    const page = await context.newPage();
    await page.goto(proxy.url);
    await settings(page, token);
    await page.reload();
    const marker = `benchpage${Date.now().toString(36)}`;
    await buildRun(page, prompts(marker));
    const logged = await followSubmissions(service.url, marker, CELLS, Date.now() + TIMEOUT_MS);
    return result(
      "page",
      logged.map((entry) => entry.at),
    );
  } finally {
    await context.close();
    await proxy.stop();
    await service.stop();
  }
}

async function settings(page: Page, token: string) {
  await page.getByRole("button", { name: shown("Connection settings") }).click();
  const dialog = page.getByRole("dialog", { name: shown("Connection settings") });
  await dialog.getByLabel(shown("Access token")).fill(token);
  await dialog.getByRole("spinbutton", { name: shown("Tasks at once") }).fill(String(PACE.atOnce));
  await dialog.getByRole("spinbutton", { name: shown("Submissions a minute") }).fill(String(PACE.perMinute));
  await dialog.getByRole("button", { name: shown("Save") }).click();
  await dialog.waitFor({ state: "hidden" });
}

async function buildRun(page: Page, values: string[]) {
  const form = videoForm(page);
  await form.getByRole("textbox", { name: shown("Prompt"), exact: true }).fill(values[0]!);
  await form.getByText(shown("Matrix"), { exact: true }).click();
  await form.getByRole("button", { name: shown("Add axis") }).click();
  await form
    .getByRole("group", { name: shown("Axis {number}", { number: 1 }) })
    .getByRole("textbox", { name: shown("Values") })
    .fill(values.join("\n"));
  const send = shown("{count, plural, one {Send # task} other {Send # tasks}}", { count: values.length });
  await form
    .getByRole("heading", { name: shown("{n, plural, one {# task} other {# tasks}}", { n: values.length }) })
    .waitFor({ timeout: 60_000 });
  await form.getByRole("button", { name: send }).click();
  await page
    .getByRole("dialog", { name: shown("{label}?", { label: send }) })
    .getByRole("button", { name: send })
    .click();
}

export function runPaceSection(results: RunPaceResult[]): Section {
  const first = results[0];
  return {
    title: `Runs: ${first?.cells ?? CELLS} cells at K = ${PACE.atOnce}, R = ${PACE.perMinute} a minute, sent by the server and by a page`,
    headers: ["sent by", "POSTs", "most in a minute", "first → last POST", "late p50", "late p95", "late max"],
    rows: results.map((r) => [
      r.mode === "server" ? "the server (no page open)" : "a page (browser-only mode)",
      String(r.posts),
      `${r.mostInMinute} (R = ${r.perMinute})`,
      ms(r.spanMs, 0),
      ...(r.lateness ? [ms(r.lateness.p50, 0), ms(r.lateness.p95, 0), ms(r.lateness.max, 0)] : ["—", "—", "—"]),
    ]),
    notes: [
      "late: for each cell past the first R, how long after the rate window let it go its POST came " +
        "(its time − the time of the POST R before it − 60 s); never below 0 while the pace holds.",
      "the server's run is made through its API (PUT runs/<id>) and every page is closed; the page's is built in " +
        "the Matrix of a page whose server passes its token on, so the page's own queue sends it. Times from the " +
        "sandbox's request log. Reported, not asserted.",
    ],
  };
}

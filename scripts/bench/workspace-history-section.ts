import type { Opening } from "./history-open.ts";
import { summarize, type Summary } from "./stats.ts";
import { count, ms, type Section } from "./table.ts";
import { FIRST_VISIT_LIMIT_MS, type PageHistory, type WorkspaceHistoryResult } from "./workspace-history.ts";

// How workspace-history.ts's figures are printed: the server's pages on each database, then the
// page's list over the same history, the workspace's beside browser-only mode's.

const NONE = ["—", ""];

/** p50 and p95 of a series (one reading: itself, no p95). */
function spread(values: readonly number[]): string[] {
  if (values.length === 1) return [ms(values[0]!), ""];
  const { p50, p95 } = summarize(values);
  return [ms(p50), ms(p95)];
}

/** Tasks taken in a second over the window of `seconds` at the start and at the end of a first visit. */
function pace(progress: Opening["progress"], seconds: number): string {
  const rate = (from: [number, number], to: [number, number]) => ((to[1] - from[1]) * 1000) / (to[0] - from[0]);
  const from = (time: number) => progress.find(([at]) => at >= time) ?? progress.at(-1)!;
  const first = progress[0]!;
  const last = progress.at(-1)!;
  const start = rate(first, from(first[0] + seconds * 1000));
  const end = rate(progress.findLast(([time]) => time <= last[0] - seconds * 1000) ?? first, last);
  return `${count(start)} tasks/s over its first ${seconds} s, ${count(end)} tasks/s over its last ${seconds} s`;
}

export function workspaceHistorySections(result: WorkspaceHistoryResult): Section[] {
  const { tasks, server, workspace, browserOnly, goalMs } = result;
  const goal = (p95: number) => (p95 <= goalMs ? "met" : "not met");
  const timed = (database: string, request: string, { p50, p95, max, count: n }: Summary) => [
    database,
    request,
    ms(p50),
    ms(p95),
    ms(max),
    String(n),
    goal(p95),
  ];
  const serverRows = server.flatMap((row) => [
    timed(row.database, "first page (since=0)", row.first),
    timed(row.database, `a middle page (since=${count(tasks / 2)})`, row.middle),
    [
      row.database,
      `the whole history streamed (${count(row.streamEvents)} events)`,
      ms(row.streamMs, 0),
      "",
      "",
      "1",
      "",
    ],
  ]);
  return [
    {
      title: `Workspace history of ${count(tasks)} finished tasks: the server's pages (HTTP, limit=${result.pageSize})`,
      headers: ["database", "request", "p50", "p95", "max", "requests", `goal p95 ≤ ${goalMs} ms`],
      rows: serverRows,
      notes: [
        `GET /__taskdeck/workspace/tasks?since=…&limit=${result.pageSize} one after another on a kept-alive connection, ` +
          `timed to the last byte of its JSON (${server.map((row) => `${count(row.pageBytes / 1000)} kB on ${row.database}`).join(", ")}); ` +
          "the app server in a child process with its sandbox, as `npm start` runs it.",
        "streamed: GET /__taskdeck/workspace/events?since=0 (what a page's first visit opens) read by Node until the " +
          `last task's event, about ${count(Math.round(tasks / (server[0]?.streamEvents || 1)))} tasks an event: ` +
          "the server's part of a first visit, with no page storing it.",
        `written straight into the database, as journaled submissions and the following leave them ` +
          `(${server.map((row) => `${(row.seedMs / 1000).toFixed(1)} s on ${row.database}`).join(", ")}). ` +
          "The goal (issue 27) is reported, not asserted.",
      ],
    },
    pageSection(result, workspace, browserOnly),
  ];
}

function pageSection(result: WorkspaceHistoryResult, workspace: PageHistory, browserOnly: PageHistory): Section {
  const { tasks } = result;
  const visit = workspace.firstVisit;
  const reloads = (history: PageHistory, key: "firstCardMs" | "allMs") =>
    history.reloads.length ? spread(history.reloads.map((opening) => opening[key] ?? Number.NaN)) : NONE;
  const series = (values: readonly number[]) => (values.length ? spread(values) : NONE);
  const taken = visit?.progress.at(-1)?.[1] ?? 0;
  const whole =
    visit?.allMs != null
      ? [ms(visit.allMs, 0), ""]
      : visit
        ? [`not in ${FIRST_VISIT_LIMIT_MS / 1000} s (${count(taken)} taken)`, ""]
        : NONE;
  const samples = (values: (history: PageHistory) => readonly unknown[]) =>
    `${values(workspace).length} / ${values(browserOnly).length}`;
  return {
    title: `History of ${count(tasks)} finished tasks in the page: the workspace (SQLite) beside browser-only (Chromium, headless)`,
    headers: ["figure", "workspace p50", "p95", "browser-only p50", "p95", "samples"],
    rows: [
      ["first visit → first task card", ...(visit ? [ms(visit.firstCardMs, 0), ""] : NONE), ...NONE, "1 / 0"],
      ["first visit → all counted (taken in)", ...whole, ...NONE, "1 / 0"],
      [
        "JSON import → its confirmation",
        ...NONE,
        ...(browserOnly.importMs === null ? NONE : [ms(browserOnly.importMs, 0), ""]),
        "0 / 1",
      ],
      [
        "reload → first task card",
        ...reloads(workspace, "firstCardMs"),
        ...reloads(browserOnly, "firstCardMs"),
        samples((h) => h.reloads),
      ],
      [
        "reload → all counted",
        ...reloads(workspace, "allMs"),
        ...reloads(browserOnly, "allMs"),
        samples((h) => h.reloads),
      ],
      [
        "search: query entered → matches listed",
        ...series(workspace.search),
        ...series(browserOnly.search),
        samples((h) => h.search),
      ],
      [
        "Status filter chosen → list updated",
        ...series(workspace.filter),
        ...series(browserOnly.filter),
        samples((h) => h.filter),
      ],
    ],
    notes: [
      "workspace: the app served with its own server and a workspace of these tasks; a first visit (empty ledger) " +
        "takes them in through its event stream (its events as above), each batch stored in IndexedDB and the list " +
        "rendered again (the server's part of it: the stream above)" +
        (visit && visit.progress.length > 1 && (visit.allMs ?? Infinity) > 30_000
          ? `: ${pace(visit.progress, 10)}.`
          : "."),
      "browser-only: the app served as a proxy whose pages hold their token (no shared workspace), the same tasks " +
        "put in with the app's JSON import. Every reload reads the ledger back from IndexedDB (warm HTTP cache).",
      'search: a task number and its colon ("1234:"), a few matches each, typed in one go, then cleared (untimed); ' +
        "filter: Status set to Failed, Completed, All in turn. Timed in the page from the control's change to the " +
        "count and the first card showing the result. Reported, not asserted.",
    ],
  };
}

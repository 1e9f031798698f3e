import type { Page } from "@playwright/test";
import type { ExportedTask } from "../../src/contract/history-document.ts";
import { BENCH_LOCALE, shown } from "./page-text.ts";
import type { PageElement, PageGlobals } from "./page-globals.ts";

// The history's search box and Status filter over a long history, timed in the page: from the
// moment the control's value changes (as typing or choosing leaves it) until the toolbar counts
// the tasks that pass and the list's first card is the newest of them. The page filters the
// whole ledger in memory (features/tasks/history/filter.ts), whatever mode it works in.

/** The history's list and its count, as the page names them. */
export const HISTORY_LIST = `[role="list"][aria-label="${shown("Task history")}"]`;
export const HISTORY_COUNT = 'p[aria-live="polite"][aria-atomic="true"]';
/** A change the list never shows within this long is a reading of NaN (a missing figure), not a hang. */
const CHANGE_TIMEOUT_MS = 60_000;

/** The toolbar's count: `shownCount` of `total` tasks pass the filters. */
export function countText(shownCount: number, total: number): string {
  return shown(
    "{total, plural, one {Showing {shownCount} of {totalCount} task} other {Showing {shownCount} of {totalCount} tasks}}",
    { total, shownCount: shownCount.toLocaleString(BENCH_LOCALE), totalCount: total.toLocaleString(BENCH_LOCALE) },
  );
}

type Change = { id: string; value: string; count: string; first: string; list: string; counter: string; ms: number };

/** In the page: sets control `id` to `value` and resolves with the ms until the count and the first card show it. */
function timeChange({ id, value, count, first, list, counter, ms }: Change): Promise<number> {
  const page = globalThis as unknown as PageGlobals;
  const control = page.document.getElementById(id) as PageElement & { dispatchEvent(event: Event): boolean };
  const shows = () =>
    [...page.document.querySelectorAll(counter)].some((p) => p.textContent === count) &&
    (page.document.querySelector(`${list} article`)?.textContent ?? "").includes(first);
  return new Promise((resolve) => {
    const observer = new page.MutationObserver(() => {
      if (!shows()) return;
      observer.disconnect();
      resolve(performance.now() - start);
    });
    observer.observe(page.document, { childList: true, subtree: true, characterData: true });
    setTimeout(() => (observer.disconnect(), resolve(Number.NaN)), ms);
    // React reads a controlled field's value through the prototype's setter, then its own event.
    const start = performance.now();
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), "value")!.set!.call(control, value);
    control.dispatchEvent(new Event("input", { bubbles: true }));
    control.dispatchEvent(new Event("change", { bubbles: true }));
  });
}

/** What the search box matches in, as filter.ts builds it: prompt, model, request id, task id, our id. */
const haystack = (task: ExportedTask) =>
  [task.body.prompt, task.body.model, task.requestId, (task.record as { task_id?: string }).task_id, task.id]
    .join("\u0000")
    .toLowerCase();

/** The tasks that pass, newest first (the list's order), and the text of the newest one's card. */
function expected(tasks: readonly ExportedTask[], passes: (task: ExportedTask) => boolean) {
  const passing = tasks.filter(passes).sort((a, b) => b.submittedAt - a.submittedAt);
  return { passing: passing.length, first: String(passing[0]?.body.prompt ?? "") };
}

const statusOf = (task: ExportedTask) => String((task.record as { status?: string }).status);

export type FilterTimings = { search: number[]; filter: number[] };

/**
 * `searches` queries typed in the search box (each a task number and its colon, as a prompt
 * holds it: a few matches each, all different), then `filters` choices of the Status filter
 * (Failed, Completed, All in turn). The page holds `tasks`, all shown, no filter set.
 */
export async function timeSearchAndFilter(
  page: Page,
  tasks: readonly ExportedTask[],
  { searches, filters }: { searches: number; filters: number },
): Promise<FilterTimings> {
  const deck = page.getByRole("region", { name: shown("Tasks"), exact: true });
  const searchId = await deck.getByRole("searchbox", { name: shown("Search tasks") }).getAttribute("id");
  const statusId = await deck.getByRole("combobox", { name: shown("Status") }).getAttribute("id");
  const all = expected(tasks, () => true);
  const change = (id: string | null, value: string, want: ReturnType<typeof expected>) =>
    page.evaluate(timeChange, {
      id: id!,
      value,
      count: countText(want.passing, tasks.length),
      first: want.first,
      list: HISTORY_LIST,
      counter: HISTORY_COUNT,
      ms: CHANGE_TIMEOUT_MS,
    });
  const search: number[] = [];
  for (let i = 0; i < searches; i++) {
    const query = `${(i * 7919 + 1234) % tasks.length}:`;
    search.push(
      await change(
        searchId,
        query,
        expected(tasks, (task) => haystack(task).includes(query)),
      ),
    );
    // Cleared between queries, untimed: the next one starts from the whole history again.
    await change(searchId, "", all);
  }
  const statuses = ["FAILED", "COMPLETED", "all"];
  const filter: number[] = [];
  for (let i = 0; i < filters; i++) {
    const status = statuses[i % statuses.length]!;
    filter.push(
      await change(
        statusId,
        status,
        expected(tasks, (t) => status === "all" || statusOf(t) === status),
      ),
    );
  }
  return { search, filter };
}

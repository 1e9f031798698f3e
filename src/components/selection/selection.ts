import { plural, t } from "@lingui/core/macro";
/** How many results the Compare view shows side by side, at least and at most. */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

/** The chosen task ids in the order they were chosen, and the last one clicked (where a Shift-click range starts). */
export type Selection = { ids: readonly string[]; anchor: string | null };

export const EMPTY_SELECTION: Selection = { ids: [], anchor: null };

/** Selects `id` if it was not, unselects it if it was; either way it becomes the anchor. */
export function toggle(selection: Selection, id: string): Selection {
  const ids = selection.ids.includes(id) ? selection.ids.filter((x) => x !== id) : [...selection.ids, id];
  return { ids, anchor: id };
}

/**
 * A Shift-click: every id between the anchor and `id` in `order` (the list as filtered now) takes
 * the state the clicked one takes, the way file managers do. Without an anchor in `order` (none yet,
 * or filtered out) it is a plain toggle. The anchor stays, so a second Shift-click re-spans from it.
 */
export function selectRange(selection: Selection, id: string, order: readonly string[]): Selection {
  const from = selection.anchor === null ? -1 : order.indexOf(selection.anchor);
  const to = order.indexOf(id);
  if (from < 0 || to < 0) return toggle(selection, id);
  const span = order.slice(Math.min(from, to), Math.max(from, to) + 1);
  const on = !selection.ids.includes(id);
  const ids = on
    ? [...selection.ids, ...span.filter((x) => !selection.ids.includes(x))]
    : selection.ids.filter((x) => !span.includes(x));
  return { ids, anchor: selection.anchor };
}

/** Whether Compare can open for this many selected results, and if not, why (shown beside the button). */
export function compareReadiness(count: number): { ready: boolean; reason: string } {
  if (count < COMPARE_MIN) {
    const more = COMPARE_MIN - count;
    return {
      ready: false,
      reason: plural(more, { one: "Select # more result to compare.", other: "Select # more results to compare." }),
    };
  }
  const most = COMPARE_MAX;
  if (count > COMPARE_MAX) return { ready: false, reason: t`Compare shows at most ${most}: ${count} are selected.` };
  return { ready: true, reason: t`Compare the ${count} selected results side by side.` };
}

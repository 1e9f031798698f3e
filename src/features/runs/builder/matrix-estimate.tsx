import { useMemo } from "react";
import { loadRunPace } from "../../../lib/run-pace-setting.ts";
import { useTaskPrice } from "../../../lib/task-price.ts";
import { estimateWords } from "../../../entities/run/estimate-words.ts";
import { estimateRun } from "../../../entities/run/run-estimate.ts";
import type { DeckEntry } from "../../../lib/deck-entry.ts";

/** The run's time and cost before it is sent, beside Send: from this browser's history and the price in the settings. */
export function MatrixEstimate({
  bodies,
  entries,
}: {
  bodies: readonly Record<string, unknown>[];
  entries: readonly DeckEntry[];
}) {
  const price = useTaskPrice();
  // The pace as the settings left it when the builder opened: it changes far less often than the cells.
  const pace = useMemo(() => loadRunPace(), []);
  const estimate = useMemo(() => estimateRun(bodies, entries, pace), [bodies, entries, pace]);
  return <p className="text-sm text-slate-700">{estimateWords(estimate, price)}</p>;
}

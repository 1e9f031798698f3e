import { plural, t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { Suspense, useId, useMemo, useState } from "react";
import type { Run, RunCell } from "../../../contract/run.ts";
import { useDeck } from "../../../entities/task/ledger-context.tsx";
import { useLedgerEntries } from "../../../entities/task/ledger.ts";
import { useLightboxId } from "../../../lib/lightbox-store.ts";
import { openCompare } from "../../../components/selection/compare-route.ts";
import { COMPARE_MAX, COMPARE_MIN } from "../../../components/selection/selection.ts";
import { SelectionProvider } from "../../../components/selection/selection-context.tsx";
import { useVerdictBook } from "../../../entities/verdict/use-verdict-book.ts";
import { RunGridTable, type Line } from "./run-grid-table.tsx";
import { cellName, runGrid } from "./run-grid.ts";
import { RunHeader } from "./run-header.tsx";
import { progressText, runProgress } from "./run-progress.ts";
import { baselineChanges, filterCells, findBaseline, hasResult, type RunFilter } from "./run-review.ts";
import { RunToolbar } from "./run-toolbar.tsx";
import { useDeckParts } from "./deck-parts.ts";
import { HeatmapControls, type HeatState } from "./heatmap-controls.tsx";
import { runTotalsText } from "./run-totals.ts";

const NO_CHANGES = new Map();

/** Why a row's or a column's results are not compared: too few, or more than Compare shows. */
function notCompared(line: Line, label: string, count: number): string {
  const what = line === "row" ? t`Row “${label}”` : t`Column “${label}”`;
  if (count > COMPARE_MAX)
    return plural(count, {
      one: `${what} has # result: Compare shows at most ${COMPARE_MAX}. Select up to ${COMPARE_MAX} of its cells and press Compare.`,
      other: `${what} has # results: Compare shows at most ${COMPARE_MAX}. Select up to ${COMPARE_MAX} of its cells and press Compare.`,
    });
  return plural(count, {
    one: `${what} has # result: Compare needs at least ${COMPARE_MIN}.`,
    other: `${what} has # results: Compare needs at least ${COMPARE_MIN}.`,
  });
}

/**
 * One run: a region named after it, its progress and time, its review tools and reports, and
 * its grid. A cell opens the run's own lightbox, which walks the cells the filter shows in grid order.
 */
export function RunView({ run, runs }: { run: Run; runs: readonly Run[] }) {
  const headingId = useId();
  const { Lightbox } = useDeckParts();
  const ledger = useDeck();
  const entries = useLedgerEntries(ledger);
  const entryOf = (id: string) => ledger.get(id);
  const { book, version } = useVerdictBook();
  const [filter, setFilter] = useState<RunFilter>("all");
  const [heat, setHeat] = useState<HeatState>({ on: false, by: "outcome" });
  const [message, setMessage] = useState<string | null>(null);
  const scope = `run:${run.id}`;
  // Its headers are in the current language: made again on a switch.
  const { i18n } = useLingui();
  const locale = i18n.locale;
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const grid = useMemo(() => runGrid(run), [run, locale]);
  const baseline = findBaseline(run, runs);
  const verdictOf = (id: string) => book?.get(id);
  const progress = runProgress(run, entryOf);
  const { changes, shown } = useMemo(() => {
    const changes = baseline && book ? baselineChanges(run, baseline, verdictOf) : NO_CHANGES;
    const shown = filterCells(grid.order, filter, { entryOf: (id) => ledger.get(id), verdictOf, changes });
    return { changes, shown };
    // `entries` and `version` change with every task and verdict, in any tab.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [run, baseline, book, version, grid, filter, entries]);
  const results = shown.filter((cell) => hasResult(cell, entryOf));
  const shownEntries = results.flatMap((cell) => (cell.entryId ? [ledger.get(cell.entryId)!] : []));
  // The run's lightbox names its cell: its values on the axes and its repeat.
  const cellOf = new Map(results.map((cell) => [cell.entryId, cell]));
  const caption = (id: string) => {
    const cell = cellOf.get(id);
    return cell ? cellName(run, cell) : null;
  };
  const lightboxOpen = useLightboxId(scope) !== null;
  const [lightboxUsed, setLightboxUsed] = useState(false);
  if (lightboxOpen && !lightboxUsed) setLightboxUsed(true);

  const compare = (line: Line, label: string, cells: RunCell[]) => {
    const ids = cells.filter((cell) => hasResult(cell, entryOf)).map((cell) => cell.entryId!);
    if (ids.length >= COMPARE_MIN && ids.length <= COMPARE_MAX) {
      setMessage(null);
      return openCompare(ids);
    }
    setMessage(notCompared(line, label, ids.length));
  };

  return (
    <section aria-labelledby={headingId} className="space-y-3 border-t border-slate-200 pt-3 first:border-0 first:pt-0">
      <SelectionProvider order={shownEntries.map((entry) => entry.id)}>
        <RunHeader
          headingId={headingId}
          run={run}
          progress={progressText(progress)}
          entryOf={entryOf}
          ticking={progress.running + progress.unsent > 0 && run.pause === null}
          entries={grid.order.flatMap((cell) =>
            cell.entryId && ledger.get(cell.entryId) ? [ledger.get(cell.entryId)!] : [],
          )}
          baseline={baseline}
          changes={changes}
          totals={runTotalsText(run, verdictOf)}
        />
        <RunToolbar run={run} runs={runs} filter={filter} onFilter={setFilter} entryOf={entryOf} />
        <HeatmapControls heat={heat} onChange={setHeat} />
        <p role="status" className="text-sm text-slate-700 empty:hidden">
          {message}
        </p>
        <RunGridTable
          run={run}
          grid={grid}
          shown={new Set(shown.map((cell) => cell.key))}
          filter={filter}
          entryOf={entryOf}
          verdictOf={verdictOf}
          changes={changes}
          heat={heat.on ? heat.by : null}
          scope={scope}
          onCompare={compare}
        />
        {lightboxUsed ? (
          <Suspense fallback={null}>
            <Lightbox entries={shownEntries} scope={scope} caption={caption} />
          </Suspense>
        ) : null}
      </SelectionProvider>
    </section>
  );
}

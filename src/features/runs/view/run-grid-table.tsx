import type { Run, RunCell } from "../../../contract/run.ts";
import { RunCellTile } from "./run-cell-tile.tsx";
import { cellName, type RunGrid } from "./run-grid.ts";
import { GridCorner, LineHeader, shownOf, type Line } from "./run-grid-headers.tsx";
import type { EntryOf } from "./run-progress.ts";
import { verdictOfCell, type Change, type RunFilter, type VerdictOf } from "./run-review.ts";
import { columnCells, rowCells, totalsText } from "./run-totals.ts";
import type { HeatBy } from "./heat.ts";

export type { Line } from "./run-grid-headers.tsx";

type Props = {
  run: Run;
  grid: RunGrid;
  /** The cells the filter shows (the others leave an empty place, so the grid keeps its shape). */
  shown: ReadonlySet<string>;
  filter: RunFilter;
  entryOf: EntryOf;
  verdictOf: VerdictOf;
  changes: ReadonlyMap<string, Change>;
  /** What the Heatmap colours by; null when it is off. */
  heat: HeatBy | null;
  scope: string;
  /** Compare a row's or a column's results (its header's button). */
  onCompare: (line: Line, label: string, cells: RunCell[]) => void;
};

/**
 * The run as a table: the first axis's values head the rows, the second's the columns, each header
 * with its line's totals; each grid cell holds its sub-cells (third axis × repeats).
 */
export function RunGridTable({ run, grid, shown, filter, entryOf, verdictOf, changes, heat, scope, onCompare }: Props) {
  return (
    <div className="overflow-x-auto">
      <table className="border-separate border-spacing-1 text-sm">
        <thead>
          <tr>
            <th scope="col" className="align-bottom">
              <GridCorner grid={grid} />
            </th>
            {grid.columns.map((line) => (
              <th key={line.index} scope="col" className="min-w-40 text-left align-bottom">
                <LineHeader
                  line="column"
                  label={line.label}
                  totals={totalsText(columnCells(grid, line.index), verdictOf)}
                  onCompare={() => onCompare("column", line.label, shownOf(columnCells(grid, line.index), shown))}
                />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.rows.map((line) => (
            <tr key={line.index}>
              <th scope="row" className="max-w-48 text-left align-top">
                <LineHeader
                  line="row"
                  label={line.label}
                  totals={totalsText(rowCells(grid, line.index), verdictOf)}
                  onCompare={() => onCompare("row", line.label, shownOf(rowCells(grid, line.index), shown))}
                />
              </th>
              {grid.columns.map((columnLine) => (
                <td key={columnLine.index} className="align-top">
                  <ul className={`grid gap-1 ${grid.subs.length > 1 ? "grid-cols-2" : "grid-cols-1"}`}>
                    {grid.cellsAt(line.index, columnLine.index).map((cell, i) =>
                      cell && shown.has(cell.key) ? (
                        <li key={cell.key} className="w-36 space-y-0.5">
                          {grid.subs[i]?.label ? (
                            <p className="truncate text-xs text-slate-600">{grid.subs[i]?.label}</p>
                          ) : null}
                          <RunCellTile
                            cell={cell}
                            entry={cell.entryId === null ? undefined : entryOf(cell.entryId)}
                            name={cellName(run, cell)}
                            scope={scope}
                            change={changes.get(cell.key) ?? null}
                            verdict={verdictOfCell(cell, verdictOf)}
                            filter={filter}
                            heat={heat}
                          />
                        </li>
                      ) : null,
                    )}
                  </ul>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

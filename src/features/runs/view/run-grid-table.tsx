import { Trans, useLingui } from "@lingui/react/macro";
import type { Run, RunCell } from "../../../contract/run.ts";
import { Button } from "../../../components/button.tsx";
import { RunCellTile } from "./run-cell-tile.tsx";
import { cellName, type RunGrid } from "./run-grid.ts";
import type { EntryOf } from "./run-progress.ts";
import type { Change } from "./run-review.ts";

export type Line = "row" | "column";

type Props = {
  run: Run;
  grid: RunGrid;
  /** The cells the filter shows (the others leave an empty place, so the grid keeps its shape). */
  shown: ReadonlySet<string>;
  entryOf: EntryOf;
  changes: ReadonlyMap<string, Change>;
  scope: string;
  /** Compare a row's or a column's results (its header's button). */
  onCompare: (line: Line, label: string, cells: RunCell[]) => void;
};

/**
 * The run as a table: the first axis's values head the rows, the second's the columns; each
 * grid cell holds its sub-cells (third axis × repeats). A row's or column's header compares it.
 */
export function RunGridTable({ run, grid, shown, entryOf, changes, scope, onCompare }: Props) {
  const { t } = useLingui();
  const visible = (cells: (RunCell | undefined)[]) =>
    cells.filter((cell): cell is RunCell => cell !== undefined && shown.has(cell.key));
  const row = (index: number) => grid.columns.flatMap((column) => visible(grid.cellsAt(index, column.index)));
  const column = (index: number) => grid.rows.flatMap((line) => visible(grid.cellsAt(line.index, index)));
  const header = (line: Line, label: string, cells: RunCell[]) =>
    label ? (
      <Button
        size="sm"
        variant="ghost"
        aria-label={line === "row" ? t`Compare row ${label}` : t`Compare column ${label}`}
        className="text-left break-words"
        onClick={() => onCompare(line, label, cells)}
      >
        {label}
      </Button>
    ) : (
      // A run with fewer than two axes has one unnamed line: a table header must still say something.
      <span className="text-xs font-medium text-slate-600">
        <Trans>Results</Trans>
      </span>
    );

  return (
    <div className="overflow-x-auto">
      <table className="border-separate border-spacing-1 text-sm">
        <thead>
          <tr>
            <th scope="col" className="text-left text-xs font-medium text-slate-600">
              {[grid.rowAxis, grid.columnAxis].filter(Boolean).join(" ↓ · → ")}
            </th>
            {grid.columns.map((line) => (
              <th key={line.index} scope="col" className="min-w-40 align-bottom">
                {header("column", line.label, column(line.index))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.rows.map((line) => (
            <tr key={line.index}>
              <th scope="row" className="max-w-48 text-left align-top">
                {header("row", line.label, row(line.index))}
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

import { Trans, useLingui } from "@lingui/react/macro";
import type { RunCell } from "../../../contract/run.ts";
import { Button } from "../../../components/button.tsx";
import type { RunGrid } from "./run-grid.ts";

export type Line = "row" | "column";

type LineProps = {
  line: Line;
  label: string;
  /** "2 of 3 passed · mean rating 3.5" of the whole line ("" for none). */
  totals: string;
  onCompare: () => void;
};

/** A row's or a column's header: its value (a button comparing its results), then how it fares. */
export function LineHeader({ line, label, totals, onCompare }: LineProps) {
  const { t } = useLingui();
  return (
    <div className="space-y-0.5">
      {label ? (
        <Button
          size="sm"
          variant="ghost"
          aria-label={line === "row" ? t`Compare row ${label}` : t`Compare column ${label}`}
          className="text-left break-words"
          onClick={onCompare}
        >
          {label}
        </Button>
      ) : (
        // A run with fewer than two axes has one unnamed line: a table header must still say something.
        <span className="text-xs font-medium text-slate-600">
          <Trans>Results</Trans>
        </span>
      )}
      {totals ? <p className="px-2 text-xs font-normal text-slate-700">{totals}</p> : null}
    </div>
  );
}

/** The corner: what the rows and the columns vary, each on its line. */
export function GridCorner({ grid }: { grid: RunGrid }) {
  const { t } = useLingui();
  const { rowAxis, columnAxis } = grid;
  return (
    <span className="block text-left text-xs font-medium text-slate-600">
      {rowAxis ? <span className="block">{t`Rows: ${rowAxis}`}</span> : null}
      {columnAxis ? <span className="block">{t`Columns: ${columnAxis}`}</span> : null}
    </span>
  );
}

/** The cells of a list that the filter shows. */
export const shownOf = (cells: (RunCell | undefined)[], shown: ReadonlySet<string>) =>
  cells.filter((cell): cell is RunCell => cell !== undefined && shown.has(cell.key));

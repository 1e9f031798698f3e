import { t } from "@lingui/core/macro";
import { cellKey, type Axis, type Run, type RunCell } from "../../../contract/run.ts";
import { axisKindLabel } from "../../../entities/run/axis-labels.ts";

// The run as a grid: the first axis down the rows, the second across the columns, and within
// each grid cell its sub-cells, the third axis's values × the repeats, in that order. Grid order
// (row by row, then sub-cell by sub-cell) is the order the lightbox walks and the reports list.
// Its words are made in the current language: call these while rendering or reporting.

/** A value on an axis as a header shows it: a long prompt is cut (the cell's task shows it whole). */
const LABEL_CHARS = 60;

/** A value on an axis whole, for reports. An image axis holds image references (maybe data URLs): numbered instead. */
export function valueText(axis: Axis, index: number): string {
  const number = index + 1;
  return axis.kind === "image" ? t`Image ${number}` : (axis.values[index] ?? "");
}

export function valueLabel(axis: Axis, index: number): string {
  const value = valueText(axis, index).trim().replace(/\s+/g, " ");
  if (!value) return t`(empty)`;
  return value.length > LABEL_CHARS ? `${value.slice(0, LABEL_CHARS)}…` : value;
}

/** "Prompt", or for a search/replace "Prompt (cat →)": what the axis varies. */
export function axisLabel(axis: Axis): string {
  const kind = axisKindLabel(axis.kind);
  const { term } = axis;
  return term ? t`${kind} (${term} →)` : kind;
}

/** One row, column or sub-cell: its index on its axis (or repeat) and its label. */
export type GridLine = { index: number; label: string };

export type RunGrid = {
  /** What the rows and columns vary ("" when the run has fewer axes). */
  rowAxis: string;
  columnAxis: string;
  rows: GridLine[];
  columns: GridLine[];
  /** Sub-cells of every grid cell: the third axis's value and the repeat. */
  subs: { value: number; repeat: number; label: string }[];
  /** The cells of one grid cell, one per sub-cell (undefined where the run has none). */
  cellsAt: (row: number, column: number) => (RunCell | undefined)[];
  /** Every cell in grid order. */
  order: RunCell[];
};

const repeatLabel = (repeat: number) => {
  const number = repeat + 1;
  return t`repeat ${number}`;
};

const lines = (axis: Axis | undefined): GridLine[] =>
  axis ? axis.values.map((_, index) => ({ index, label: valueLabel(axis, index) })) : [{ index: 0, label: "" }];

export function runGrid(run: Run): RunGrid {
  const [rowAxis, columnAxis, subAxis] = run.plan.axes;
  const rows = lines(rowAxis);
  const columns = lines(columnAxis);
  const repeats = Math.max(1, run.plan.repeats);
  const subs = (subAxis ? subAxis.values.map((_, i) => i) : [0]).flatMap((value) =>
    Array.from({ length: repeats }, (_, repeat) => ({
      value,
      repeat,
      label: [subAxis ? valueLabel(subAxis, value) : "", repeats > 1 ? repeatLabel(repeat) : ""]
        .filter(Boolean)
        .join(" · "),
    })),
  );
  const byKey = new Map(run.cells.map((cell) => [cell.key, cell]));
  const axes = run.plan.axes.length;
  const cellsAt = (row: number, column: number) =>
    subs.map((sub) => byKey.get(cellKey([row, column, sub.value].slice(0, axes), sub.repeat)));
  const order = rows.flatMap((row) =>
    columns.flatMap((column) => cellsAt(row.index, column.index).filter((cell) => cell !== undefined)),
  );
  return {
    rowAxis: rowAxis ? axisLabel(rowAxis) : "",
    columnAxis: columnAxis ? axisLabel(columnAxis) : "",
    rows,
    columns,
    subs,
    cellsAt,
    order,
  };
}

/** A cell in words, its value on each axis and its repeat: "Prompt: a cat · Model: t2v-01 · repeat 2". */
export function cellName(run: Run, cell: RunCell): string {
  const parts = run.plan.axes.map((axis, i) => {
    const kind = axisLabel(axis);
    const value = valueLabel(axis, cell.coords[i] ?? 0);
    return t`${kind}: ${value}`;
  });
  if (run.plan.repeats > 1) parts.push(repeatLabel(cell.repeat));
  return parts.join(" · ") || t`The only cell`;
}

/** A cell named by its values alone and its repeat, as the reports name it: "red fox · Truck left · #1". */
export function cellLabel(run: Run, cell: RunCell): string {
  const values = run.plan.axes.map((axis, i) => valueLabel(axis, cell.coords[i] ?? 0));
  return [...values, `#${cell.repeat + 1}`].join(" · ");
}

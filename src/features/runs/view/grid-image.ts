import { t } from "@lingui/core/macro";
import type { Run } from "../../../contract/run.ts";
import type { Outcome } from "../../../entities/verdict/outcomes.ts";
import { SHEET, columnX, rowY, sheetLayout, tileAt, type SheetLayout } from "./grid-image-layout.ts";
import { cellPicture, type Picture, type SnapshotOf } from "./grid-pictures.ts";
import { runGrid } from "./run-grid.ts";
import type { EntryOf } from "./run-progress.ts";
import type { RunRow } from "./run-rows.ts";
import type { Reach } from "../../../lib/files/result-bytes.ts";

// Export grid image: the run's grid as a PNG contact sheet. Its words are made in the current language.

const INK = { text: "#0f172a", muted: "#475569", tile: "#f1f5f9", frame: "#cbd5e1", paper: "#ffffff" };
const font = (px: number, bold = false) => [bold ? "bold" : "normal", `${px}px`, "system-ui,sans-serif"].join(" ");

/** A verdict's mark: a symbol and a colour, never the colour alone. */
const MARKS: Record<Outcome, { symbol: string; fill: string }> = {
  pass: { symbol: "✓", fill: "#047857" },
  fail: { symbol: "✗", fill: "#b91c1c" },
};

/** `text` cut with "…" to fit `width`. */
function fit(context: CanvasRenderingContext2D, text: string, width: number): string {
  if (context.measureText(text).width <= width) return text;
  let cut = text;
  while (cut && context.measureText(`${cut}…`).width > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

function write(context: CanvasRenderingContext2D, text: string, x: number, y: number, width: number, style: string) {
  context.font = style;
  context.fillText(fit(context, text, width), x, y);
}

/** The picture scaled to fit the square (letterboxed), or what stands instead: the cell's status in words. */
function drawTile(
  context: CanvasRenderingContext2D,
  at: { x: number; y: number },
  side: number,
  row: RunRow,
  picture: Picture | null,
) {
  context.fillStyle = INK.tile;
  context.fillRect(at.x, at.y, side, side);
  if (picture) {
    const scale = Math.min(side / picture.width, side / picture.height);
    const [w, h] = [picture.width * scale, picture.height * scale];
    context.drawImage(picture, at.x + (side - w) / 2, at.y + (side - h) / 2, w, h);
  } else {
    context.fillStyle = INK.muted;
    write(context, row.statusLabel, at.x + 6, at.y + side / 2, side - 12, font(12));
  }
  context.strokeStyle = INK.frame;
  context.strokeRect(at.x + 0.5, at.y + 0.5, side - 1, side - 1);
  const mark = [row.outcome ? MARKS[row.outcome].symbol : "", row.rating === null ? "" : `★${row.rating}`]
    .join(" ")
    .trim();
  if (!mark) return;
  context.font = font(13, true);
  const width = context.measureText(mark).width + 10;
  context.fillStyle = row.outcome ? MARKS[row.outcome].fill : INK.text;
  context.fillRect(at.x + side - width - 4, at.y + 4, width, 20);
  context.fillStyle = INK.paper;
  context.fillText(mark, at.x + side - width + 1, at.y + 19);
}

function drawLabels(
  context: CanvasRenderingContext2D,
  layout: SheetLayout,
  grid: ReturnType<typeof runGrid>,
  title: string[],
) {
  const { margin, titleHeight, headerHeight, rowLabelWidth, gap } = SHEET;
  const wide = layout.width - 2 * margin;
  context.fillStyle = INK.text;
  write(context, title[0] ?? "", margin, margin + 20, wide, font(18, true));
  context.fillStyle = INK.muted;
  write(context, title[1] ?? "", margin, margin + 44, wide, font(14));
  const top = margin + titleHeight;
  const { rowAxis, columnAxis } = grid;
  if (rowAxis) write(context, t`Rows: ${rowAxis}`, margin, top + 12, rowLabelWidth - gap, font(12));
  if (columnAxis) write(context, t`Columns: ${columnAxis}`, margin, top + 28, rowLabelWidth - gap, font(12));
  context.fillStyle = INK.text;
  for (const column of grid.columns)
    write(
      context,
      column.label,
      columnX(layout, column.index),
      top + headerHeight - 10,
      layout.cellWidth,
      font(14, true),
    );
  for (const row of grid.rows)
    write(context, row.label, margin, rowY(layout, row.index) + 16, rowLabelWidth - gap, font(14, true));
}

export type GridImageInput = {
  run: Run;
  rows: readonly RunRow[];
  entryOf: EntryOf;
  reach: (serverTask: string | null) => Reach;
  snapshotOf: SnapshotOf;
  /** The run's name, then its progress and totals. */
  title: [string, string];
};

/** The sheet as a PNG; `missing` counts the results whose bytes could not be read (drawn as their status). */
export async function gridImage(input: GridImageInput): Promise<{ blob: Blob; missing: number }> {
  const grid = runGrid(input.run);
  const layout = sheetLayout(grid.rows.length, grid.columns.length, grid.subs.length);
  if (!layout.drawable) throw new Error(t`The grid is too large for one image.`);
  const canvas = document.createElement("canvas");
  [canvas.width, canvas.height] = [layout.width, layout.height];
  const context = canvas.getContext("2d");
  if (!context) throw new Error(t`The image could not be drawn.`);
  context.fillStyle = INK.paper;
  context.fillRect(0, 0, layout.width, layout.height);
  drawLabels(context, layout, grid, input.title);
  const byKey = new Map(input.rows.map((row) => [row.key, row]));
  let missing = 0;
  for (const row of grid.rows)
    for (const column of grid.columns)
      for (const [sub, cell] of grid.cellsAt(row.index, column.index).entries()) {
        const line = cell && byKey.get(cell.key);
        if (!cell || !line) continue;
        const entry = cell.entryId === null ? undefined : input.entryOf(cell.entryId);
        const picture = entry
          ? await cellPicture(entry, input.reach, input.snapshotOf).catch(() => (missing++, null))
          : null;
        const at = tileAt(layout, row.index, column.index, sub);
        drawTile(context, at, layout.tile, line, picture);
        context.fillStyle = INK.muted;
        write(context, grid.subs[sub]?.label ?? "", at.x, at.y + layout.tile + 13, layout.tile, font(11));
      }
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/png"));
  if (!blob) throw new Error(t`The image could not be drawn.`);
  return { blob, missing };
}

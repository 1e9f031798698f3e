// Where everything goes on the grid's contact sheet (Export grid image): the title, the axes'
// labels, and a square picture per sub-cell with its caption, laid out as the grid shows them.
// Pure arithmetic, apart from the drawing (grid-image.ts), so that it can be tested.

export const SHEET = {
  margin: 16,
  /** The run's name and progress above everything. */
  titleHeight: 56,
  /** The columns' labels. */
  headerHeight: 32,
  /** The rows' labels. */
  rowLabelWidth: 200,
  /** A sub-cell's caption (third axis's value, repeat) under its picture. */
  captionHeight: 18,
  /** Between sub-cells of one grid cell, and (twice) between grid cells. */
  gap: 8,
  /** A picture's side at most, and at least (a huge run shrinks its pictures first). */
  tile: { max: 160, min: 32 },
  /** The sheet's side the pictures shrink to stay within: an image this size still opens anywhere. */
  maxSide: 8192,
  /** Past this the browser may not draw the canvas at all (Chromium's limit is 32,767 px): too large for one image. */
  hardSide: 16_384,
} as const;

export type SheetLayout = {
  width: number;
  height: number;
  tile: number;
  cellWidth: number;
  rowHeight: number;
  /** Whether a browser can draw it: false for a grid too large for one image, even at the smallest pictures. */
  drawable: boolean;
};

/** The sheet's size and its pictures' side for `rows` × `columns` grid cells of `subs` sub-cells each. */
export function sheetLayout(rows: number, columns: number, subs: number): SheetLayout {
  const { margin, titleHeight, headerHeight, rowLabelWidth, captionHeight, gap, tile, maxSide } = SHEET;
  const fixedWidth = 2 * margin + rowLabelWidth + columns * (2 * gap + (subs - 1) * gap);
  const fixedHeight = 2 * margin + titleHeight + headerHeight + rows * (2 * gap + captionHeight);
  const fits = Math.min((maxSide - fixedWidth) / (columns * subs), (maxSide - fixedHeight) / rows);
  const side = Math.max(tile.min, Math.min(tile.max, Math.floor(fits)));
  const cellWidth = subs * side + (subs - 1) * gap;
  const rowHeight = side + captionHeight;
  const [width, height] = [fixedWidth + columns * subs * side, fixedHeight + rows * side];
  return { width, height, tile: side, cellWidth, rowHeight, drawable: Math.max(width, height) <= SHEET.hardSide };
}

/** The top-left corner of a column's label, a row's label, and a sub-cell's picture. */
export const columnX = (layout: SheetLayout, column: number) =>
  SHEET.margin + SHEET.rowLabelWidth + column * (layout.cellWidth + 2 * SHEET.gap) + SHEET.gap;

export const rowY = (layout: SheetLayout, row: number) =>
  SHEET.margin + SHEET.titleHeight + SHEET.headerHeight + row * (layout.rowHeight + 2 * SHEET.gap) + SHEET.gap;

export const tileAt = (layout: SheetLayout, row: number, column: number, sub: number) => ({
  x: columnX(layout, column) + sub * (layout.tile + SHEET.gap),
  y: rowY(layout, row),
});

/** The smallest a tile may be (px): two columns on a 390 px phone, five or six on a wide screen. */
export const MIN_TILE_PX = 160;
export const TILE_GAP_PX = 12;

export type GridGeometry = { columns: number; tile: number; rows: number };

/** How many square tiles fit in a row of `width` px, how wide each is, and how many rows `count` needs. */
export function gridGeometry(width: number, count: number): GridGeometry {
  const columns = Math.max(1, Math.floor((width + TILE_GAP_PX) / (MIN_TILE_PX + TILE_GAP_PX)));
  const tile = width > 0 ? (width - TILE_GAP_PX * (columns - 1)) / columns : MIN_TILE_PX;
  return { columns, tile, rows: Math.ceil(count / columns) };
}

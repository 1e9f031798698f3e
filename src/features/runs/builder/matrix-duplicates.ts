import { bodyKeyOf, recentDuplicate, type DeckEntry } from "../../../lib/deck-entry.ts";
import type { PlannedCell } from "./matrix-expand.ts";

// Repeats are meant to be the same request; anything else that is, is worth a look before paying.

/** Each cell whose body an earlier cell of other coordinates already has, with that earlier cell. */
export function duplicatesInRun(cells: readonly PlannedCell[]): Map<string, PlannedCell> {
  const first = new Map<string, PlannedCell>();
  const found = new Map<string, PlannedCell>();
  for (const cell of cells) {
    const key = bodyKeyOf(cell.body);
    const earlier = first.get(key);
    if (!earlier) first.set(key, cell);
    else if (earlier.coords.join() !== cell.coords.join()) found.set(cell.key, earlier);
  }
  return found;
}

/** Each cell whose body was sent within the duplicate window, with that submission (the ledger's rule). */
export function duplicatesOfRecent(
  cells: readonly PlannedCell[],
  recent: readonly DeckEntry[],
  now: number,
): Map<string, DeckEntry> {
  const found = new Map<string, DeckEntry>();
  for (const cell of cells) {
    const entry = recentDuplicate(recent, bodyKeyOf(cell.body), now);
    if (entry) found.set(cell.key, entry);
  }
  return found;
}

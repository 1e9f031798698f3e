import { isTerminalStatus } from "../contract/status.ts";
import type { DeckEntry } from "./deck-entry.ts";

/**
 * Applies a change to an entry the way every tab must, so none undoes another's work: a record
 * older than the one held is ignored, a final status is never replaced by a running one, and a
 * task the server has forgotten stays forgotten.
 */
export function applyChange(current: DeckEntry, patch: Partial<DeckEntry>): DeckEntry {
  const next = { ...current, ...patch, id: current.id };
  const older =
    patch.record !== undefined && current.record !== null && (patch.updatedAt ?? 0) < (current.updatedAt ?? 0);
  const backwards =
    current.record !== null &&
    isTerminalStatus(current.record.status) &&
    patch.record != null &&
    !isTerminalStatus(patch.record.status);
  if (older || backwards) {
    next.record = current.record;
    next.updatedAt = current.updatedAt;
  }
  if (current.gone) next.gone = true;
  return next;
}

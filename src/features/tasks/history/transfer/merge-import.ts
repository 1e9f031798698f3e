import type { Verdict } from "../../../../contract/verdict-schema.ts";
import type { DeckEntry } from "../../../../lib/deck-entry.ts";

export type MergeResult = {
  merged: DeckEntry[];
  added: number;
  duplicates: number;
  /** The id each incoming entry ended up under (same index): its own, a fresh one, or the copy's here. */
  placed: string[];
};

/**
 * Adds imported tasks to the history without doubles. The same task is recognised by its
 * request_id when both copies have one (the service's identity), else by our id; of two copies
 * the more recently updated wins, the one already here on a tie.
 */
export function mergeImport(existing: readonly DeckEntry[], incoming: readonly DeckEntry[]): MergeResult {
  const merged = [...existing];
  const indexById = new Map<string, number>();
  const indexByRequest = new Map<string, number>();
  const remember = (entry: DeckEntry, index: number) => {
    indexById.set(entry.id, index);
    if (entry.requestId) indexByRequest.set(entry.requestId, index);
  };
  merged.forEach(remember);

  const find = (entry: DeckEntry): number | undefined => {
    const byRequest = entry.requestId ? indexByRequest.get(entry.requestId) : undefined;
    if (byRequest !== undefined) return byRequest;
    const byId = indexById.get(entry.id);
    // Same id but two different request_ids: two tasks after all.
    return byId !== undefined && merged[byId]?.requestId && entry.requestId ? undefined : byId;
  };

  let added = 0;
  let duplicates = 0;
  const placed: string[] = [];
  for (const entry of incoming) {
    const index = find(entry);
    const current = index === undefined ? undefined : merged[index];
    if (index === undefined || current === undefined) {
      // The store is keyed by id, so a second task under a taken id gets one of its own.
      const fresh = indexById.has(entry.id) ? { ...entry, id: `${entry.id}~${entry.requestId}` } : entry;
      remember(fresh, merged.push(fresh) - 1);
      placed.push(fresh.id);
      added++;
      continue;
    }
    placed.push(current.id);
    duplicates++;
    const newer = (entry.updatedAt ?? -Infinity) > (current.updatedAt ?? -Infinity);
    // The winner keeps the stored copy's id, or the store would hold both under two keys.
    const winner = newer ? { ...entry, id: current.id } : current;
    // A task the server has forgotten stays forgotten, whichever copy says so.
    const gone = entry.gone || current.gone;
    const next = winner.gone === gone ? winner : { ...winner, gone };
    if (next !== current) {
      merged[index] = next;
      remember(next, index);
    }
  }
  return { merged, added, duplicates, placed };
}

/**
 * The imported verdicts to store, by the id their task ended up under: of two verdicts on one
 * task the newer wins (its own time of change, whichever copy of the task won), the one here on a tie.
 */
export function mergeVerdicts(
  placed: readonly string[],
  incoming: readonly (Verdict | null)[],
  verdictOf: (id: string) => Verdict | undefined,
): Map<string, Verdict> {
  const winners = new Map<string, Verdict>();
  placed.forEach((id, i) => {
    const verdict = incoming[i];
    const current = winners.get(id) ?? verdictOf(id);
    if (verdict && verdict.updatedAt > (current?.updatedAt ?? -Infinity)) winners.set(id, verdict);
  });
  return winners;
}

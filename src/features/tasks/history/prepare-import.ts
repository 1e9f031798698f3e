import type { Connection } from "../../../lib/connection.ts";
import { endpointFor } from "../../../lib/connection.ts";
import type { DeckEntry } from "../../../lib/deck-entry.ts";
import type { VerdictBook } from "../../../lib/verdict-book.ts";
import type { Verdict } from "../../../contract/verdict.ts";
import { deckStatus } from "../status/deck-status.ts";
import { mergeImport, mergeVerdicts } from "./merge-import.ts";
import { parseImport } from "./parse-import.ts";

export type PendingImport = {
  changed: DeckEntry[];
  /** The imported verdicts that win, by task id. */
  verdicts: Map<string, Verdict>;
  newlyFollowed: Set<string>;
  summary: string;
  /** A run file's run, stored after its tasks (its cells name them by the ids they got here). */
  run?: { raw: unknown; placed: Map<string, string> };
};

/**
 * What importing `text` into the history would change, and what it says; or why nothing can be
 * imported. Here, in the history tools' chunk, so an empty deck's Import button costs no more.
 */
export function prepareImport(
  text: string,
  history: { list: () => readonly DeckEntry[]; get: (id: string) => DeckEntry | undefined },
  connection: Connection,
  book: VerdictBook,
): PendingImport | { problem: string } {
  const parsed = parseImport(text);
  if (parsed.problem) return { problem: parsed.problem };
  const { merged, added, duplicates, placed } = mergeImport(history.list(), parsed.entries);
  const verdicts = mergeVerdicts(placed, parsed.verdicts, book.get);
  const changed = merged.filter((entry) => history.get(entry.id) !== entry);
  // Followed here and now: unfinished, and of the service the connection points at.
  const followedNow = (entry: DeckEntry | undefined) =>
    entry !== undefined && deckStatus(entry).followed && endpointFor(entry, connection) !== null;
  const newlyFollowed = new Set(
    changed.filter((entry) => followedNow(entry) && !followedNow(history.get(entry.id))).map((entry) => entry.id),
  );
  const summary =
    `Imported ${added.toLocaleString("en")} tasks` +
    (duplicates ? `; ${duplicates.toLocaleString("en")} already here were merged` : "") +
    (parsed.skipped ? `; ${parsed.skipped} unreadable ones skipped` : "") +
    (parsed.badVerdicts
      ? `; ${parsed.badVerdicts} ${parsed.badVerdicts === 1 ? "verdict was" : "verdicts were"} unreadable and left out (the tasks were imported)`
      : "");
  const run =
    parsed.run === undefined
      ? undefined
      : { raw: parsed.run, placed: new Map(parsed.entries.map((entry, i) => [entry.id, placed[i] ?? entry.id])) };
  return { changed, verdicts, newlyFollowed, summary, run };
}

import { i18n } from "@lingui/core";
import { plural, t } from "@lingui/core/macro";
import type { Connection } from "../../../../lib/connection.ts";
import { endpointFor } from "../../../../lib/connection.ts";
import type { DeckEntry } from "../../../../lib/deck-entry.ts";
import type { VerdictStore } from "../../../../entities/verdict/store.ts";
import type { Verdict } from "../../../../contract/verdict-schema.ts";
import { deckStatus } from "../../../../entities/task/deck-status.ts";
import { mergeImport, mergeVerdicts } from "./merge-import.ts";
import { parseImport } from "../../../../entities/task/import/parse-import.ts";

export type PendingImport = {
  changed: DeckEntry[];
  /** The imported verdicts that win, by task id. */
  verdicts: Map<string, Verdict>;
  newlyFollowed: Set<string>;
  /** What the import did, each a whole message in the language of the moment it was prepared (see importSummary). */
  clauses: string[];
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
  book: VerdictStore,
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
  // Each clause a whole message (its number in the current language), joined as a list.
  const mergedCount = i18n.number(duplicates);
  const skipped = i18n.number(parsed.skipped);
  const badVerdicts = parsed.badVerdicts;
  const clauses = [
    plural(added, { one: "Imported # task", other: "Imported # tasks" }),
    duplicates ? t`${mergedCount} already here were merged` : "",
    parsed.skipped ? t`${skipped} unreadable ones skipped` : "",
    badVerdicts
      ? plural(badVerdicts, {
          one: "# verdict was unreadable and left out (the tasks were imported)",
          other: "# verdicts were unreadable and left out (the tasks were imported)",
        })
      : "",
  ];
  const run =
    parsed.run === undefined
      ? undefined
      : { raw: parsed.run, placed: new Map(parsed.entries.map((entry, i) => [entry.id, placed[i] ?? entry.id])) };
  return { changed, verdicts, newlyFollowed, clauses: clauses.filter(Boolean), run };
}

/** An import's clauses as the one sentence it says: the separator and the full stop are worded once, here. */
export function importSummary(clauses: string[]): string {
  const list = clauses.filter(Boolean).join(t`; `);
  return t`${list}.`;
}

import type { Family } from "../../../contract/families.ts";
import { TASK_STATUSES } from "../../../contract/status.ts";
import { isOutcome, OUTCOMES } from "../../../entities/verdict/outcomes.ts";
import { isReviewed } from "../../../entities/verdict/verdict.ts";
import type { Verdict } from "../../../contract/verdict-schema.ts";
import type { DeckEntry } from "../../../lib/deck-entry.ts";
import { LOCAL_PERSON, type Review } from "../../../contract/review.ts";
import { agreementWithMine, reviewsWithMine } from "../../../entities/verdict/reviews.ts";
import { deckStatus } from "../../../entities/task/deck-status.ts";
import { PSEUDO_STATUSES } from "../../../entities/task/statuses.ts";

/**
 * The Status choices: the documented statuses always, then whatever else occurs (an
 * undocumented string from the service, then our pseudo statuses), so every task can be found.
 */
export function statusOptions(present: Iterable<string>): string[] {
  const seen = new Set(present);
  const documented: readonly string[] = TASK_STATUSES;
  const pseudo: readonly string[] = PSEUDO_STATUSES;
  const others = [...seen].filter((s) => !documented.includes(s) && !pseudo.includes(s)).sort();
  return [...documented, ...others, ...pseudo.filter((s) => seen.has(s))];
}

/** Every status that occurs in the history, for `statusOptions`. */
export function presentStatuses(entries: readonly DeckEntry[]): Set<string> {
  return new Set(entries.map((entry) => deckStatus(entry).key));
}

/**
 * Any verdict, nobody's yet, one outcome (entities/verdict/outcomes.ts: this person's), then by
 * whom (issue 28): judged by this person, not by this person, or judged differently by people.
 */
export const VERDICT_FILTERS = ["all", "unreviewed", ...OUTCOMES, "mine", "not-mine", "disagreement"] as const;

export type HistoryFilters = {
  status: string | "all";
  mode: "all" | Family;
  query: string;
  /** Absent: any. Unreviewed: nobody gave an outcome or a rating (entities/verdict/verdict.ts). */
  verdict?: (typeof VERDICT_FILTERS)[number];
  /** Rated at least this many stars; absent or 0, any. */
  minRating?: number;
  /** Carries this tag; absent or "", any. */
  tag?: string;
};

/**
 * Whether a task passes the verdict filters: this person's verdict (or none), and `reviews`,
 * everyone's as the workspace shared them (the entry's), for who judged it and how they agree.
 */
export function verdictMatches(
  verdict: Verdict | undefined,
  filters: HistoryFilters,
  reviews: readonly Review[] = [],
  me = LOCAL_PERSON,
): boolean {
  const { verdict: wanted = "all", minRating = 0, tag = "" } = filters;
  const everyone = () => reviewsWithMine(reviews, me, verdict);
  if (wanted === "unreviewed" && everyone().length > 0) return false;
  if (wanted === "mine" && !isReviewed(verdict)) return false;
  if (wanted === "not-mine" && isReviewed(verdict)) return false;
  if (wanted === "disagreement" && agreementWithMine(reviews, me, verdict).disagree === 0) return false;
  if (isOutcome(wanted) && verdict?.outcome !== wanted) return false;
  if (minRating > 0 && (verdict?.rating ?? 0) < minRating) return false;
  return tag === "" || (verdict?.tags.includes(tag) ?? false);
}

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

// Entries are replaced, never mutated, when they change, so an entry object's text is fixed
// and a keystroke over thousands of tasks costs one `includes` per task, not a rebuild.
const haystacks = new WeakMap<DeckEntry, string>();

function haystack(entry: DeckEntry): string {
  let hay = haystacks.get(entry);
  if (hay === undefined) {
    // A separator no one types keeps a query from matching across two fields.
    hay = [
      text(entry.body.prompt),
      text(entry.body.model),
      entry.requestId ?? "",
      entry.record?.task_id ?? "",
      entry.id,
    ]
      .join("\u0000")
      .toLowerCase();
    haystacks.set(entry, hay);
  }
  return hay;
}

const newestFirst = (a: DeckEntry, b: DeckEntry) => b.submittedAt - a.submittedAt;

/**
 * The tasks to show, newest first. Every word of the query must occur (in any order) in the
 * prompt, model, request id, task id or our id, ignoring case; `verdictOf` gives a task's verdict.
 */
export function filterEntries(
  entries: readonly DeckEntry[],
  filters: HistoryFilters,
  verdictOf: (id: string) => Verdict | undefined = () => undefined,
  /** This page's person (lib/server-config.ts personOf): whose verdicts `verdictOf` gives. */
  me = LOCAL_PERSON,
): DeckEntry[] {
  const words = filters.query.toLowerCase().split(/\s+/).filter(Boolean);
  const shown = entries.filter((entry) => {
    if (filters.mode !== "all" && entry.mode !== filters.mode) return false;
    if (filters.status !== "all" && deckStatus(entry).key !== filters.status) return false;
    if (!verdictMatches(verdictOf(entry.id), filters, entry.reviews, me)) return false;
    if (words.length === 0) return true;
    const hay = haystack(entry);
    return words.every((word) => hay.includes(word));
  });
  // The ledger already keeps newest first; sorting sorted input is linear.
  return shown.sort(newestFirst);
}

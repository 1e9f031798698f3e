import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Tone } from "../../lib/tone.ts";
import { OUTCOMES, type Outcome } from "../../contract/verdict-limits.ts";

// A verdict's outcomes in one table: the panel's buttons, the history's filter, the lightbox's
// keys, the run's reports and its review all read it. An outcome's id is also its word in files
// (the history's and a run's CSV and JSON), the same in every language.

type OutcomeFacts = {
  /** Its button on the verdict panel; in lower case, its word in a run's Markdown report. */
  label: MessageDescriptor;
  /** What a task so judged is: its choice in the history's Verdict filter, a run cell's badge and name. */
  filterLabel: MessageDescriptor;
  /** Its symbol beside its colour on a run's cells (never the colour alone). */
  mark: string;
  /** Its colours: a status's tone (entities/task/status-labels.ts) on a badge, a heatmap's end (passing: the best). */
  tone: Tone;
  /** The lightbox's key for it, in lower case (pressed again, it is undone). */
  key: string;
  /** Passing beats not passing (a run against its baseline); a cell not passing failed QA. */
  passes: boolean;
};

const TABLE = {
  pass: { label: msg`Pass`, filterLabel: msg`Passed`, mark: "✓", tone: "success", key: "p", passes: true },
  fail: {
    label: msg`Fail`,
    filterLabel: msg({ message: "Failed", context: "verdict" }),
    mark: "✗",
    tone: "danger",
    key: "f",
    passes: false,
  },
} satisfies Record<Outcome, OutcomeFacts>;

export type { Outcome };

export const OUTCOME_TABLE: Readonly<Record<Outcome, OutcomeFacts>> = TABLE;

/** Every outcome, in the contract's order (the panel's and the filter's). */
export { OUTCOMES };

export const isOutcome = (value: string): value is Outcome => Object.hasOwn(TABLE, value);

/** The outcome a key of the keyboard review gives, if any. */
export const outcomeOfKey = (key: string): Outcome | undefined =>
  OUTCOMES.find((outcome) => TABLE[outcome].key === key);

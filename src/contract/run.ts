import type { Family } from "./families.ts";
import type { SubmitFailureKind } from "./failure-kinds.ts";

// A QA run (issue 16): one base form, up to three axes of values and a repeat count, expanded
// into cells, each one task. The builder makes a Run, the queue sends its cells at a safe pace,
// the run view shows and reports it. This file is the shape they share; each part owns its logic.

/** What an axis varies; the Axis select names each kind (entities/run/axis-labels.ts). */
export const AXIS_KINDS = {
  video: ["prompt", "moves", "model"],
  "3d": ["level", "format", "image", "model"],
} as const satisfies Record<Family, readonly string[]>;

export type AxisKind = (typeof AXIS_KINDS)[Family][number];

/** Every kind of axis, of either family (a stored plan's axis is one of them). */
export const ALL_AXIS_KINDS = [...new Set(Object.values(AXIS_KINDS).flat())] as [AxisKind, ...AxisKind[]];

export const MAX_AXES = 3;
export const REPEATS_RANGE = { min: 1, max: 5 } as const;

/**
 * One axis: its kind and its values, one per line as typed. A prompt axis with a `term` is a
 * search/replace (each value replaces the term, which must occur in the base prompt); without
 * one, each value is a whole prompt.
 */
export type Axis = { kind: AxisKind; values: string[]; term?: string };

/** What a run is built from: also what a preset keeps (no results). */
export type RunPlan = {
  family: Family;
  /** The composer's values the axes vary (the form's own shape for that family). */
  base: Record<string, unknown>;
  axes: Axis[];
  repeats: number;
};

/** A saved plan, to run again later; a run made from it names it. */
export type RunPreset = { id: string; name: string; plan: RunPlan; savedAt: number };

/**
 * One cell: a body to send once. `coords` holds the index of its value on each axis, in axis
 * order; `repeat` counts from 0. `entryId` is the deck entry made for it, written to the run
 * before the ledger entry and the POST: a cell with an `entryId` may have been sent and is
 * never sent again without the user; one whose entry is absent from the ledger was not.
 */
export type RunCell = {
  key: string;
  coords: number[];
  repeat: number;
  body: Record<string, unknown>;
  entryId: string | null;
  /** Cancel remaining: never to be sent. */
  cancelled: boolean;
};

/**
 * What a failed submission came to, as facts worded where they are shown (in the interface's
 * language of that moment): the kind of failure, the HTTP status, what the service said
 * (`said`, `param`) and the failure's own text (`detail`), the token taken out of both.
 */
export type SubmitFailure = {
  kind: SubmitFailureKind;
  status: number | null;
  said: string | null;
  /** The error body's code: this app's server's own refusals are worded by it in the page's language. Absent in older records. */
  code?: string | null;
  param: string | null;
  detail: string;
  /** The body was an HTML page (a gateway's), not the service's JSON. */
  html: boolean;
};

/**
 * Why a run stopped sending: the person, a reload, or an answer that says to wait. `message` is
 * the pause in words as it was stored (runs stored before `failure` existed have only it);
 * `failure`, the answer's facts, words it again in the language shown.
 */
export type RunPause = {
  reason: "user" | "reload" | "auth" | "rate" | "server";
  message: string;
  failure?: SubmitFailure;
};

export type Run = {
  id: string;
  name: string;
  plan: RunPlan;
  /** The preset it was made from, if any (a baseline compares runs of one preset). */
  presetId: string | null;
  cells: RunCell[];
  createdAt: number;
  /** null while sending (or when everything is sent). */
  pause: RunPause | null;
  /** Marked as its preset's baseline. */
  baseline: boolean;
};

/** The cell's key: its value on each axis, then its repeat ("0.2.1#0"); stable for a plan. */
export const cellKey = (coords: readonly number[], repeat: number) => `${coords.join(".")}#${repeat}`;

/** Cells not yet sent nor cancelled: what Resume would send. */
export const unsentCells = (run: Run) => run.cells.filter((cell) => cell.entryId === null && !cell.cancelled);

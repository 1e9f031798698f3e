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

export const PAUSE_REASONS = ["user", "reload", "restart", "auth", "rate", "server", "full"] as const;

/**
 * Why a run stopped sending: the person, a reload, or an answer that says to wait. `message` is
 * the pause in words as it was stored (runs stored before `failure` existed have only it);
 * `failure`, the answer's facts, words it again in the language shown.
 */
export type RunPause = {
  /**
   * `restart`: the server that was sending it stopped (a crash, a restart) with cells left.
   * `full`: the workspace holds as many tasks as its server allows (WORKSPACE_MAX_TASKS).
   */
  reason: (typeof PAUSE_REASONS)[number];
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
  /**
   * "server": the workspace holds it and its server sends its cells (issue 27), with no page
   * open; pages change it through the server. Absent: this browser's own run, sent from a tab.
   */
  sentBy?: "server";
};

/** The cell's key: its value on each axis, then its repeat ("0.2.1#0"); stable for a plan. */
export const cellKey = (coords: readonly number[], repeat: number) => `${coords.join(".")}#${repeat}`;

/** Cells not yet sent nor cancelled: what Resume would send. */
export const unsentCells = (run: Run) => run.cells.filter((cell) => cell.entryId === null && !cell.cancelled);

// A pause's message is stored with the run (and its file, in English); the run controls word the
// person's and the restarts' pauses by their reason, in the interface's language.
export const PAUSED_BY_USER: RunPause = { reason: "user", message: "Paused." };

/** Cancel remaining: the cells not yet sent never will be. */
export const cancelRemaining = (run: Run): Pick<Run, "cells"> => ({
  cells: run.cells.map((cell) => (cell.entryId === null ? { ...cell, cancelled: true } : cell)),
});

export const withCell = (run: Run, key: string, patch: Partial<RunCell>): Pick<Run, "cells"> => ({
  cells: run.cells.map((cell) => (cell.key === key ? { ...cell, ...patch } : cell)),
});

/**
 * Writes the id of the task a cell is sent as (its entry's, its submission's key) to the cell,
 * before anything is sent, if the cell is still unsent and the run still sending; else changes
 * nothing (see `claimed`). The page's queue and the server's sender claim cells alike.
 */
export const claimCell =
  (key: string, entryId: string) =>
  (run: Run): Partial<Pick<Run, "cells">> => {
    const cell = run.cells.find((c) => c.key === key);
    if (run.pause || !cell || cell.entryId !== null || cell.cancelled) return {};
    return withCell(run, key, { entryId });
  };

export const claimed = (run: Run | undefined, key: string, entryId: string) =>
  run?.cells.find((cell) => cell.key === key)?.entryId === entryId;

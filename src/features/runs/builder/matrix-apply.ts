import { t } from "@lingui/core/macro";
import type { Family } from "../../../contract/families.ts";
import { AXIS_KINDS, type Axis } from "../../../contract/run.ts";
import { axisKindLabel } from "../../../entities/run/axis-labels.ts";
import { insertMoves, readMoveSet, shortValue } from "./matrix-values.ts";
import { setThreeDFlag } from "../../../entities/task/three-d-prompt.ts";

// What each kind of axis changes in the composer's values. A cell's values are the base with
// one value of every axis applied; the composer's own body builder and checks then take over.

type Values = Record<string, unknown> & { prompt: string };

/** A value applied, or why it cannot be (the cell is then refused). */
export type Applied = { values: Values } | { problem: string };

const isWholePrompt = (axis: Axis) => axis.kind === "prompt" && !axis.term;

/**
 * The order axes are applied in, whatever order they are listed in: whole prompts first, then
 * search/replace terms (which look in that prompt), then camera moves (which go into the result).
 */
function rank(axis: Axis): number {
  if (isWholePrompt(axis)) return 0;
  if (axis.kind === "prompt") return 1;
  return axis.kind === "moves" ? 2 : 3;
}

export function applicationOrder(axes: readonly Axis[]): number[] {
  return axes.map((_, i) => i).sort((a, b) => rank(axes[a]!) - rank(axes[b]!) || a - b);
}

export function applyValue(values: Values, axis: Axis, value: string): Applied {
  switch (axis.kind) {
    case "prompt": {
      if (!axis.term) return { values: { ...values, prompt: value } };
      if (!values.prompt.includes(axis.term)) {
        const { term } = axis;
        const prompt = shortValue(values.prompt);
        return { problem: t`"${term}" does not occur in the prompt "${prompt}"` };
      }
      return { values: { ...values, prompt: values.prompt.replaceAll(axis.term, value) } };
    }
    case "moves": {
      const moves = readMoveSet(value);
      return "problem" in moves ? moves : { values: { ...values, prompt: insertMoves(values.prompt, moves.text) } };
    }
    case "model":
      return { values: { ...values, model: value } };
    case "image":
      return { values: { ...values, image: value } };
    case "level":
    case "format":
      return { values: { ...values, prompt: setThreeDFlag(values.prompt, axis.kind, value) } };
  }
}

/** What is wrong with the axes as a set, before any value is applied: each message names its axis. */
export function axesProblems(family: Family, axes: readonly Axis[]): string[] {
  const problems: string[] = [];
  const kinds: readonly string[] = AXIS_KINDS[family];
  axes.forEach((axis, i) => {
    const name = axisName(axes, i);
    if (!kinds.includes(axis.kind)) problems.push(t`${name} is not an axis of a ${family} request.`);
    else if (axis.values.length === 0) problems.push(t`${name} has no values: write one per line.`);
    // Search/replace axes may be several (each its own term); any other kind varies one thing once.
    const twin = axes.findIndex(
      (other) => other.kind === axis.kind && (other.kind !== "prompt" || !other.term === !axis.term),
    );
    if (twin < i && !(axis.kind === "prompt" && axis.term)) {
      const first = axisName(axes, twin);
      const number = i + 1;
      const kind = axisKindLabel(axis.kind);
      problems.push(t`${first} and axis ${number} both vary the ${kind}: keep one.`);
    }
  });
  return problems;
}

/** "Axis 2 (Model)": messages name an axis by its place and its kind. Called at call time (language). */
export function axisName(axes: readonly Axis[], i: number): string {
  const number = i + 1;
  const kind = axisKindLabel(axes[i]!.kind);
  return t`Axis ${number} (${kind})`;
}

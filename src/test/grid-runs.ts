// Test data for the run view's tests (not used by the app): a run of any shape, its cells
// expanded plainly (the builder owns the real expansion and its bodies).
import { cellKey, type Axis, type Run, type RunCell } from "../contract/run.ts";

function product(sizes: number[]): number[][] {
  return sizes.reduce<number[][]>(
    (acc, size) => acc.flatMap((coords) => Array.from({ length: size }, (_, i) => [...coords, i])),
    [[]],
  );
}

/** A video run over `axes`; every cell sent, its entry id `<run id>:<key>`, unless `sent` is false. */
export function makeGridRun(
  patch: Partial<Omit<Run, "cells" | "plan">> & { axes?: Axis[]; repeats?: number; sent?: boolean } = {},
): Run {
  const { axes = [], repeats = 1, sent = true, ...rest } = patch;
  const id = rest.id ?? "run-1";
  const cells: RunCell[] = product(axes.map((axis) => axis.values.length)).flatMap((coords) =>
    Array.from({ length: repeats }, (_, repeat) => {
      const key = cellKey(coords, repeat);
      const prompt = coords.map((value, axis) => axes[axis]?.values[value]).join(" / ") || "base";
      return {
        key,
        coords,
        repeat,
        body: { model: "minimax/t2v-01", prompt },
        entryId: sent ? `${id}:${key}` : null,
        cancelled: false,
      };
    }),
  );
  return {
    id,
    name: "Test run",
    plan: { family: "video", base: { prompt: "base" }, axes, repeats },
    presetId: null,
    cells,
    createdAt: 1_750_000_000_000,
    pause: null,
    baseline: false,
    ...rest,
  };
}

export const promptAxis = (...values: string[]): Axis => ({ kind: "prompt", values });
export const modelAxis = (...values: string[]): Axis => ({ kind: "model", values });

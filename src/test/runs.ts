// Test data for the runs' tests (not used by the app).
import { cellKey, type Run, type RunCell, type RunPreset } from "../contract/run.ts";

/** A cell of a prompt axis, not yet sent. */
export function makeCell(index: number, patch: Partial<RunCell> = {}): RunCell {
  return {
    key: cellKey([index], 0),
    coords: [index],
    repeat: 0,
    body: { model: "minimax/t2v-01-director", prompt: `prompt ${index}` },
    entryId: null,
    cancelled: false,
    ...patch,
  };
}

/** A one-axis video run of `cells` prompts, nothing sent, not paused. */
export function makeRun(patch: Partial<Run> = {}, cells = 2): Run {
  const prompts = Array.from({ length: cells }, (_, i) => `prompt ${i}`);
  return {
    id: "run-1",
    name: "A run",
    plan: {
      family: "video",
      base: { model: "minimax/t2v-01-director", prompt: "" },
      axes: [{ kind: "prompt", values: prompts }],
      repeats: 1,
    },
    presetId: null,
    cells: prompts.map((_, i) => makeCell(i)),
    createdAt: 1_750_000_000_000,
    pause: null,
    baseline: false,
    ...patch,
  };
}

/** A video preset of one model axis, saved at `savedAt`. */
export function makePreset(id: string, name: string, savedAt = 1): RunPreset {
  return {
    id,
    name,
    plan: {
      family: "video",
      base: { prompt: "A fox" },
      axes: [{ kind: "model", values: ["minimax/t2v-01"] }],
      repeats: 1,
    },
    savedAt,
  };
}

import { describe, expect, it } from "vitest";
import type { Axis, RunPlan } from "../../../contract/run.ts";
import { EMPTY_3D, EMPTY_VIDEO } from "../../../entities/task/form-values.ts";
import { expandPlan, isBlocked } from "./matrix-expand.ts";

const video = (axes: Axis[], repeats = 1, base = {}): RunPlan => ({
  family: "video",
  base: { ...EMPTY_VIDEO, ...base },
  axes,
  repeats,
});

describe("expandPlan", () => {
  it("makes 3 prompts × 2 move sets × 2 models × 2 repeats into 24 cells of 12 distinct bodies, in a stable order", () => {
    const plan = video(
      [
        { kind: "prompt", values: ["A fox", "A crane", "A whale"] },
        { kind: "moves", values: ["Pan left,Zoom in", "Static shot"] },
        { kind: "model", values: ["minimax/t2v-01-director", "minimax/t2v-01"] },
      ],
      2,
    );
    const { cells, problems } = expandPlan(plan);
    expect(problems).toEqual([]);
    expect(cells).toHaveLength(24);
    expect(cells.every((cell) => cell.problem === null && cell.entryId === null)).toBe(true);
    expect(new Set(cells.map((cell) => JSON.stringify(cell.body))).size).toBe(12);
    expect(new Set(cells.map((cell) => cell.key)).size).toBe(24);
    // First axis slowest, repeats innermost.
    expect(cells.slice(0, 5).map((cell) => cell.key)).toEqual(["0.0.0#0", "0.0.0#1", "0.0.1#0", "0.0.1#1", "0.1.0#0"]);
    expect(cells[0]!.body).toEqual({
      model: "minimax/t2v-01-director",
      prompt: "A fox [Pan left,Zoom in]",
      prompt_optimizer: true,
    });
    expect(cells[0]!.body).toEqual(cells[1]!.body);
    expect(cells[23]!.body).toEqual({
      model: "minimax/t2v-01",
      prompt: "A whale [Static shot]",
      prompt_optimizer: true,
    });
    expect(expandPlan(plan)).toEqual({ cells, problems, notes: [] });
  });

  it("replaces a search term everywhere it occurs, and puts moves where the prompt's bracket was", () => {
    const plan = video(
      [
        { kind: "moves", values: ["Truck right", "[Pan left][Zoom out]"] },
        { kind: "prompt", term: "fox", values: ["fox", "wolf"] },
      ],
      1,
      { prompt: "A fox [Shake] meets a fox" },
    );
    expect(expandPlan(plan).cells.map((cell) => cell.body.prompt)).toEqual([
      "A fox [Truck right] meets a fox",
      "A wolf [Truck right] meets a wolf",
      "A fox [Pan left][Zoom out] meets a fox",
      "A wolf [Pan left][Zoom out] meets a wolf",
    ]);
  });

  it("applies whole prompts first, then terms, then moves, whatever order the axes are listed in", () => {
    const plan = video([
      { kind: "moves", values: ["Zoom in"] },
      { kind: "prompt", term: "fox", values: ["wolf"] },
      { kind: "prompt", values: ["A fox runs"] },
    ]);
    expect(expandPlan(plan).cells.map((cell) => cell.body.prompt)).toEqual(["A wolf runs [Zoom in]"]);
  });

  it("refuses a search term that does not occur in the prompt, naming the cell and the axis", () => {
    const expansion = expandPlan(video([{ kind: "prompt", term: "cat", values: ["dog"] }], 1, { prompt: "A fox" }));
    expect(isBlocked(expansion)).toBe(true);
    expect(expansion.cells[0]!.problem).toBe(
      'Cell 1 (Prompt: "dog"): Axis 1 (Prompt): "cat" does not occur in the prompt "A fox".',
    );
  });

  it("refuses a word that is not a camera move, and an axis with no values", () => {
    const expansion = expandPlan(
      video(
        [
          { kind: "moves", values: ["Pan lft"] },
          { kind: "model", values: [] },
        ],
        1,
        { prompt: "A fox" },
      ),
    );
    expect(expansion.problems).toEqual(["Axis 2 (Model) has no values: write one per line."]);
    expect(expansion.cells).toEqual([]);
    const moves = expandPlan(video([{ kind: "moves", values: ["Pan lft"] }], 1, { prompt: "A fox" }));
    expect(moves.cells[0]!.problem).toBe(
      'Cell 1 (Camera moves: Pan lft): Axis 1 (Camera moves): "Pan lft" is not a camera move.',
    );
  });

  it("checks each cell as a single task: one bad model blocks the run and names its cell", () => {
    const expansion = expandPlan(
      video([
        { kind: "prompt", values: ["A fox", "A crane"] },
        { kind: "model", values: ["minimax/t2v-01", "not a model"] },
      ]),
    );
    const bad = expansion.cells.filter((cell) => cell.problem);
    expect(bad.map((cell) => cell.problem)).toEqual([
      'Cell 2 (Prompt: "A fox", Model: not a model): A model id looks like vendor/model-name, e.g. minimax/t2v-01-director.',
      'Cell 4 (Prompt: "A crane", Model: not a model): A model id looks like vendor/model-name, e.g. minimax/t2v-01-director.',
    ]);
    expect(isBlocked(expansion)).toBe(true);
  });

  it("refuses two axes that vary one thing, repeats out of range, and an axis of the other family", () => {
    const expansion = expandPlan(
      video(
        [
          { kind: "model", values: ["minimax/t2v-01"] },
          { kind: "model", values: ["minimax/t2v-01-director"] },
          { kind: "format", values: ["glb"] },
        ],
        6,
        { prompt: "A fox" },
      ),
    );
    expect(expansion.problems).toEqual([
      "Axis 1 (Model) and axis 2 both vary the Model: keep one.",
      "Axis 3 (File format) is not an axis of a video request.",
      "Repeats must be a whole number from 1 to 5.",
    ]);
  });

  it("notes a value listed twice on one axis", () => {
    const expansion = expandPlan(video([{ kind: "prompt", values: ["A fox", "A fox"] }]));
    expect(expansion.notes).toEqual(['Axis 1 (Prompt): "A fox" is listed twice.']);
    expect(isBlocked(expansion)).toBe(false);
  });

  it("varies a 3D request's level, format and source image through its prompt flags and image field", () => {
    const plan: RunPlan = {
      family: "3d",
      base: { ...EMPTY_3D, model: "bytedance/doubao-seed3d-2.0" },
      axes: [
        { kind: "image", values: ["https://example.com/a.png", "https://example.com/b.png"] },
        { kind: "level", values: ["low", "high"] },
        { kind: "format", values: ["obj"] },
      ],
      repeats: 1,
    };
    const { cells } = expandPlan(plan);
    expect(cells.map((cell) => [cell.body.image, cell.body.prompt])).toEqual([
      ["https://example.com/a.png", "--subdivisionlevel low --fileformat obj"],
      ["https://example.com/a.png", "--subdivisionlevel high --fileformat obj"],
      ["https://example.com/b.png", "--subdivisionlevel low --fileformat obj"],
      ["https://example.com/b.png", "--subdivisionlevel high --fileformat obj"],
    ]);
    expect(cells.every((cell) => cell.problem === null)).toBe(true);
    const oneLevel = expandPlan({
      ...plan,
      base: { ...EMPTY_3D, image: "https://example.com/a.png" },
      axes: [plan.axes[1]!],
    });
    expect(oneLevel.cells[1]!.problem).toMatch(
      /^Cell 2 \(Subdivision level: high\): .*high is not offered by this model/,
    );
  });

  it("makes one cell per repeat with no axes", () => {
    const { cells } = expandPlan(video([], 3, { prompt: "A fox" }));
    expect(cells.map((cell) => [cell.key, cell.label])).toEqual([
      ["#0", "Cell 1 (repeat 1)"],
      ["#1", "Cell 2 (repeat 2)"],
      ["#2", "Cell 3 (repeat 3)"],
    ]);
  });
});

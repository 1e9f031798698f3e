import { describe, expect, it } from "vitest";
import { DUPLICATE_WINDOW_MS } from "../../../contract/duplicate-guard.ts";
import { newDeckEntry } from "../../../lib/deck-entry.ts";
import { EMPTY_VIDEO } from "../../../entities/task/form-values.ts";
import { duplicatesInRun, duplicatesOfRecent } from "./matrix-duplicates.ts";
import { expandPlan } from "./matrix-expand.ts";

const { cells } = expandPlan({
  family: "video",
  base: { ...EMPTY_VIDEO, prompt: "A fox" },
  // The second and third values give one body: the term replaced by itself.
  axes: [{ kind: "prompt", term: "fox", values: ["wolf", "fox", "fox"] }],
  repeats: 2,
});

describe("duplicatesInRun", () => {
  it("flags cells of other coordinates with an earlier cell's body, not the repeats of one cell", () => {
    const found = duplicatesInRun(cells);
    expect([...found].map(([key, earlier]) => [key, earlier.key])).toEqual([
      ["2#0", "1#0"],
      ["2#1", "1#0"],
    ]);
  });
});

describe("duplicatesOfRecent", () => {
  it("flags cells whose body was sent within the window and not refused", () => {
    const now = 1_000_000;
    const sent = (prompt: string, ago: number, state = "accepted" as const) =>
      newDeckEntry({
        id: prompt,
        mode: "video",
        baseUrl: "",
        body: { ...cells[0]!.body, prompt },
        submittedAt: now - ago,
        state,
      });
    const recent = [sent("A wolf", 1000), sent("A fox", DUPLICATE_WINDOW_MS + 1)];
    const found = duplicatesOfRecent(cells, recent, now);
    expect([...found.keys()]).toEqual(["0#0", "0#1"]);
    expect(found.get("0#0")?.id).toBe("A wolf");
  });
});

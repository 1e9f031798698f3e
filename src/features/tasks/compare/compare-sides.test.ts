import { i18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { taskRecordSchema } from "../../../contract/record.ts";
import { newDeckEntry } from "../../../lib/deck-entry.ts";
import { compareSides } from "./compare-sides.ts";

const T0 = 1_756_000_000;
const entry = (id: string, body: Record<string, unknown>, data: Record<string, unknown>, ran = 30) =>
  newDeckEntry({
    id,
    mode: "video",
    baseUrl: "",
    body,
    submittedAt: T0 * 1000,
    requestId: `r-${id}`,
    record: taskRecordSchema.parse({
      request_id: `r-${id}`,
      task_id: "t",
      action: "VIDEO_GENERATION",
      status: "COMPLETED",
      fail_reason: "",
      submit_time: T0,
      start_time: T0 + 5,
      finish_time: T0 + 5 + ran,
      data,
    }),
  });

const a = entry("a", { model: "m1", prompt: "A fox [Pan left]" }, { video_urls: ["https://cdn.example/a.mp4"] });
const b = entry(
  "b",
  { model: "m2", prompt: "A fox [Pan left]", prompt_optimizer: false },
  { video_urls: ["javascript:alert(1)"] },
  60,
);

describe("compareSides", () => {
  it("keeps the order asked, names the ids it does not have, and marks facts that differ", () => {
    const { sides, missing } = compareSides(["b", "x", "a"], [a, b], i18n);
    expect(sides.map((s) => s.entry.id)).toEqual(["b", "a"]);
    expect(missing).toEqual(["x"]);
    const facts = Object.fromEntries(sides[0]!.facts.map((f) => [f.label, f]));
    expect(facts["Model"]).toEqual({ key: "model", label: "Model", value: "m2", differs: true });
    expect(facts["Camera moves"]).toEqual({
      key: "moves",
      label: "Camera moves",
      value: "1 · Pan left",
      differs: false,
    });
    expect(facts["Flags"]).toMatchObject({ value: "prompt_optimizer false", differs: true });
    expect(facts["Ran for"]).toMatchObject({ value: "1 min", differs: true });
    expect(facts["Submitted"]?.differs).toBe(false);
  });

  it("shows only safe URLs", () => {
    const { sides } = compareSides(["a", "b"], [a, b], i18n);
    expect(sides[0]!.media).toEqual({ kind: "video", url: "https://cdn.example/a.mp4" });
    expect(sides[1]!.media).toEqual({ kind: "none" });
  });
});

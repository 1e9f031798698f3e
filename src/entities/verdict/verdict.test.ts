import { act } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { activateLocale } from "../../i18n/catalogs.ts";
import { formatPinTime, isReviewed, normalTag, pinPlace, verdictWords, EMPTY_VERDICT } from "./verdict.ts";
import { verdictSchema, type Verdict } from "../../contract/verdict-schema.ts";

describe("verdictSchema", () => {
  it("reads a full verdict, and fills what a hand-edited file leaves out", () => {
    expect(verdictSchema.parse({ updatedAt: 7 })).toEqual({ ...EMPTY_VERDICT, updatedAt: 7 });
    const full = {
      outcome: "fail",
      rating: 2,
      tags: ["hands"],
      note: "six fingers",
      pins: [
        { id: "p1", text: "here", seconds: 1.5 },
        { id: "p2", text: "back", view: { position: [0, 1, 2], target: [0, 0, 0] } },
      ],
      updatedAt: 9,
    };
    expect(verdictSchema.parse(full)).toEqual(full);
  });

  it.each([
    ["an unknown outcome", { outcome: "maybe" }],
    ["a rating out of 1–5", { rating: 6 }],
    ["a rating between stars", { rating: 2.5 }],
    ["an empty tag", { tags: [""] }],
    ["a tag of 41 characters", { tags: ["x".repeat(41)] }],
    ["a negative pin time", { pins: [{ id: "p", text: "", seconds: -1 }] }],
    ["no time of change", { updatedAt: undefined }],
  ])("refuses %s", (_what, patch) => {
    expect(verdictSchema.safeParse({ updatedAt: 1, ...patch }).success).toBe(false);
  });
});

describe("verdict helpers", () => {
  it("counts a pass, a fail or a rating as reviewed; a note or a tag alone is not", () => {
    expect(isReviewed(undefined)).toBe(false);
    expect(isReviewed({ ...EMPTY_VERDICT, note: "x", tags: ["y"] })).toBe(false);
    expect(isReviewed({ ...EMPTY_VERDICT, outcome: "fail" })).toBe(true);
    expect(isReviewed({ ...EMPTY_VERDICT, rating: 1 })).toBe(true);
  });

  it("writes video times as m:ss.s, and h:mm:ss.s past an hour", () => {
    expect(formatPinTime(0)).toBe("0:00.0");
    expect(formatPinTime(1.54)).toBe("0:01.5");
    expect(formatPinTime(59.96)).toBe("1:00.0");
    expect(formatPinTime(3725.25)).toBe("1:02:05.3");
    expect(pinPlace({ id: "p", text: "", view: { position: [0, 0, 1], target: [0, 0, 0] } })).toBe("3D view");
  });

  it("tidies a tag", () => {
    expect(normalTag("  too   dark ")).toBe("too dark");
    expect(normalTag("x".repeat(50))).toHaveLength(40);
  });
});

const v = (patch: Partial<Verdict>): Verdict => ({ ...EMPTY_VERDICT, ...patch });

describe("verdictWords", () => {
  afterEach(() => act(() => activateLocale("en")));

  it("says the outcome, the stars and whether there is a note, those the verdict has", () => {
    expect(verdictWords(v({ outcome: "pass", rating: 4, note: "lovely light" }))).toBe("Passed, 4 stars, has a note");
    expect(verdictWords(v({ outcome: "fail" }))).toBe("Failed");
    expect(verdictWords(v({ rating: 1, pins: [{ id: "p", text: "here", seconds: 2 }] }))).toBe("1 star, has a note");
    expect(verdictWords(v({ note: "  ", tags: ["hands"] }))).toBe("");
    expect(verdictWords(undefined)).toBe("");
  });

  it("says it in Chinese once switched", async () => {
    await act(() => activateLocale("zh-CN"));
    expect(verdictWords(v({ outcome: "pass", rating: 4, note: "x" }))).toMatch(/^通过，4 星，有备注$/);
  });
});

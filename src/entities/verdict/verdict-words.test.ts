import { act } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { activateLocale } from "../../i18n/catalogs.ts";
import { EMPTY_VERDICT } from "./verdict.ts";
import type { Verdict } from "./verdict-schema.ts";
import { verdictWords } from "./verdict-words.ts";

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

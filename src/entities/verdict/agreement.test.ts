import { describe, expect, it } from "vitest";
import { agreementOf } from "./agreement.ts";

describe("agreementOf", () => {
  it("counts who passed of those who judged, and those on the smaller side", () => {
    expect(agreementOf(["pass", "fail", "pass", null])).toEqual({ judged: 3, passed: 2, failed: 1, disagree: 1 });
    expect(agreementOf(["fail", "fail", "pass", "fail", "pass"])).toEqual({
      judged: 5,
      passed: 2,
      failed: 3,
      disagree: 2,
    });
  });

  it("finds nobody disagreeing when all who judged agree, and nothing judged when nobody gave an outcome", () => {
    expect(agreementOf(["pass", "pass", null])).toEqual({ judged: 2, passed: 2, failed: 0, disagree: 0 });
    expect(agreementOf(["fail"])).toEqual({ judged: 1, passed: 0, failed: 1, disagree: 0 });
    expect(agreementOf([null, null])).toEqual({ judged: 0, passed: 0, failed: 0, disagree: 0 });
  });
});

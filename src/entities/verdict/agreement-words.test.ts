import { describe, expect, it } from "vitest";
import { agreementOf } from "./agreement.ts";
import { agreementText } from "./agreement-words.ts";

describe("agreementText", () => {
  it("says the tally, then who disagrees", () => {
    expect(agreementText(agreementOf(["pass", "pass", "fail"]))).toBe("2 of 3 passed; 1 disagrees");
    expect(agreementText(agreementOf(["pass", "fail", "fail", "pass"]))).toBe("2 of 4 passed; 2 disagree");
    expect(agreementText(agreementOf(["pass", "pass", "pass"]))).toBe("3 of 3 passed");
    expect(agreementText(agreementOf(["fail", "fail"]))).toBe("0 of 2 passed");
  });

  it("says nothing when nobody gave an outcome", () => {
    expect(agreementText(agreementOf([null]))).toBe("");
  });
});

import { describe, expect, it } from "vitest";
import { REDACTED, redact } from "./redact.ts";

describe("redact", () => {
  it("replaces every occurrence of each secret with one placeholder", () => {
    expect(redact("Bearer sk-1234 and sk-1234", "sk-1234")).toBe(`Bearer ${REDACTED} and ${REDACTED}`);
    expect(redact("a sk-1234 b tok-5678", ["sk-1234", "tok-5678"])).toBe("a [redacted] b [redacted]");
  });

  it("ignores an empty or too short secret rather than shredding the text", () => {
    expect(redact("a b c", ["", "b"])).toBe("a b c");
  });
});

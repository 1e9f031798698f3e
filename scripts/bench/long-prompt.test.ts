import { describe, expect, it } from "vitest";
import { longPrompt } from "./long-prompt.ts";

describe("longPrompt", () => {
  it("is exactly as long as asked, with every bracket whole", () => {
    const prompt = longPrompt(2000, 40);
    expect(prompt).toHaveLength(2000);
    expect(prompt.match(/\[[^[\]]+,[^[\]]+\]/g)).toHaveLength(40);
  });

  it("refuses brackets that cannot fit", () => {
    expect(() => longPrompt(100, 40)).toThrow("do not fit");
  });
});
